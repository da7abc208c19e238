import Foundation
import Raster
import Simulator
@_spi(TransitionLab) import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// A cursor: a copy of a checkpoint that plays forward to the frame asked for and then serves
/// the window's requests on the engine's channel, one reply per request:
///
/// - `show`: the status, then `picture W H` and the framed picture's pixels (W x H 32-bit words).
/// - `hash`: `hash HEX`, the XXH64 of the device's screen as a session file stores it.
/// - `tick N`: plays N frames, drawing only the last (stops at the end unless taken over).
/// - `mouse began|moved|ended X Y`: the mouse at a pixel of the framed picture.
/// - `command NAME`: a shortcut by its Swift name (`toggleExplodedView`).
/// - `takeover PATH`: stops the recorded inputs and records the user's from here to PATH.
/// - `close`: the window lets the cursor go; it answers `bye` and exits.
///
/// Every reply but `bye`, `hash` and `error ...` is `status JSON` (`ReplayCursorStatus`).
///
/// Until taken over, nothing the window asks changes the replay: the shortcuts a cursor takes
/// are the views' (overlays, exploded view, help, screenshots), which the recorder does not hear,
/// and the mouse turns the exploded view. A take-over ends a recorded finger still down with a
/// cancelled touch, as UIKit ends a touch the system takes away, so the branch replays cleanly.
/// While it plays untouched (`tick`), a cursor forks near checkpoints every `nearSpacing` frames,
/// which the engine adopts (`ReplayEngine+Checkpoints`); those on its way to the frame opened
/// are forked by a maker beside it (`ReplayEngine+NearCheckpointMaker`).
extension ReplayEngine {
    func runCursor(to target: Int) -> Never {
        let device = session.device
        device.environment.onTransitionActivity = nil
        // A toast (a screenshot saved) ends on the machine's clock, as in the live window, while
        // the review stands paused; nothing of the app's frames reads it.
        session.noticeClock = ProcessAccounting.monotonicSeconds
        // The near checkpoints on the way are another process's to fork
        // (`ReplayEngine+NearCheckpointMaker`), so none of this one's pages are shared anew.
        while device.frameCount < target - 1, !replayer.isFinished {
            // An idle stretch is skipped as indexing skipped it (near checkpoints inside it are
            // not forked: the frames before it serve all of it at the cost of one skip).
            if skipIdleStretch(limit: target) > 0 { continue }
            if !advance(drawing: false) { break }
        }
        if device.frameCount < target { advance(drawing: true) }
        var takenOver = false
        // Whether the session is still exactly the recording's, views included: only then may
        // a checkpoint be forked from it.
        var untouched = true
        channel.writeLine(statusLine(takenOver: takenOver))
        while let line = channel.readLine() {
            let parts = line.split(separator: " ").map(String.init)
            switch parts.first {
            case "show":
                channel.writeLine(statusLine(takenOver: takenOver))
                let picture = session.picture()
                channel.writeLine("picture \(picture.width) \(picture.height)")
                picture.pixels.withUnsafeBytes { _ = channel.write($0) }
            case "hash":
                channel.writeLine("hash \(FrameHash(of: device.screen).hex)")
            case "tick":
                // At most a session's length at once, so no count overflows the frame number.
                let count = parts.count > 1 ? min(max(0, Int(parts[1]) ?? 1), SessionLimits.maxFrame) : 1
                // "tick N drop": a branch keeping wall-clock time draws only the last frame, the
                // others dropped (recorded so), as the live window drops a late frame's ticks.
                let drawsEveryFrame = takenOver && !(parts.count > 2 && parts[2] == "drop")
                let playable = takenOver ? count : min(count, max(0, replayer.file.lastFrame - device.frameCount))
                let goal = device.frameCount + playable
                var index = 0
                while index < playable {
                    // Idle frames before the last are skipped, unless a branch is being recorded
                    // (it hashes every frame, so every frame is drawn).
                    if !takenOver {
                        let skipped = skipIdleStretch(limit: goal)
                        if skipped > 0 { index += skipped; continue }
                    }
                    // A recorded pause holds the clock; the frames after it never come.
                    // A branch being recorded hashes every frame, so every frame is drawn, unless
                    // told to drop the undrawn ones ("drop": the review window keeping wall time).
                    if !advance(drawing: drawsEveryFrame || index == playable - 1) && !takenOver { break }
                    index += 1
                    if untouched && device.frameCount % limits.nearSpacing == 0 && limits.nearCheckpoints > 0 {
                        forkNearCheckpoint()
                    }
                }
                channel.writeLine(statusLine(takenOver: takenOver))
            case "mouse":
                // A fifth word gives the modifiers held, "alt" or "alt+shift" (two fingers).
                let modifiers = parts.count == 5 ? parts[4].split(separator: "+") : []
                guard parts.count == 4 || parts.count == 5, let phase = Self.phase(parts[1]), let x = Double(parts[2]), let y = Double(parts[3]),
                      modifiers.allSatisfy({ $0 == "alt" || $0 == "shift" }) else {
                    channel.writeLine("error bad mouse request \"\(line)\"")
                    continue
                }
                // A press is the reviewer looking: a toast that stays until seen goes.
                if phase == .began { session.userPressedKeyOrButton() }
                // Before a take-over the mouse only turns the exploded view (the window sends it
                // nothing else); a press with the view off would put a finger on the replay.
                if takenOver || session.showsExplodedView {
                    untouched = false
                    session.mouse(phase, atFramePixel: x, y, alt: modifiers.contains("alt"), shift: modifiers.contains("shift"))
                }
                channel.writeLine(statusLine(takenOver: takenOver))
            case "command":
                guard parts.count == 2, let command = SimulatorCommand.allCases.first(where: { "\($0)" == parts[1] }) else {
                    channel.writeLine("error unknown command \"\(line)\"")
                    continue
                }
                session.userPressedKeyOrButton()
                if takenOver {
                    session.perform(command)
                } else if Self.viewCommands.contains(command) {
                    // Looking changes no input: the recorder (and so a later branch) never
                    // hears the reviewer's views.
                    untouched = false
                    session.perform(command, notifyingObservers: false)
                } else {
                    channel.writeLine("error \(command) would change the replay; take over first")
                    continue
                }
                channel.writeLine(statusLine(takenOver: takenOver))
            case "takeover":
                let path = String(line.dropFirst("takeover ".count))
                do {
                    if !takenOver {
                        replayer.detach()
                        // A name taken (a branch saved in the same second) gets -2, -3...: the
                        // status names the file really written.
                        try recorder.start(path: path, creation: .uniqueName)
                        takenOver = true
                        untouched = false
                        // The recorded finger is the system's to end now, as UIKit cancels a
                        // touch taken away; the branch records the cancel and replays cleanly.
                        if let finger = session.fingerLocation { session.touch(.cancelled, atScreenPoint: finger) }
                        if let second = session.secondFingerLocation { session.touch(.cancelled, atScreenPoint: second, finger: 1) }
                    }
                    channel.writeLine(statusLine(takenOver: takenOver))
                } catch {
                    channel.writeLine("error cannot record to \(path): \(error)")
                }
            case "close":
                if takenOver { try? recorder.stop() }
                channel.writeLine("bye")
                letGo()
            default:
                channel.writeLine("error unknown request \"\(line)\"")
            }
        }
        // The window went away without closing: keep what was recorded.
        if takenOver { try? recorder.stop() }
        letGo()
    }

