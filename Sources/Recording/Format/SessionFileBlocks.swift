import Foundation
import OutputFiles
import Raster

/// The lines of a session file left in the file and read again a block at a time as they are
/// asked for, so that what a reader holds stays a few MB whatever the file's size (issue 33;
/// docs/OUTPUTS.md, "Bounded memory").
///
/// While the reader checks the file (`SessionFile.read(path:)`), it notes where each block of
/// `linesPerBlock` lines starts, the block's first frame and a checksum of its lines: 24 bytes
/// a block, under 1 MB for a file at the 1 GiB limit. A line is then read from its block,
/// parsed again and kept with the few blocks read last (`cachedBlocks`): a replay, which moves
/// forward, reads each block about once.
///
/// The file is held open, so a file renamed or replaced meanwhile (`verify --update`, a
/// recorder's `--force`) is still read as it was checked. A file changed in place while it is
/// read no longer gives the lines that were checked: its block's checksum tells, and the block
/// reads as inert lines (a wait of no frames at the block's first frame) with `problem` saying
/// so; the commands report it and exit 1 rather than replay something never checked.
///
/// Not thread-safe: a session file is read by one thread (a forked process has its own copy).
final class SessionFileBlocks {
    /// How many lines a block holds (the last one fewer).
    static let linesPerBlock = 4096
    /// How many blocks are kept read: the replayer's cursors and a verifier's or a binary
    /// search's fall within them.
    static let cachedBlocks = 4

    /// How many lines the file holds.
    private(set) var count = 0
    /// The frame of the last line (0 when none).
    private(set) var lastFrame = 0
    /// Why the lines read are not the lines checked (the file changed in place, or could no
    /// longer be read), if that happened: the first time it did.
    private(set) var problem: SessionFileError?

    private let descriptor: Int32
    private let path: String
    private var format = SessionHeader.currentFormat
    /// Where each block's first line starts in the file.
    private var starts: [Int] = []
    private var firstFrames: [Int32] = []
    private var checksums: [UInt64] = []
    /// Where the last line ends (its newline included).
    private var end = 0
    /// The checksum of the block being noted.
    private var pendingChecksum = SessionFileBlocks.emptyChecksum
    /// The blocks read last, the most recent last.
    private var cache: [(index: Int, lines: PackedSessionLines)] = []

    /// Lines of the open file `descriptor`, which is closed with this object; `path` names it in
    /// messages. Lines are noted with `append(_:range:)` as the reader checks them, then
    /// `finish(format:)` is called.
    init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Notes `line`, checked by the reader, which lies at `range` in the file.
    func append(_ line: SessionLine, range: Range<Int>) {
        if count % Self.linesPerBlock == 0 {
            if count > 0 { checksums.append(pendingChecksum) }
            starts.append(range.lowerBound)
            // Frames are at most a day of 60 Hz frames (`SessionLimits.maxFrame`).
            firstFrames.append(Int32(clamping: line.frame))
            pendingChecksum = Self.emptyChecksum
        }
        Self.mix(&pendingChecksum, line)
        count += 1
        end = range.upperBound
        lastFrame = line.frame
    }

    /// Ends the noting: the file's lines are read as files of `format` are.
    func finish(format: Int) {
        self.format = format
        if checksums.count < starts.count { checksums.append(pendingChecksum) }
    }

    /// The line at `position`.
    func line(at position: Int) -> SessionLine {
        lines(ofBlock: position / Self.linesPerBlock)[position % Self.linesPerBlock]
    }

    /// The frame of the line at `position`.
    func frame(at position: Int) -> Int {
        if position == count - 1, problem == nil { return lastFrame }
        return lines(ofBlock: position / Self.linesPerBlock).frame(at: position % Self.linesPerBlock)
    }

