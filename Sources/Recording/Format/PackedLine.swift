import Foundation
import Simulator
import UIKit

/// One line of `PackedSessionLines`: 16 bytes.
struct PackedLine {
    var frame: Int32
    var kind: UInt8
    /// A touch's phase (raw value, plus 16 for the second finger) or a shortcut's place in
    /// `SimulatorCommand.allCases`.
    var code: UInt8
    /// A touch's coordinates in tenths of a point (x in the high 32 bits), a hash, a wait's
    /// or a drop's frames, or the index of a line kept whole.
    var payload: UInt64

    static let touch: UInt8 = 0, command: UInt8 = 1, end: UInt8 = 2, hash: UInt8 = 3, wait: UInt8 = 4, other: UInt8 = 5, dropped: UInt8 = 6
    private static let commands = SimulatorCommand.allCases

    init(frame: Int32, kind: UInt8, code: UInt8, payload: UInt64) {
        self.frame = frame
        self.kind = kind
        self.code = code
        self.payload = payload
    }

    /// `line` packed, or nil when it does not pack.
    init?(_ line: SessionLine) {
        guard let frame = Int32(exactly: line.frame) else { return nil }
        switch line {
        case .event(_, .touch(let phase, let point, let finger)):
            guard (0...1).contains(finger), phase.rawValue < 16, let code = UInt8(exactly: phase.rawValue + 16 * finger), let x = Self.tenths(point.x), let y = Self.tenths(point.y) else { return nil }
            self.init(frame: frame, kind: Self.touch, code: code, payload: UInt64(UInt32(bitPattern: x)) << 32 | UInt64(UInt32(bitPattern: y)))
        case .event(_, .command(let command)):
            guard let index = Self.commands.firstIndex(of: command), let code = UInt8(exactly: index) else { return nil }
            self.init(frame: frame, kind: Self.command, code: code, payload: 0)
        case .event(_, .end):
            self.init(frame: frame, kind: Self.end, code: 0, payload: 0)
        case .hash(_, let hash):
            self.init(frame: frame, kind: Self.hash, code: 0, payload: hash.value)
        case .wait(_, let frames):
            guard frames >= 0 else { return nil }
            self.init(frame: frame, kind: Self.wait, code: 0, payload: UInt64(frames))
        case .dropped(_, let frames):
            guard frames >= 0 else { return nil }
            self.init(frame: frame, kind: Self.dropped, code: 0, payload: UInt64(frames))
        }
    }

    var unpacked: SessionLine {
        let frame = Int(self.frame)
        switch kind {
        case Self.touch:
            let x = Int32(bitPattern: UInt32(truncatingIfNeeded: payload >> 32)), y = Int32(bitPattern: UInt32(truncatingIfNeeded: payload))
            return .event(frame: frame, .touch(UITouch.Phase(rawValue: Int(code % 16)) ?? .moved, CGPoint(x: Double(x) / 10, y: Double(y) / 10),
                                               finger: Int(code / 16)))
        case Self.command: return .event(frame: frame, .command(Self.commands[Int(code)]))
        case Self.end: return .event(frame: frame, .end)
        case Self.hash: return .hash(frame: frame, FrameHash(value: payload))
        case Self.dropped: return .dropped(frame: frame, frames: Int(payload))
        default: return .wait(frame: frame, frames: Int(payload))
        }
    }

    /// `value` in tenths when it is exactly a whole number of tenths divided by ten (as the
    /// reader and the recorder make them; the sign of zero kept), within 32 bits.
    private static func tenths(_ value: CGFloat) -> Int32? {
        let scaled = (Double(value) * 10).rounded()
        guard let tenths = Int32(exactly: scaled), (Double(tenths) / 10).bitPattern == Double(value).bitPattern else { return nil }
        return tenths
    }
}
