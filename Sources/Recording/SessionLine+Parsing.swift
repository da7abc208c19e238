import Foundation
import Simulator
import UIKit

extension SessionLine {
    /// Reads one line (after the header); throws a `SessionFileError` naming `lineNumber` and
    /// the field that is wrong.
    public static func parse(_ text: Substring, lineNumber: Int) throws -> SessionLine {
        let values: [JSONScalar]
        do {
            values = try JSONDecoder().decode([JSONScalar].self, from: Data(text.utf8))
        } catch {
            throw SessionFileError(line: lineNumber, field: "line", message: "not a JSON array like [frame, \"kind\", ...]")
        }
        let reader = FieldReader(values: values, line: lineNumber)
        let frame = try reader.frame()
        let kind = try reader.string(at: 1, field: "kind")
        let line: SessionLine
        switch kind {
        case "h":
            let hex = try reader.string(at: 2, field: "hash")
            guard let hash = FrameHash(hex: hex) else {
                throw reader.error("hash", "expected 16 lowercase hexadecimal digits, found \"\(hex)\"")
            }
            line = .hash(frame: frame, hash)
        case "k":
            let name = try reader.string(at: 2, field: "command")
            guard let command = SimulatorCommand(sessionName: name) else {
                let known = SimulatorCommand.recordedNames.map(\.name).joined(separator: ", ")
                throw reader.error("command", "unknown command \"\(name)\" (known: \(known))")
            }
            line = .event(frame: frame, .command(command))
        case "end":
            line = .event(frame: frame, .end)
        default:
            guard let phase = SessionEvent.phase(named: kind) else {
                throw reader.error("kind", "unknown kind \"\(kind)\" (known: b, m, e, c, k, h, end)")
            }
            let x = try reader.coordinate(at: 2, field: "x"), y = try reader.coordinate(at: 3, field: "y")
            line = .event(frame: frame, .touch(phase, CGPoint(x: x, y: y)))
        }
        let expectedCount: Int
        switch line {
        case .event(_, .touch): expectedCount = 4
        case .event(_, .end): expectedCount = 2
        default: expectedCount = 3
        }
        guard values.count == expectedCount else {
            throw reader.error("line", "a \"\(kind)\" line has \(expectedCount) fields, this one has \(values.count)")
        }
        return line
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
        let value = try value(at: 0, field: "frame")
        guard case .number(let number) = value, number >= 0, number <= 1e12, number == number.rounded() else {
            throw error("frame", "expected a whole number of frames from 0, found \(value)")
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
        guard case .number(let number) = value, number.isFinite, abs(number) <= 1e6 else {
            throw error(field, "expected a number of points, found \(value)")
        }
        return number
    }
}
