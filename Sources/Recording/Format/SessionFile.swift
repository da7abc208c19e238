import Foundation

/// A session file: the header and the lines after it, in file order. A file read from disk
/// leaves its lines there and reads them again as they are asked for (`SessionLines`).
package struct SessionFile: Equatable {
    /// What to launch.
    package var header: SessionHeader
    /// The inputs, hashes and waits, their frames never decreasing (`SessionLines`).
    package var lines: SessionLines
    /// Where the file stops being readable at its end (a recorder killed while writing), if it
    /// does: the lines from there on were left out.
    package var damage: SessionFileDamage?

    /// Whether lines at the end were left out as damage (see `damage`).
    package var droppedCutLine: Bool {
        get { damage != nil }
        set { if !newValue { damage = nil } }
    }

    /// A session of `header` and `lines`.
    package init(header: SessionHeader, lines: [SessionLine] = []) {
        self.init(header: header, lines: SessionLines(lines))
    }

    /// A session of `header` and `lines`.
    package init(header: SessionHeader, lines: SessionLines) {
        self.header = header
        self.lines = lines
    }

    /// The inputs, in order, with their frames (an array of them all: the commands read the
    /// lines where they are instead).
    package var events: [(frame: Int, event: SessionEvent)] {
        lines.compactMap { if case .event(let frame, let event) = $0 { return (frame, event) } else { return nil } }
    }

    /// The recorded screen hashes, in order, with their frames.
    package var hashes: [(frame: Int, hash: FrameHash)] {
        lines.compactMap { if case .hash(let frame, let hash) = $0 { return (frame, hash) } else { return nil } }
    }

    /// The frame a replay plays to: the end mark's, or for a cut file the last line's. The file
    /// tells nothing of the frames after it: `verify` checks up to here.
    package var lastFrame: Int { lines.isEmpty ? 0 : lines.frame(at: lines.count - 1) }

    /// The idle time recorded at each frame, in 60 Hz frames, in order (format 3 on): a replay
    /// shows frame F that much longer before the tick from F to F + 1.
    package var waits: [(frame: Int, frames: Int)] {
        lines.compactMap { if case .wait(let frame, let frames) = $0 { return (frame, frames) } else { return nil } }
    }

    /// The file's text: the header, then one line each, every line ending in a newline.
    package var text: String {
        var text = Self.headerText(header) + "\n"
        for line in lines { if let line = line.text { text += line + "\n" } }
        return text
    }

    /// The header as its line, keys in a fixed order (JSONEncoder with sorted keys).
    static func headerText(_ header: SessionHeader) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding five plain fields cannot fail; an empty object would be refused on reading.
        let data = (try? encoder.encode(header)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads the file at `path` a line at a time (never the whole file in memory), checking every
    /// line; errors name the line and field (line 0 when the file itself cannot be read). A file
    /// damaged at its end is read up to its last good line, with `damage` saying where it stops.
    /// The lines are left in the file, held open, and read again as they are asked for
    /// (`SessionLines`): what is held stays a few MB whatever the file's size.
    package static func read(path: String) throws -> SessionFile {
        // Non-blocking, so that a FIFO without a writer is refused below instead of waited on.
        let descriptor = open(FileNameText.systemName(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            throw SessionFileError(line: 0, field: "file", message: "cannot read \(FileNameText.shown(path)): \(String(cString: strerror(errno)))")
        }
        // From here the blocks own the descriptor and close it.
        let blocks = SessionFileBlocks(descriptor: descriptor, path: path)
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            throw SessionFileError(line: 0, field: "file", message: "\(FileNameText.shown(path)) is not a regular file, so not a session file")
        }
        var source = SessionLineSource(descriptor: descriptor, path: path)
        let text = try SessionText(&source, commandsInFormat: SessionLine.commandNames(inFormat:)) { blocks.append(SessionLine($0), range: $1) }
        blocks.finish(format: text.header.format)
        return try SessionFile(text, lines: SessionLines(file: blocks))
    }

    /// Reads the file at `path` as `read(path:)` does, for a program whose app is named `app`:
    /// throws a `SessionFileError` (line 1, field `app`) when another app recorded it
    /// (`SessionHeader.appProblem(reading:)`), so that no command replays another app's session.
    package static func read(path: String, recordedBy app: String) throws -> SessionFile {
        let file = try read(path: path)
        if let problem = file.header.appProblem(reading: app) { throw problem }
        return file
    }

    /// Parses a file's text, as `read(path:)` does; the lines are held in memory.
    package init(text: String) throws {
        try self.init(data: Data(text.utf8))
    }

    /// Parses a file's bytes, as `read(path:)` does; the lines are held in memory.
    package init(data: Data) throws {
        var source = SessionLineSource(data: data)
        var lines = SessionLines()
        let text = try SessionText(&source, commandsInFormat: SessionLine.commandNames(inFormat:)) { record, _ in lines.append(SessionLine(record)) }
        try self.init(text, lines: lines)
    }

    /// The session read as `text`, its lines being `lines`.
    private init(_ text: SessionText, lines: SessionLines) throws {
        header = text.header
        if let problem = header.problem, let colon = problem.firstIndex(of: ":") {
            throw SessionFileError(line: 1, field: String(problem[..<colon]),
                                   message: problem[problem.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        self.lines = lines
        damage = text.damage
    }
}