    /// Tells the checkpoint this cursor is done with the window (`cursorLetGo`), then exits.
    private func letGo() -> Never {
        if cursorLetGo >= 0 {
            var byte: UInt8 = 1
            _ = write(cursorLetGo, &byte, 1)
        }
        _exit(0)
    }

    /// The shortcuts a reviewer may use before taking over: they change what is shown, never
    /// what is replayed.
    static let viewCommands: Set<SimulatorCommand> = [
        .screenshot, .toggleTouchIndicator, .toggleHelp, .toggleGestureOverlay, .toggleExplodedView,
    ]

    /// Forks a near checkpoint at the current frame and offers its request pipe to the engine
    /// ("adopt FRAME PID FD" on the status pipe, written here so it comes before this cursor's
    /// end); once adopted, the child serves `go` requests. This cursor goes on.
    func forkNearCheckpoint() {
        var fds: [Int32] = [0, 0]
        guard statusPipe.write >= 0, pipe(&fds) == 0 else { return }
        let pid = fork()
        if pid == 0 {
            // A checkpoint holds no cursor's pipe: its checkpoint must see that pipe end when
            // the cursor does.
            if cursorLetGo >= 0 { close(cursorLetGo); cursorLetGo = -1 }
            // The engine opens its own write end through /proc while this one is held; an offer
            // it never answers (the engine gone) must not keep this process for ever.
            var waited = 0
            var request = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
            while poll(&request, 1, 250) == 0 {
                waited += 250
                if kill(enginePid, 0) != 0 || waited >= 30_000 { _exit(0) }
            }
            let answer = ReplayChannel(input: fds[0], output: -1).readLine()
            close(fds[1])
            guard answer == "adopted" else { _exit(0) }
            runCheckpoint(control: fds[0])
        }
        if pid > 0 {
            ReplayChannel(input: -1, output: statusPipe.write).writeLine("adopt \(session.device.frameCount) \(pid) \(fds[1])")
        }
        close(fds[0])
        close(fds[1])
    }

    /// Ticks one frame; returns whether the clock moved (a paused clock with no step does not).
    @discardableResult
    private func advance(drawing: Bool) -> Bool {
        let before = session.device.frameCount
        session.tick(drawing: drawing)
        return session.device.frameCount != before
    }

    private func statusLine(takenOver: Bool) -> String {
        let device = session.device
        let progress = device.run { device.environment.transitionProgress }
        let status = ReplayCursorStatus(
            frame: device.frameCount, finished: replayer.isFinished, exploded: session.showsExplodedView,
            paused: session.isPaused, takenOver: takenOver, recordingPath: recorder.path, idle: session.isIdle,
            transition: progress.map { "\($0.kind.rawValue) \($0.percent)%" + ($0.isInteractive ? " (finger)" : "") },
            noticeSeconds: session.noticeSecondsLeft, recordingFailed: takenOver && session.recordingFailure != nil)
        let json = (try? JSONEncoder().encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "status \(json)"
    }

    private static func phase(_ name: String) -> UITouch.Phase? {
        switch name {
        case "began": return .began
        case "moved": return .moved
        case "ended": return .ended
        default: return nil
        }
    }
}
