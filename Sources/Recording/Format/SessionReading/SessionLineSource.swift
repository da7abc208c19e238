import Foundation

/// A session file's bytes cut into lines one at a time, holding at most one line (and one
/// chunk) in memory however large the file: a line longer than `SessionLimits.maxLineBytes`
/// is skipped over, keeping only its start for the error message.
struct SessionLineSource {
    /// One piece of the file.
    enum Piece {
        /// A line ended by a newline (the newline left out).
        case line([UInt8])
        /// A line ended by a newline but longer than the limit: its first bytes.
        case tooLong(start: [UInt8])
        /// The bytes after the last newline (a file whose last line was cut): its first bytes,
        /// and whether there were more than the limit.
        case tail(start: [UInt8], tooLong: Bool)
    }

    private let readChunk: (inout [UInt8]) throws -> Int
    /// The longest line kept whole (`SessionLimits.maxLineBytes`; smaller in the fuzz target).
    let lineLimit: Int
    /// How many bytes each read asks for.
    let chunkSize: Int
    private var buffer: [UInt8] = []
    /// The bytes of the last read (kept to be reused).
    private var chunk: [UInt8] = []
    private var start = 0
    /// Where the search for the next newline goes on (the bytes before it hold none).
    private var scanned = 0
    private var finished = false
    /// The start of an over-long line being skipped, while one is.
    private var skipped: [UInt8]?
    /// How many bytes have been read.
    private(set) var byteCount = 0
    /// Where `buffer[0]` is in the file (or data).
    private var base = 0
    /// Where the last `.line` piece returned lies in the file (or data), its newline included:
    /// where a reader finds it again (`SessionFileBlocks`).
    private(set) var lastLineRange: Range<Int> = 0..<0

    /// The pieces of `data`, read `chunkSize` bytes at a time, lines over `lineLimit` bytes
    /// skipped (the fuzz target makes both small to reach every branch with small inputs).
    init(data: Data, lineLimit: Int = SessionLimits.maxLineBytes, chunkSize: Int = 64 * 1024) {
        self.lineLimit = lineLimit
        self.chunkSize = chunkSize
        var remaining = data[...]
        readChunk = { chunk in
            let piece = remaining.prefix(chunk.count)
            remaining = remaining.dropFirst(piece.count)
            chunk.replaceSubrange(0..<piece.count, with: piece)
            return piece.count
        }
    }

    /// The pieces of the open file `descriptor` (which the caller closes), whose name `path`
    /// errors give.
    init(descriptor: Int32, path: String) {
        lineLimit = SessionLimits.maxLineBytes
        chunkSize = 64 * 1024
        readChunk = { chunk in
            while true {
                let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
                if count >= 0 { return count }
                if errno == EINTR { continue }
                throw SessionFileError(line: 0, field: "file", message: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The pieces of the bytes of the open file `descriptor` (which the caller closes) in
    /// `range`, read with `pread`, so that other readers of the descriptor (a forked process
    /// among them) are not disturbed; `lastLineRange` gives offsets in the file.
    init(descriptor: Int32, path: String, range: Range<Int>) {
        lineLimit = SessionLimits.maxLineBytes
        chunkSize = min(64 * 1024, max(1, range.count))
        base = range.lowerBound
        var position = range.lowerBound
        readChunk = { chunk in
            while true {
                let wanted = min(chunk.count, range.upperBound - position)
                guard wanted > 0 else { return 0 }
                let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, wanted, off_t(position)) }
                if count >= 0 {
                    position += count
                    return count
                }
                if errno == EINTR { continue }
                throw SessionFileError(line: 0, field: "file", message: "cannot read \(path): \(String(cString: strerror(errno)))")
            }
        }
    }

    /// The next piece, or nil at the end of the file.
    mutating func next() throws -> Piece? {
        let limit = lineLimit
        while true {
            if let newline = newlineIndex() {
                let line = Array(buffer[start..<newline])
                lastLineRange = (base + start)..<(base + newline + 1)
                start = newline + 1
                scanned = start
                if let skipped {
                    self.skipped = nil
                    return .tooLong(start: skipped)
                }
                return line.count > limit ? .tooLong(start: Array(line.prefix(256))) : .line(line)
            }
            if buffer.count - start > limit {
                // No newline within the limit: keep the line's start for the message and drop the rest.
                if skipped == nil { skipped = Array(buffer[start...].prefix(256)) }
                base += buffer.count
                buffer.removeAll(keepingCapacity: true)
                start = 0
                scanned = 0
            } else if start > 0 {
                buffer.removeSubrange(0..<start)
                base += start
                scanned -= start
                start = 0
            }
            if finished {
                defer { buffer.removeAll(); skipped = nil }
                if let skipped { return .tail(start: skipped, tooLong: true) }
                return buffer.isEmpty ? nil : .tail(start: Array(buffer.prefix(256)), tooLong: false)
            }
            if chunk.count != chunkSize { chunk = [UInt8](repeating: 0, count: chunkSize) }
            let count = try readChunk(&chunk)
            if count == 0 { finished = true; continue }
            byteCount += count
            if byteCount > SessionLimits.maxFileBytes {
                throw SessionFileError(line: 0, field: "file", message: "the file is larger than \(SessionLimits.maxFileBytes >> 20) MB, "
                                       + "more than a day of recording; not a session file")
            }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// The index of the first newline in the buffer from `scanned` on (memchr: a large file is
    /// mostly searched, not parsed), noting how far the search went.
    private mutating func newlineIndex() -> Int? {
        let from = max(scanned, start)
        guard from < buffer.count else { return nil }
        let found = buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let hit = memchr(bytes.baseAddress! + from, 0x0A, bytes.count - from) else { return nil }
            return bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        }
        scanned = found ?? buffer.count
        return found
    }
}
