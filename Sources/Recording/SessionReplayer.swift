import Foundation
import Simulator
import UIKit

/// Plays a session file's inputs into a session, each at the frame it was recorded at: in the
/// window (the host ticks) or headless (`playToEnd`).
///
/// Inputs stamped with frame F are given to the session at the start of the tick from F to
/// F + 1, which is where they fell when recorded: after the tick that drew frame F.
public final class SessionReplayer {
    /// The session replayed.
    public let file: SessionFile
    /// The session the inputs go to.
    public let session: SimulatorSession
    private let events: [(frame: Int, event: SessionEvent)]
    private var next = 0
    /// How many inputs the last tick received (a replay's hashes are taken as a recording's are).
    public private(set) var inputsThisTick = 0

    /// Launches the app of `file`'s header on a new device and session: `makeRoot` makes the
    /// root view controller for the header's demo (inside the device's context), or nil when
    /// this program has no such demo.
    public static func launch(_ file: SessionFile, threads: Int = 1,
                              makeRoot: (SessionHeader) -> UIViewController?) throws -> SimulatorSession {
        guard let model = file.header.model, let orientation = file.header.interfaceOrientation else {
            throw SessionFileError(line: 1, field: "device", message: file.header.problem ?? "cannot be replayed")
        }
        let device = Device(model: model, threads: threads)
        guard let root = device.run({ makeRoot(file.header) }) else {
            throw SessionFileError(line: 1, field: "demo", message: "unknown demo \"\(file.header.demo ?? "")\"")
        }
        device.launch(root)
        if orientation != .portrait { device.rotate(to: orientation, animated: false) }
        return SimulatorSession(device: device)
    }

    /// Attaches to `session`, which must be freshly launched as `launch` does.
    public init(file: SessionFile, session: SimulatorSession) {
        self.file = file
        self.session = session
        // The end mark only says how far to play; it is no input to give.
        events = file.events.filter { $0.event != .end }
        session.beforeTick = { [unowned self] in applyDueInputs() }
    }

    /// Stops giving the file's inputs: the session is the user's from now on (a replay taken over).
    public func detach() {
        session.beforeTick = nil
        next = events.count
    }

    /// Whether every input has been given and the clock has reached the file's last frame.
    public var isFinished: Bool {
        next == events.count && session.device.frameCount >= file.lastFrame
    }

    /// Gives the session every input stamped with the current frame (or an earlier one).
    private func applyDueInputs() {
        inputsThisTick = 0
        let frame = session.device.frameCount
        while next < events.count, events[next].frame <= frame {
            switch events[next].event {
            case .touch(let phase, let point): session.touch(phase, atScreenPoint: point)
            case .command(let command): session.perform(command)
            case .end: break
            }
            next += 1
            inputsThisTick += 1
        }
    }

    /// Ticks until the end of the file, calling `afterFrame` after each tick with whether the
    /// screen was redrawn; returns nil, or why the replay stopped early (a pause that the file
    /// never lifts before an input at a later frame, which no recording makes).
    @discardableResult
    public func playToEnd(afterFrame: (_ redrew: Bool) -> Void = { _ in }) -> String? {
        while !isFinished {
            let before = session.device.frameCount
            let redrew = session.tick()
            afterFrame(redrew)
            if session.device.frameCount == before {
                // Paused with no step due: all of this frame's inputs have been given, so
                // nothing later can ever be reached.
                if next < events.count || before < file.lastFrame {
                    return "paused at frame \(before), but the file goes on to frame \(file.lastFrame)"
                }
                return nil
            }
        }
        return nil
    }
}
