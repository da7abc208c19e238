import Foundation

/// A whole session file in memory: the header and the lines after it, in file order.
public struct SessionFile: Equatable {
    /// What to launch.
    public var header: SessionHeader
    /// The inputs and hashes, their frames never decreasing.
    public var lines: [SessionLine]
    /// Whether the file ended inside a line (a recorder killed while writing), which was left out.
    public var droppedCutLine = false

    /// A session of `header` and `lines`.
    public init(header: SessionHeader, lines: [SessionLine] = []) {
        self.header = header
        self.lines = lines
    }

    /// The inputs, in order, with their frames.
    public var events: [(frame: Int, event: SessionEvent)] {
        lines.compactMap { if case .event(let frame, let event) = $0 { return (frame, event) } else { return nil } }
    }

    /// The recorded screen hashes, in order, with their frames.
    public var hashes: [(frame: Int, hash: FrameHash)] {
        lines.compactMap { if case .hash(let frame, let hash) = $0 { return (frame, hash) } else { return nil } }
    }

    /// The frame a replay plays to: the end mark's, or for a cut file the last line's.
    public var lastFrame: Int { lines.last?.frame ?? 0 }

    /// The file's text: the header, then one line each, every line ending in a newline.
    public var text: String {
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

    /// Reads the file at `path`; errors name the line and field (line 0 when the file itself
    /// cannot be read).
    public static func read(path: String) throws -> SessionFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SessionFileError(line: 0, field: "file", message: "cannot read \(path) (no such file, or not readable)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw SessionFileError(line: 0, field: "file", message: "\(path) is not UTF-8 text, so not a session file")
        }
        return try SessionFile(text: text)
    }

    /// Parses a file's text. A last line without its newline that does not parse is a line
    /// cut short by a killed recorder: it is left out and `droppedCutLine` set.
    public init(text: String) throws {
        var rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsCut = !text.hasSuffix("\n")
        if !endsCut { rows.removeLast() }
        guard let first = rows.first, !first.isEmpty else {
            throw SessionFileError(line: 1, field: "header", message: "the file is empty; a session file starts with its header")
        }
        do {
            header = try Self.parseHeader(first)
        } catch let error as SessionFileError where rows.count == 1 && endsCut {
            throw SessionFileError(line: 1, field: error.field, message: "\(error.message) (the file ends inside its header)")
        }
        lines = []
        var ended = false
        for (index, row) in rows.enumerated().dropFirst() where !row.trimmingCharacters(in: .whitespaces).isEmpty {
            let number = index + 1
            let line: SessionLine
            do {
                line = try SessionLine.parse(row, lineNumber: number)
            } catch where endsCut && index == rows.count - 1 {
                droppedCutLine = true
                break
            }
            if let previous = lines.last, line.frame < previous.frame {
                throw SessionFileError(line: number, field: "frame", message: "frame \(line.frame) comes after frame \(previous.frame); frames never go back")
            }
            if ended, case .event = line {
                throw SessionFileError(line: number, field: "kind", message: "an input after the end of the recording")
            }
            if case .event(_, .end) = line { ended = true }
            lines.append(line)
        }
    }

    private static func parseHeader(_ row: Substring) throws -> SessionHeader {
        let header: SessionHeader
        do {
            header = try JSONDecoder().decode(SessionHeader.self, from: Data(row.utf8))
        } catch let DecodingError.keyNotFound(key, _) {
            throw SessionFileError(line: 1, field: key.stringValue, message: "missing from the header")
        } catch let DecodingError.typeMismatch(type, context) {
            throw SessionFileError(line: 1, field: Self.field(context), message: "expected \(type == String.self ? "a string" : "a number")")
        } catch let DecodingError.valueNotFound(_, context) {
            throw SessionFileError(line: 1, field: Self.field(context), message: "must not be null")
        } catch {
            throw SessionFileError(line: 1, field: "header", message: "not a JSON object; a session file starts with its header, {\"kind\":\"transition-lab-session\",...}")
        }
        if let problem = header.problem, let colon = problem.firstIndex(of: ":") {
            throw SessionFileError(line: 1, field: String(problem[..<colon]),
                                   message: problem[problem.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return header
    }

    private static func field(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".").isEmpty ? "header" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
