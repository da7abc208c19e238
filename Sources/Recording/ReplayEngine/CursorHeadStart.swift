import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Pages a cursor is about to write, made its own on the second core while it plays to its
/// frame: the screen it draws (shared with its checkpoint until written, each page copied at its
/// first write) and the canvas of the window's picture (new, each page zeroed at its first
/// write). A 3x cursor otherwise took about 7,000 page faults on its one thread before its first
/// picture (docs/perf-log/issue-37-ninth-pass.md).
///
/// `madvise(MADV_POPULATE_WRITE)` does to a range what a write to each of its pages would,
/// without writing: no byte changes, so it may run beside the thread drawing there, and on
/// memory freed meanwhile it fails harmlessly. Linux 5.14 and later; before, the call fails and
/// the cursor faults its pages in as it writes them, as it always did.
package final class CursorHeadStart {
    /// The page-aligned ranges to make this process's own, in order.
    private let ranges: [(start: UInt, count: Int)]
    private var thread: PlainThread?

    /// Starts making the pages of `buffers` this process's own, first to last, on a thread of its own.
    package init(_ buffers: [UnsafeRawBufferPointer]) {
        let page = UInt(max(4096, sysconf(Int32(_SC_PAGESIZE))))
        ranges = buffers.compactMap { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return nil }
            // Whole pages around the buffer: the bytes of a neighbour sharing its first or last
            // page are left as they are, like the buffer's own.
            let start = UInt(bitPattern: base) & ~(page - 1)
            let end = (UInt(bitPattern: base) + UInt(buffer.count) + page - 1) & ~(page - 1)
            return (start, Int(end - start))
        }
        let ranges = self.ranges
        thread = PlainThread.start {
            for range in ranges {
                _ = madvise(UnsafeMutableRawPointer(bitPattern: range.start), range.count, CursorHeadStart.populateWrite)
            }
        }
    }

    /// Waits for the pages to be made; the thread is gone after. Calling it again does nothing.
    package func finish() {
        thread?.join()
        thread = nil
    }

    /// MADV_POPULATE_WRITE (Linux 5.14), which Swift's Glibc module may not declare.
    private static let populateWrite: Int32 = 23
}
