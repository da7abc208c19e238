import Foundation
import Simulator
import UIKit

extension SessionLine {
    /// Reads one line (after the header) of a file of `format`; throws a `SessionFileError`
    /// naming `lineNumber` and the field that is wrong.
    package static func parse(_ text: Substring, lineNumber: Int, format: Int = SessionHeader.currentFormat) throws -> SessionLine {
        guard text.utf8.count <= SessionLimits.maxLineBytes else {
            throw SessionFileError(line: lineNumber, field: "line", message: "longer than \(SessionLimits.maxLineBytes) bytes: "
                                   + SessionLimits.quoted(text.utf8))
        }
        return SessionLine(try SessionRecord.parse(Array(text.utf8), lineNumber: lineNumber, format: format, commands: commandNames(inFormat: format)))
    }

    /// The names of the shortcuts a file of `format` may hold (`CommandPolicy.sessionFormat`).
    static func commandNames(inFormat format: Int) -> [String] {
        SimulatorCommand.sessionNames(inFormat: format)
    }

    /// The line a checked record stands for (its names were checked against this program's).
    init(_ record: SessionRecord) {
        switch record {
        case .touch(let frame, let phase, let x, let y, let finger):
            self = .event(frame: frame, .touch(SessionEvent.phase(named: phase) ?? .moved, CGPoint(x: x, y: y), finger: finger))
        case .command(let frame, let name):
            self = .event(frame: frame, .command(SimulatorCommand(sessionName: name) ?? .toggleHelp))
        case .end(let frame):
            self = .event(frame: frame, .end)
        case .hash(let frame, let value):
            self = .hash(frame: frame, FrameHash(value: value))
        case .wait(let frame, let count):
            self = .wait(frame: frame, frames: count)
        case .dropped(let frame, let count):
            self = .dropped(frame: frame, frames: count)
        }
    }
}