    /// The index of the first line whose frame is `frame` or later (`count` when none): a
    /// binary search over the blocks' first frames, then within one block.
    func firstIndex(atOrAfter frame: Int) -> Int {
        var low = 0, high = firstFrames.count
        while low < high {
            let middle = (low + high) / 2
            if Int(firstFrames[middle]) < frame { low = middle + 1 } else { high = middle }
        }
        // The line sought is in the block before the first block starting at `frame` or later,
        // or is that block's first line.
        guard low > 0 else { return 0 }
        let block = low - 1, lines = lines(ofBlock: block)
        var index = 0
        while index < lines.count, lines.frame(at: index) < frame { index += 1 }
        return block * Self.linesPerBlock + index
    }

    /// The lines of block `index`, from the cache or read again.
    private func lines(ofBlock index: Int) -> PackedSessionLines {
        if let last = cache.last, last.index == index { return last.lines }
        if let found = cache.firstIndex(where: { $0.index == index }) {
            let entry = cache.remove(at: found)
            cache.append(entry)
            return entry.lines
        }
        let lines = read(block: index)
        if cache.count == Self.cachedBlocks { cache.removeFirst() }
        cache.append((index, lines))
        return lines
    }

    /// Reads block `index` again from the file, checking that it holds what was checked.
    private func read(block index: Int) -> PackedSessionLines {
        let expected = index + 1 < starts.count ? Self.linesPerBlock : count - index * Self.linesPerBlock
        let range = starts[index]..<(index + 1 < starts.count ? starts[index + 1] : end)
        var source = SessionLineSource(descriptor: descriptor, path: path, range: range)
        var lines = PackedSessionLines()
        lines.reserveCapacity(expected)
        var checksum = Self.emptyChecksum
        do {
            while let piece = try source.next(), lines.count <= expected {
                guard case .line(let bytes) = piece else { break }
                guard let record = try SessionText.record(of: bytes, format: format, commands: SessionLine.commandNames(inFormat: format)) else { continue }
                let line = SessionLine(record)
                Self.mix(&checksum, line)
                lines.append(line)
            }
        } catch {
            checksum = ~checksums[index]
        }
        guard lines.count != expected || checksum != checksums[index] else { return lines }
        if problem == nil {
            problem = SessionFileError(line: 0, field: "file", message: "\(FileNameText.shown(path)) changed while it was being read "
                                       + "(from frame \(firstFrames[index]) on it no longer holds the lines that were checked); "
                                       + "what was played after that is not the file's")
        }
        // Inert lines in place of the block's: no input, no hash, no idle time, frames in order.
        var inert = PackedSessionLines()
        for _ in 0..<expected { inert.append(.wait(frame: Int(firstFrames[index]), frames: 0)) }
        return inert
    }

    private static let emptyChecksum: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Mixes `line` into `checksum`: its frame, kind and every field, in a fixed order (no
    /// hashing seeded per process: the same lines give the same checksum in every process).
    private static func mix(_ checksum: inout UInt64, _ line: SessionLine) {
        func add(_ value: UInt64) {
            checksum = (checksum ^ value) &* 0x0000_0100_0000_01B3
            checksum ^= checksum >> 29
        }
        add(UInt64(bitPattern: Int64(line.frame)))
        switch line {
        case .event(_, .touch(let phase, let point, let finger)):
            add(1); add(UInt64(bitPattern: Int64(phase.rawValue))); add(Double(point.x).bitPattern); add(Double(point.y).bitPattern)
            // The first finger mixes as before fingers were numbered, so older files' checksums stay.
            if finger != 0 { add(7); add(UInt64(finger)) }
        case .event(_, .command(let command)):
            add(2); add(command.sessionName.map { FNV1a.hash(utf8: $0) } ?? 0)
        case .event(_, .end):
            add(3)
        case .hash(_, let hash):
            add(4); add(hash.value)
        case .wait(_, let frames):
            add(5); add(UInt64(bitPattern: Int64(frames)))
        case .dropped(_, let frames):
            add(6); add(UInt64(bitPattern: Int64(frames)))
        }
    }
}
