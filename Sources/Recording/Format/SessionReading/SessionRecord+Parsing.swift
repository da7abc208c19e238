import Foundation

extension SessionRecord {
    /// Reads the line numbered `lineNumber` of a file of `format` whose shortcuts are named
    /// `commands`; throws a `SessionFileError` naming the line and the field that is wrong, with
    /// a short excerpt of what was found.
    static func parse(_ bytes: [UInt8], lineNumber: Int, format: Int, commands: [String]) throws -> SessionRecord {
        try parse(values(of: bytes, lineNumber: lineNumber), lineNumber: lineNumber, format: format, commands: commands)
    }

    /// Reads the fields of a line already found to be a JSON array (`values(of:lineNumber:)`).
    static func parse(_ values: [JSONScalar], lineNumber: Int, format: Int, commands: [String]) throws -> SessionRecord {
        let reader = FieldReader(values: values, line: lineNumber)
        let frame = try reader.frame()
        let kind = try reader.string(at: 1, field: "kind")
        let record: SessionRecord
        switch kind {
        case "h":
            let hex = try reader.string(at: 2, field: "hash")
            guard let value = Self.hashValue(hex: hex) else {
                throw reader.error("hash", "expected 16 lowercase hexadecimal digits, found \"\(SessionLimits.excerpt(hex))\"")
            }
            record = .hash(frame: frame, value: value)
        case "k":
            let name = try reader.string(at: 2, field: "command")
            guard commands.contains(name) else {
                throw reader.error("command", "unknown command \"\(SessionLimits.excerpt(name))\" (known: \(commands.joined(separator: ", ")))")
            }
            record = .command(frame: frame, name: name)
        case "end":
            record = .end(frame: frame)
        case "w" where format >= 3:
            record = .wait(frame: frame, count: try reader.whole(at: 2, field: "wait", range: 1...SessionLimits.maxFrame,
                                                                  unit: "frames of idle time"))
        case "d" where format >= 5:
            record = .dropped(frame: frame, count: try reader.whole(at: 2, field: "dropped", range: 1...SessionLimits.maxFrame,
                                                                    unit: "frames not drawn"))
        case _ where touchKinds.contains(kind):
            let x = try reader.coordinate(at: 2, field: "x"), y = try reader.coordinate(at: 3, field: "y")
            // Format 6 numbers the fingers: a fifth field, 0 or 1 (written for the second only).
            let finger = format >= 6 && reader.values.count == 5
                ? try reader.whole(at: 4, field: "finger", range: 0...SessionLimits.maxFinger, unit: "(0 the first finger, 1 the second)")
                : 0
            record = .touch(frame: frame, phase: kind, x: x, y: y, finger: finger)
        default:
            let known = format >= 5 ? "b, m, e, c, k, h, w, d, end" : format >= 3 ? "b, m, e, c, k, h, w, end" : "b, m, e, c, k, h, end"
            throw reader.error("kind", "unknown kind \"\(SessionLimits.excerpt(kind))\" (known in format \(format): \(known))")
        }
        let expectedCount: Int
        switch record {
        case .touch: expectedCount = format >= 6 && reader.values.count == 5 ? 5 : 4
        case .end: expectedCount = 2
        default: expectedCount = 3
        }
        guard reader.values.count == expectedCount else {
            throw reader.error("line", "a \"\(kind)\" line has \(expectedCount) fields, this one has \(reader.values.count)")
        }
        return record
    }

    /// The line's JSON array, or an error quoting its start: a line that is not even that
    /// (not UTF-8, not JSON, not an array) is junk, which at the end of a file is damage.
    static func values(of bytes: [UInt8], lineNumber: Int) throws -> [JSONScalar] {
        guard String(bytes: bytes, encoding: .utf8) != nil else {
            throw SessionFileError(line: lineNumber, field: "line", message: "not UTF-8 text: \(SessionLimits.quoted(bytes))")
        }
        // Only an array can be a line; anything else is refused before the JSON parser sees it.
        guard bytes.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) == UInt8(ascii: "[") else {
            throw SessionFileError(line: lineNumber, field: "line", message: "not a JSON array like [frame, \"kind\", ...]: \(SessionLimits.quoted(bytes))")
        }
        do {
            let values = try JSONDecoder().decode([JSONScalar].self, from: Data(bytes))
            guard values.contains(where: { if case .unreadable = $0 { return true } else { return false } }) else { return values }
            // Named from the raw text, which says what the decoder would not read.
            let tokens = JSONArrayTokens.split(bytes)
            return values.enumerated().map { index, value in
                guard case .unreadable = value, index < tokens.count else { return value }
                return .other(JSONArrayTokens.describe(tokens[index]))
            }
        } catch {
            if let word = JSONArrayTokens.split(bytes).first(where: { !JSONArrayTokens.beginsAJSONValue($0) }) {
                throw SessionFileError(line: lineNumber, field: "line", message: "\(SessionLimits.quoted(word)) is not a JSON value (JSON has no "
                                       + "inf or NaN, and text needs quotes): \(SessionLimits.quoted(bytes))")
            }
            throw SessionFileError(line: lineNumber, field: "line", message: "not a JSON array like [frame, \"kind\", ...]: \(SessionLimits.quoted(bytes))")
        }
    }

    /// 16 lowercase hexadecimal digits as a number.
    static func hashValue(hex: String) -> UInt64? {
        guard hex.utf8.count == 16, hex.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        return UInt64(hex, radix: 16)
    }
}

/// Reads the positional fields of one line, naming the field in every error.
private struct FieldReader {
    let values: [JSONScalar]
    let line: Int

    func error(_ field: String, _ message: String) -> SessionFileError {
        SessionFileError(line: line, field: field, message: message)
    }

    func value(at index: Int, field: String) throws -> JSONScalar {
        guard index < values.count else { throw error(field, "missing (field \(index + 1) of the array)") }
        return values[index]
    }

    func frame() throws -> Int {
        try whole(at: 0, field: "frame", range: 0...SessionLimits.maxFrame, unit: "frames (24 hours at 60 Hz at most)")
    }

    /// A whole number within `range`, checked as a Double before it becomes an Int.
    func whole(at index: Int, field: String, range: ClosedRange<Int>, unit: String) throws -> Int {
        let value = try value(at: index, field: field)
        guard case .number(let number) = value, number == number.rounded(),
              number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw error(field, "expected a whole number from \(range.lowerBound) to \(range.upperBound) \(unit), found \(value)")
        }
        return Int(number)
    }

    func string(at index: Int, field: String) throws -> String {
        let value = try value(at: index, field: field)
        guard case .string(let string) = value else { throw error(field, "expected a string, found \(value)") }
        return string
    }

    func coordinate(at index: Int, field: String) throws -> Double {
        let value = try value(at: index, field: field)
        let limit = SessionLimits.maxCoordinate
        guard case .number(let number) = value, number.isFinite, abs(number) <= limit else {
            throw error(field, "expected a number of points from -\(Int(limit)) to \(Int(limit)), found \(value)")
        }
        return number
    }
}
