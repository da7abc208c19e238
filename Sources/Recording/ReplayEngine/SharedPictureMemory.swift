import CSpawn
#if canImport(Glibc)
import Glibc
#endif

/// The memory a replay engine's cursors leave the window's picture in: an anonymous file the
/// engine makes before it forks anything, so every checkpoint and cursor holds it under the same
/// descriptor number, and the window opens it through /proc (`/proc/<engine>/fd/<number>`).
///
/// A picture sent down the pipe crossed it at about 1.5 GB/s: 11-17 ms for the 16 MB of a 3x
/// picture, on every scrub. Here the cursor copies it into pages the first cursor made and every
/// later one reuses, and the window copies it out: a few milliseconds each
/// (docs/perf-log/issue-37-ninth-pass.md). The file only grows, to the largest picture shown.
package struct SharedPictureMemory {
    /// The descriptor: in the engine and every process forked from it, the engine's; in the
    /// window, its own opening of the same file.
    package let descriptor: Int32

    /// A new, empty memory, or nil when the system refuses one (the pipe then carries pictures).
    package static func make() -> SharedPictureMemory? {
        let descriptor = transitionlab_memfd("transition-lab picture")
        return descriptor >= 0 ? SharedPictureMemory(descriptor: descriptor) : nil
    }

    /// The engine `pid`'s memory at its descriptor `number`, opened for reading, or nil when it
    /// cannot be (the engine gone, /proc unavailable).
    package static func open(engine pid: Int32, number: Int) -> SharedPictureMemory? {
        guard number >= 0, number < Int(Int32.max) else { return nil }
        let descriptor = ProcessAccounting.openDescriptor(Int32(number), of: pid, flags: O_RDONLY)
        return descriptor >= 0 ? SharedPictureMemory(descriptor: descriptor) : nil
    }

    /// Copies `pixels` to the start of the memory, growing it first when it is smaller; false
    /// when the system refuses the room (nothing is then promised to the window).
    ///
    /// The room is allocated before it is written (`posix_fallocate`), so a full memory is a
    /// refusal here rather than a SIGBUS while copying.
    package func store(_ pixels: [UInt32]) -> Bool {
        let bytes = pixels.count * MemoryLayout<UInt32>.stride
        guard bytes > 0, let size else { return false }
        if size < bytes, posix_fallocate(descriptor, 0, off_t(bytes)) != 0 { return false }
        guard let mapping = map(bytes, writable: true) else { return false }
        defer { munmap(mapping, bytes) }
        pixels.withUnsafeBytes { mapping.copyMemory(from: $0.baseAddress!, byteCount: bytes) }
        return true
    }

    /// The `count` pixels at the start of the memory, or nil when it holds fewer (a picture
    /// claimed larger than what was stored is refused, never read past the file's end).
    package func load(count: Int) -> [UInt32]? {
        let bytes = count * MemoryLayout<UInt32>.stride
        guard count > 0, let size, size >= bytes, let mapping = map(bytes, writable: false) else { return nil }
        defer { munmap(mapping, bytes) }
        return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(start: mapping, count: bytes))
            initialized = count
        }
    }

    /// Closes this process's descriptor.
    package func close() {
        _ = Glibc.close(descriptor)
    }

    /// The file's size in bytes, or nil when it cannot be read.
    private var size: Int? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? Int(info.st_size) : nil
    }

    /// The first `bytes` of the file mapped shared, its pages mapped at once (one call instead
    /// of a fault per page); nil when refused.
    private func map(_ bytes: Int, writable: Bool) -> UnsafeMutableRawPointer? {
        let protection = writable ? PROT_READ | PROT_WRITE : PROT_READ
        let mapping = mmap(nil, bytes, protection, MAP_SHARED | MAP_POPULATE, descriptor, 0)
        // MAP_FAILED, (void *)-1, which Swift does not import.
        guard let mapping, mapping != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        return mapping
    }
}
