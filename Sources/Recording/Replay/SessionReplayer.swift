import Foundation
import Simulator
import UIKit

/// Plays a session file's inputs into a session, each at the frame it was recorded at: in the
/// window (the host ticks) or headless (`playToEnd`).
///
/// Inputs stamped with frame F are given to the session at the start of the tick from F to
/// F + 1, which is where they fell when recorded: after the tick that drew frame F.
package final class SessionReplayer {
    /// The session replayed.
    package let file: SessionFile
    /// The session the inputs go to.
    package let session: SimulatorSession
    /// The index in the file's lines of the next input to give (the end mark is none), or the
    /// lines' count when none is left. The lines are read where they are, never copied: a
    /// replay holds nothing per line beyond the file (issue 33).
    private var next = 0
    /// The index of the first line after the current frame: where skipping stops.
    private var nextLine = 0
    /// How many inputs the last tick received (a replay's hashes are taken as a recording's are).
    package private(set) var inputsThisTick = 0
    /// How many frames `skipIdleFrames` has skipped so far (for tests and `make bench`).
    package private(set) var skippedFrames = 0
    /// The index of the first line not yet read for dropped frames, and the run of frames the
    /// last dropped-frames line read covers (`nextTickWasDropped()`).
    private var dropIndex = 0
    private var dropRun: ClosedRange<Int>?

    /// Launches the app of `file`'s header on a new device and session: `makeRoot` makes the
    /// root view controller for the header's demo (inside the device's context), or nil when
    /// this program has no such demo.
    package static func launch(_ file: SessionFile, threads: Int = 1,
                              makeRoot: (SessionHeader) -> UIViewController?) throws -> SimulatorSession {
        guard let model = file.header.model, let orientation = file.header.interfaceOrientation else {
            throw SessionFileError(line: 1, field: "device", message: file.header.problem ?? "cannot be replayed")
        }
        let device = Device(model: model, threads: threads)
        guard let root = device.run({ makeRoot(file.header) }) else {
            throw SessionFileError(line: 1, field: "demo", message: "unknown demo \"\(SessionLimits.excerpt(file.header.demo ?? ""))\"")
        }
        try device.launchApp(root)
        if orientation != .portrait { device.rotate(to: orientation, animated: false) }
        return SimulatorSession(device: device)
    }

    /// Attaches to `session`, which must be freshly launched as `launch` does.
    package init(file: SessionFile, session: SimulatorSession) {
        self.file = file
        self.session = session
        session.beforeTick = { [weak self] in self?.applyDueInputs() }
        next = Self.input(in: file.lines, from: 0)
        // Until format 5 the touch circle was on from launch, and a recorded Ctrl+I turned it off.
        if file.header.format < 5 { session.showTouchesAsOlderSessionsDid() }
    }

    /// Stops giving the file's inputs: the session is the user's from now on (a replay taken over).
    package func detach() {
        session.beforeTick = nil
        next = file.lines.count
    }

    /// The index of the first input (an event other than the end mark, which only says how far
    /// to play) in `lines` at or after `index`, or the lines' count.
    private static func input(in lines: SessionLines, from index: Int) -> Int {
        var index = index
        while index < lines.count {
            if case .event(_, let event) = lines[index], event != .end { return index }
            index += 1
        }
        return index
    }

    /// Whether every input has been given and the clock has reached the file's last frame.
    package var isFinished: Bool {
        next == file.lines.count && session.device.frameCount >= file.lastFrame
    }

    /// The idle time recorded at `frame` in 60 Hz frames (format 3 on; 0 when none): how many
    /// frames longer a replay shown as lived holds the picture of `frame` before the tick from
    /// `frame` to `frame + 1` (the review window holds its frames so, unless asked to skip
    /// idle time).
    package func waitFrames(at frame: Int) -> Int {
        // The lines' frames never decrease: the first line at `frame`, then its neighbours.
        let lines = file.lines
        var index = lines.firstIndex(atOrAfterFrame: frame), total = 0
        while index < lines.count, lines.frame(at: index) == frame {
            if case .wait(_, let frames) = lines[index] { total += frames }
            index += 1
        }
        return total
    }

    /// The idle time recorded in the whole file, in 60 Hz frames.
    package var totalWaitFrames: Int {
        var total = 0
        for line in file.lines { if case .wait(_, let frames) = line { total += frames } }
        return total
    }

    /// When nothing moves (see `SimulatorSession.canSkipIdleFrames`), moves the clock straight to
    /// the frame of the file's next line (an input, a hash, a wait or the end), never past
    /// `limit`; returns how many frames it skipped (0 when something moves or the next line is
    /// at the next frame). What the skipped ticks would have done is exactly nothing but the
    /// clocks, so every later frame is the same; a session whose end mark is hours after its
    /// last input plays to it at once.
    @discardableResult
    package func skipIdleFrames(limit: Int = .max) -> Int {
        let count = idleFramesAhead(limit: limit)
        guard count > 0 else { return 0 }
        session.skipIdleFrames(count)
        skippedFrames += count
        return count
    }

    /// How many frames `skipIdleFrames(limit:)` would skip now (0 when something moves).
    package func idleFramesAhead(limit: Int = .max) -> Int {
        let count = framesBeforeNextLine(limit: limit)
        guard count > 0, session.canSkipIdleFrames else { return 0 }
        return count
    }

    /// How many frames lie between the current frame and the file's next line (or `limit`),
    /// the tick to it not counted: what `skipIdleFrames(limit:)` skips if nothing moves. 0 when
    /// the replay is detached or this frame's inputs are still to be given. A cheap question,
    /// asked before finding out whether anything moves (the replay engine draws a frame to
    /// find out only when the answer is large).
    package func framesBeforeNextLine(limit: Int = .max) -> Int {
        let frame = session.device.frameCount
        let lines = file.lines
        while nextLine < lines.count, lines.frame(at: nextLine) <= frame { nextLine += 1 }
        let target = min(limit, nextLine < lines.count ? lines.frame(at: nextLine) : file.lastFrame)
        guard target - frame > 1, session.beforeTick != nil else { return 0 }
        // Inputs of this frame not given yet would be given by the next tick: nothing to skip.
        if next < file.lines.count, file.lines.frame(at: next) <= frame { return 0 }
        // The tick to `target` itself is left to the caller, so its inputs and hash happen as usual.
        return target - frame - 1
    }

    /// Whether the file says the tick to the next frame ran undrawn (the live window dropped
    /// it, a `[F,"d",N]` line of format 5): a replay that keeps the recording's frames ticks it
    /// undrawn too, and nothing is compared there (docs/SESSION-FORMAT.md, "Dropped frames").
    package func nextTickWasDropped() -> Bool {
        let next = session.device.frameCount + 1
        let lines = file.lines
        // The lines are read once, forwards, as the clock goes: a run in force stays until a later one.
        while dropIndex < lines.count, lines.frame(at: dropIndex) <= next {
            if case .dropped(let frame, let frames) = lines[dropIndex] { dropRun = frame...(frame + max(1, frames) - 1) }
            dropIndex += 1
        }
        return dropRun?.contains(next) ?? false
    }

    /// Gives the session every input stamped with the current frame (or an earlier one).
    private func applyDueInputs() {
        inputsThisTick = 0
        let frame = session.device.frameCount
        let lines = file.lines
        while next < lines.count, lines.frame(at: next) <= frame {
            if case .event(_, let event) = lines[next] {
                switch event {
                case .touch(let phase, let point, let finger): session.touch(phase, atScreenPoint: point, finger: finger)
                case .command(let command): session.perform(command, fromFile: true)
                case .end: break
                }
            }
            next = Self.input(in: lines, from: next + 1)
            inputsThisTick += 1
        }
    }

    /// Ticks until the end of the file, calling `afterFrame` after each tick with whether the
    /// screen was redrawn; returns nil, or why the replay stopped early (a pause that the file
    /// never lifts before an input at a later frame, which no recording makes).
    ///
    /// With `skippingIdle` (the default), idle stretches are skipped (`skipIdleFrames`), so
    /// `afterFrame` is not called for the skipped frames: each of them looked like the frame
    /// before it, and the next call sees the frame count jump.
    @discardableResult
    package func playToEnd(skippingIdle: Bool = true, afterFrame: (_ redrew: Bool) -> Void = { _ in }) -> String? {
        while !isFinished {
            if skippingIdle { skipIdleFrames() }
            let before = session.device.frameCount
            let redrew = session.tick()
            afterFrame(redrew)
            if session.device.frameCount == before { return stopReason(pausedAt: before) }
        }
        return nil
    }

    /// Why a replay whose tick left the clock at `frame` stopped early, or nil when it had
    /// reached the file's end. Paused with no step due, all of this frame's inputs have been
    /// given, so nothing later can ever be reached.
    func stopReason(pausedAt frame: Int) -> String? {
        guard next < file.lines.count || frame < file.lastFrame else { return nil }
        return "paused at frame \(frame), but the file goes on to frame \(file.lastFrame)"
    }
}
