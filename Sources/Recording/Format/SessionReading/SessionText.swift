import Foundation

/// A session file as the reader sees it before anything is launched: the header, the lines
/// after it as records, and where the file is damaged at its end. Knows nothing of UIKit, so the
/// fuzz target (scripts/fuzz-session-reader.sh) runs it alone.
struct SessionText {
    /// The header (its kind and format checked; the phone, scale and orientation are checked
    /// by `SessionFile`).
    var header: SessionHeader
    /// The lines after the header, their frames never decreasing, no input after the end mark;
    /// empty when they were handed to `each` instead.
    var records: [SessionRecord] = []
    /// How many records were read.
    var recordCount = 0
    /// Where the file stops being readable at its end, if it does.
    var damage: SessionFileDamage?

    /// Reads every piece of `source`, whose shortcuts are named `commands` whatever its format,
    /// handing each record and where its line lies in the source to `each` (see
    /// `init(_:commandsInFormat:each:)`).
    init(_ source: inout SessionLineSource, commands: [String], each: ((SessionRecord, Range<Int>) throws -> Void)? = nil) throws {
        try self.init(&source, commandsInFormat: { _ in commands }, each: each)
    }

    /// Reads every piece of `source`, whose shortcuts are named `commandsInFormat(format)` (the
    /// names a file of the header's format may hold: a later format's name is unknown in an
    /// older file), handing each record and where its line lies in the source
    /// (`SessionLineSource.lastLineRange`) to `each` as it is read when given (so that nothing
    /// but the caller's own form of the lines is held), else keeping them in `records`.
    ///
    /// Junk at the end of the file (bytes after the last newline, over-long lines, lines that
    /// are not UTF-8 or not a JSON array, such as NUL bytes or garbage) is damage, as a recorder
    /// killed while writing or a machine losing power leaves it: the lines before it are kept
    /// and `damage` says where reading stopped. Junk followed by a JSON array is an error: that
    /// file was changed in the middle, not cut. So is a JSON array with a wrong field anywhere:
    /// a writer writes whole lines, so no cut makes one.
    init(_ source: inout SessionLineSource, commandsInFormat: (Int) -> [String],
         each: ((SessionRecord, Range<Int>) throws -> Void)? = nil) throws {
        header = try Self.header(try source.next(), lineLimit: source.lineLimit)
        let commands = commandsInFormat(header.format)
        var number = 1
        var firstBad: SessionFileError?
        var ended = false
        var waited = 0
        var inputsPerFrame = InputsPerFrame()
        var previousFrame: Int?
        // Whether the second finger is down: it must come up before it goes down again, and
        // move or come up only while down (the first finger is not checked, as before format 6).
        var secondFingerDown = false
        while let piece = try source.next() {
            number += 1
            let bytes: [UInt8]
            switch piece {
            case .line(let line):
                bytes = line
            case .tooLong(let start):
                if firstBad == nil {
                    firstBad = SessionFileError(line: number, field: "line", message: "longer than \(source.lineLimit) bytes: "
                                                + SessionLimits.quoted(start))
                }
                continue
            case .tail(let start, _):
                if firstBad == nil {
                    firstBad = SessionFileError(line: number, field: "line", message: "the last line has no newline (a recording cut short): "
                                                + SessionLimits.quoted(start))
                }
                continue
            }
            // Blank lines are allowed anywhere (a hand-edited file).
            if Self.isBlank(bytes) { continue }
            let record: SessionRecord
            if let fast = bytes.withUnsafeBufferPointer({ SessionRecord.fastParse($0, format: header.format, commands: commands) }) {
                if let firstBad { throw firstBad }
                record = fast
            } else {
                // Junk (not a JSON array at all) may be damage, if nothing good follows; a JSON
                // array with a wrong field was written whole, so it is an error wherever it is.
                let values: [JSONScalar]
                do {
                    values = try SessionRecord.values(of: bytes, lineNumber: number)
                } catch let error as SessionFileError {
                    if firstBad == nil { firstBad = error }
                    continue
                }
                if let firstBad { throw firstBad }
                record = try SessionRecord.parse(values, lineNumber: number, format: header.format, commands: commands)
            }
            if let previousFrame, record.frame < previousFrame {
                throw SessionFileError(line: number, field: "frame", message: "frame \(record.frame) comes after frame \(previousFrame); frames never go back")
            }
            previousFrame = record.frame
            try inputsPerFrame.count(record, line: number)
            switch record {
            case .end:
                if ended { throw SessionFileError(line: number, field: "kind", message: "a second end mark") }
                ended = true
            case .touch(_, let phase, _, _, let finger):
                if ended { throw SessionFileError(line: number, field: "kind", message: "an input after the end of the recording") }
                if finger == 1 {
                    let begins = phase == "b"
                    if begins == secondFingerDown {
                        throw SessionFileError(line: number, field: "finger", message: begins
                                               ? "finger 1 goes down again without coming up (\"e\" or \"c\") first"
                                               : "finger 1 \(phase == "m" ? "moves" : "comes up") without having gone down (\"b\")")
                    }
                    secondFingerDown = phase == "b" || phase == "m"
                }
            case .command:
                if ended { throw SessionFileError(line: number, field: "kind", message: "an input after the end of the recording") }
            case .wait(let frame, let count):
                if ended { throw SessionFileError(line: number, field: "kind", message: "a wait after the end of the recording") }
                waited += count
                if frame + waited > SessionLimits.maxFrame {
                    throw SessionFileError(line: number, field: "wait", message: "with its waits the session would last more than 24 hours "
                                           + "(\(SessionLimits.maxFrame) frames at 60 Hz)")
                }
            case .dropped(let frame, let count):
                if ended { throw SessionFileError(line: number, field: "kind", message: "dropped frames after the end of the recording") }
                if frame + count - 1 > SessionLimits.maxFrame {
                    throw SessionFileError(line: number, field: "dropped", message: "the frames dropped run past frame \(SessionLimits.maxFrame) (24 hours at 60 Hz)")
                }
            case .hash:
                break
            }
            recordCount += 1
            if let each { try each(record, source.lastLineRange) } else { records.append(record) }
        }
        if let firstBad { damage = SessionFileDamage(line: firstBad.line, reason: firstBad.message) }
    }

