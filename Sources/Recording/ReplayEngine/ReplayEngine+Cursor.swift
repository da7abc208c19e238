import Foundation
import Raster
import Simulator
@_spi(TransitionLab) import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// A cursor: a copy of a checkpoint that plays forward to the frame asked for and then serves
/// the window's `ReplayRequest`s on the engine's channel, one `ReplayReply` each: `show` is
/// answered by the status, then `sharedPicture` (the framed picture left in the engine's
/// `SharedPictureMemory`) or, without that memory, `picture` and its W x H 32-bit pixels;
/// `hash` by the screen's XXH64; `close` by `bye`, after which the cursor exits; the others by
/// the status (`ReplayCursorStatus`), or an `error`.
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
        stopIndexingMarks()
        // Its frames are drawn on two cores, on plain threads joined before each frame ends: a
        // cursor forks near checkpoints afterwards, which Dispatch's pool does not survive.
        let cores = min(2, ProcessInfo.processInfo.activeProcessorCount)
        if cores > 1 {
            LayerCompositor.plainThreads = cores
            device.threads = cores
        }
        // A toast (a screenshot saved) ends on the machine's clock, as in the live window, while
        // the review stands paused; nothing of the app's frames reads it.
        session.noticeClock = ProcessAccounting.monotonicSeconds
        // The first picture's canvas and the screen get their pages on the second core while
        // this one plays (only their addresses leave the closures: nothing reads through them).
        var state = CursorState()
        let size = session.pictureSize, count = size.width * size.height
        state.canvas = Bitmap(width: size.width, height: size.height,
                              pixels: [UInt32](unsafeUninitializedCapacity: count) { _, initialized in initialized = count })
        let headStart = CursorHeadStart([device.screen.pixels.withUnsafeBytes { $0 }, state.canvas!.pixels.withUnsafeBytes { $0 }])
        // The near checkpoints on the way are another process's to fork
        // (`ReplayEngine+NearCheckpointMaker`), so none of this one's pages are shared anew.
        while device.frameCount < target - 1, !replayer.isFinished {
            // An idle stretch is skipped as indexing skipped it (near checkpoints inside it are
            // not forked: the frames before it serve all of it at the cost of one skip).
            if skipIdleStretch(limit: target) > 0 { continue }
            if !advance(drawing: false) { break }
        }
        if device.frameCount < target { advance(drawing: true) }
        headStart.finish()
        channel.send(status(state))
        while let received = channel.receive(ReplayRequest.self) {
            guard let request = received.message else {
                channel.send(ReplayReply.error("garbled request \(received.garbledDescription)"))
                continue
            }
            answer(request, state: &state)
        }
        // The window went away without closing: keep what was recorded.
        if state.takenOver { try? recorder.stop() }
        letGo()
    }

    /// Carries out one of the window's requests and answers it (`close` ends the cursor).
    private func answer(_ request: ReplayRequest, state: inout CursorState) {
        let device = session.device
        switch request {
        case .show:
            channel.send(status(state))
            let picture = session.picture(canvas: &state.canvas)
            if let pictureMemory, pictureMemory.store(picture.pixels) {
                channel.send(ReplayReply.sharedPicture(width: picture.width, height: picture.height,
                                                       descriptor: Int(pictureMemory.descriptor)))
            } else {
                channel.send(ReplayReply.picture(width: picture.width, height: picture.height))
                picture.pixels.withUnsafeBytes { _ = channel.write($0) }
            }
            // Its pages serve the next picture (a playing window asks for one a frame).
            state.canvas = picture
        case .hash:
            channel.send(ReplayReply.hash(FrameHash(of: device.screen).hex))
        case .tick(let count, let dropping):
            // At most a session's length at once, so no count overflows the frame number.
            tick(min(max(0, count), SessionLimits.maxFrame), dropping: dropping, state: state)
            channel.send(status(state))
        case .mouse(let phase, let x, let y, let alt, let shift):
            let touchPhase: UITouch.Phase = phase == .began ? .began : phase == .moved ? .moved : .ended
            // A press is the reviewer looking: a toast that stays until seen goes.
            if touchPhase == .began { session.userPressedKeyOrButton() }
            // Before a take-over the mouse only turns the exploded view (the window sends it
            // nothing else); a press with the view off would put a finger on the replay.
            if state.takenOver || session.showsExplodedView {
                state.untouched = false
                session.mouse(touchPhase, atFramePixel: x, y, alt: alt, shift: shift)
            }
            channel.send(status(state))
        case .command(let command):
            session.userPressedKeyOrButton()
            if state.takenOver {
                session.perform(command)
            } else if command.policy.reach == .view {
                // Looking changes no input: the recorder (and so a later branch) never
                // hears the reviewer's views.
                state.untouched = false
                session.perform(command, notifyingObservers: false)
            } else {
                channel.send(ReplayReply.error("\(command) would change the replay; take over first"))
                return
            }
            channel.send(status(state))
        case .takeOver(let path):
            do {
                if !state.takenOver {
                    replayer.detach()
                    // A name taken (a branch saved in the same second) gets -2, -3...: the
                    // status names the file really written.
                    try recorder.start(path: path, creation: .uniqueName)
                    state.takenOver = true
                    state.untouched = false
                    // The recorded finger is the system's to end now, as UIKit cancels a
                    // touch taken away; the branch records the cancel and replays cleanly.
                    if let finger = session.fingerLocation { session.touch(.cancelled, atScreenPoint: finger) }
                    if let second = session.secondFingerLocation { session.touch(.cancelled, atScreenPoint: second, finger: 1) }
                }
                channel.send(status(state))
            } catch {
                channel.send(ReplayReply.error("cannot record to \(path): \(error)"))
            }
        case .close:
            if state.takenOver { try? recorder.stop() }
            channel.send(ReplayReply.bye)
            letGo()
        case .open, .checkpoints, .quit:
            channel.send(ReplayReply.error("a cursor is open: close it before \(ReplayProtocol.line(request))"))
        }
    }

    /// Plays `count` frames, drawing only the last (every one once taken over, since a branch
    /// hashes every frame, unless `dropping`: a branch keeping wall-clock time draws only the
    /// last, the others recorded dropped, as the live window drops a late frame's ticks),
    /// stopping at the end of the file unless taken over; forks near checkpoints on the way while
    /// the session is the recording's.
    private func tick(_ count: Int, dropping: Bool, state: CursorState) {
        let device = session.device
        let drawsEveryFrame = state.takenOver && !dropping
        let playable = state.takenOver ? count : min(count, max(0, replayer.file.lastFrame - device.frameCount))
        let goal = device.frameCount + playable
        var index = 0
        while index < playable {
            // Idle frames before the last are skipped, unless a branch is being recorded.
            if !state.takenOver {
                let skipped = skipIdleStretch(limit: goal)
                if skipped > 0 { index += skipped; continue }
            }
            // A recorded pause holds the clock; the frames after it never come.
            if !advance(drawing: drawsEveryFrame || index == playable - 1) && !state.takenOver { break }
            index += 1
            if state.untouched && device.frameCount % limits.nearSpacing == 0 && limits.nearCheckpoints > 0 {
                forkNearCheckpoint()
            }
        }
    }

    /// Tells the checkpoint this cursor is done with the window (`cursorLetGo`), then exits.
    private func letGo() -> Never {
        if cursorLetGo >= 0 {
            var byte: UInt8 = 1
            _ = write(cursorLetGo, &byte, 1)
        }
        _exit(0)
    }

    /// Forks a near checkpoint at the current frame and offers its request pipe to the engine
    /// (`CheckpointMessage.adopt` on the status pipe, written here so it comes before this cursor's
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
            let answer = ReplayChannel(input: fds[0], output: -1).receive(CheckpointMessage.self)
            close(fds[1])
            guard answer?.message == .adopted else { _exit(0) }
            runCheckpoint(control: fds[0])
        }
        if pid > 0 {
            ReplayChannel(input: -1, output: statusPipe.write).send(CheckpointMessage.adopt(frame: session.device.frameCount, pid: pid, descriptor: fds[1]))
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

    /// The cursor's state as the window reads it.
    private func status(_ state: CursorState) -> ReplayReply {
        let takenOver = state.takenOver
        let device = session.device
        let progress = device.run { device.environment.transitionProgress }
        let status = ReplayCursorStatus(
            frame: device.frameCount, finished: replayer.isFinished, exploded: session.showsExplodedView,
            paused: session.isPaused, takenOver: takenOver, recordingPath: recorder.path, idle: session.isIdle,
            transition: progress.map { "\($0.kind.rawValue) \($0.percent)%" + ($0.isInteractive ? " (finger)" : "") },
            noticeSeconds: session.noticeSecondsLeft, recordingFailed: takenOver && session.recordingFailure != nil,
            phoneWidth: session.frame.pixelSize.width, phoneHeight: session.frame.pixelSize.height)
        return .status(status)
    }
}

/// What a cursor remembers between the window's requests.
struct CursorState {
    /// Whether the user took over: the recorded inputs stopped and theirs are recorded.
    var takenOver = false
    /// Whether the session is still exactly the recording's, views included: only then may a
    /// checkpoint be forked from it.
    var untouched = true
    /// What the next picture is drawn on (`SimulatorSession.picture(canvas:)`): a blank one of
    /// the picture's size at first, then the last picture.
    var canvas: Bitmap?
}