    /// Whether a line holds nothing but spaces, tabs and carriage returns.
    static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The record of a line read before and accepted (read again from the file, as
    /// `SessionFileBlocks` does), or nil for a blank line; throws when it no longer reads.
    static func record(of bytes: [UInt8], format: Int, commands: [String]) throws -> SessionRecord? {
        if isBlank(bytes) { return nil }
        if let fast = bytes.withUnsafeBufferPointer({ SessionRecord.fastParse($0, format: format, commands: commands) }) { return fast }
        return try SessionRecord.parse(bytes, lineNumber: 0, format: format, commands: commands)
    }

    /// The header from the file's first piece.
    private static func header(_ piece: SessionLineSource.Piece?, lineLimit: Int) throws -> SessionHeader {
        switch piece {
        case nil:
            throw SessionFileError(line: 1, field: "header", message: "the file is empty; a session file starts with its header")
        case .tooLong(let start), .tail(let start, true):
            throw SessionFileError(line: 1, field: "header", message: "longer than \(lineLimit) bytes, so not a session "
                                   + "header: \(SessionLimits.quoted(start))")
        case .tail(let start, false):
            do {
                _ = try parseHeader(start)
            } catch let error as SessionFileError {
                throw SessionFileError(line: 1, field: error.field, message: "\(error.message) (the file ends inside its header)")
            }
            throw SessionFileError(line: 1, field: "header", message: "the file ends after its header without a newline, so it holds "
                                   + "no whole line (a recording cut short)")
        case .line(let bytes):
            return try parseHeader(bytes)
        }
    }

    /// Decodes and checks a header line (its kind and format).
    static func parseHeader(_ bytes: [UInt8]) throws -> SessionHeader {
        let header: SessionHeader
        do {
            guard bytes.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{") else { throw CocoaError(.coderReadCorrupt) }
            header = try JSONDecoder().decode(SessionHeader.self, from: Data(bytes))
        } catch is DecodingError where fieldProblem(bytes) != nil {
            throw fieldProblem(bytes)!
        } catch let DecodingError.keyNotFound(key, _) {
            throw SessionFileError(line: 1, field: key.stringValue, message: "missing from the header")
        } catch let DecodingError.typeMismatch(type, context) {
            throw SessionFileError(line: 1, field: field(context), message: "expected \(type == String.self ? "a string" : "a whole number")")
        } catch let DecodingError.valueNotFound(_, context) {
            throw SessionFileError(line: 1, field: field(context), message: "must not be null")
        } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
            throw SessionFileError(line: 1, field: field(context), message: "expected a whole number within range")
        } catch {
            throw SessionFileError(line: 1, field: "header", message: "not a JSON object; a session file starts with its header, "
                                   + "{\"kind\":\"transition-lab-session\",...}, not \(SessionLimits.quoted(bytes))")
        }
        if let problem = header.formatProblem { throw problem }
        return header
    }

    /// The first of the header's fields, in a fixed order, whose value is of the wrong kind (a
    /// number where a string goes, a fraction where a whole number goes), or nil when the line is
    /// not a JSON object of plain values or every field is of its kind.
    private static func fieldProblem(_ bytes: [UInt8]) -> SessionFileError? {
        guard let object = try? JSONDecoder().decode([String: JSONScalar].self, from: Data(bytes)) else { return nil }
        let wholeNumbers: [(String, String)] = [("format", "a whole number"), ("scale", "1, 2 or 3")]
        for (key, expected) in wholeNumbers {
            guard let value = object[key] else { continue }
            if case .number(let number) = value, number == number.rounded(), abs(number) < 1e15 { continue }
            return SessionFileError(line: 1, field: key, message: "expected \(expected), found \(value)")
        }
        for key in ["kind", "version", "device", "orientation", "demo"] {
            guard let value = object[key] else { continue }
            if case .string = value { continue }
            if key == "demo", case .other("null") = value { continue }
            return SessionFileError(line: 1, field: key, message: "expected a string, found \(value)")
        }
        return nil
    }

    private static func field(_ context: DecodingError.Context) -> String {
        let path = context.codingPath.map(\.stringValue).joined(separator: ".")
        return path.isEmpty ? "header" : SessionLimits.excerpt(path)
    }
}
