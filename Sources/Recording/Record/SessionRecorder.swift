import Foundation
import Simulator
import UIKit

/// Listens to a session from its launch and, while recording, appends every input and every
/// changed frame's hash to a session file (Ctrl+R, or `start(path:)` / `stop()`).
///
/// The inputs since launch are kept in memory, so a recording started halfway writes them
/// first: its file replays from launch and needs nothing else.
///
/// A frame's hash is taken on another thread (`FrameHashWorker`) while the main thread goes on;
/// it is collected, and its line written, before the next input is written and before the
/// screen is drawn again, so the file's lines keep their order (docs/SESSION-FORMAT.md).
package final class SessionRecorder {
    /// The session listened to.
    package let session: SimulatorSession
    /// The header every file of this session starts with.
    package let header: SessionHeader
    /// Makes the path of a recording started with Ctrl+R.
    package var pathForNextRecording: () -> String
    /// Told when a recording starts ("recording to PATH"), stops ("saved PATH") or fails.
    package var onStatus: ((Result<String, Error>) -> Void)?
    /// The last recording that could not be written, if one could not: its file, why, and
    /// what it keeps. The window was told (a red REC failed pill and a toast that stays until
    /// seen); the command then exits 1 (docs/SESSIONS.md, "Recording sessions").
    package private(set) var failure: RecordingFailure?
    /// The frame of the last line written whole to the file being written.
    private var lastFrameWritten = 0
    private var inputs: [SessionLine] = []
    /// Idle time told by `idleTimePassed` and not yet written, in 60 Hz frames.
    private var pendingWait = 0
    private var writer: SessionWriter?
    private var tracker: FrameHashTracker?
    private let hasher = FrameHashWorker()
    /// The frame whose hash the worker is taking, if one is.
    private var pendingHashFrame: Int?
    /// The run of frames the window dropped (ticked undrawn) not yet written: its first frame
    /// and how many.
    private var droppedRun: (first: Int, count: Int)?

    /// Attaches to `session` (just launched, no tick yet) running the app named `app`, which
    /// opened `demo` (nil: its first screen; the demo catalogue's demos are named so).
    package init(session: SimulatorSession, app: String, demo: String?, pathForNextRecording: @escaping () -> String) {
        self.session = session
        header = SessionHeader(app: app, model: session.device.model, orientation: session.device.orientation, demo: demo)
        self.pathForNextRecording = pathForNextRecording
        // Every touch the app is given is told to the session's touch observers, whichever
        // path sent it (the mouse, a replay, a shortcut that cancels the finger), so it is
        // recorded there, kept to a tenth of a point before the app sees it.
        // The session outlives a recorder its owner drops: the hooks hold it weakly.
        session.quantizesTouches = true
        session.addTouchObserver { [weak self] phase, point, finger in
            self?.record(.touch(phase, point, finger: finger))
        }
        session.addCommandObserver { [weak self] command in
            guard let self else { return }
            if command == .toggleRecording {
                toggle()
            } else if command.sessionName != nil {
                record(.command(command))
            }
        }
        session.addTickObserver { [weak self] redrew in self?.afterTick(redrew: redrew) }
        session.addBeforeDrawObserver { [weak self] in self?.finishPendingHash() }
    }

    /// Whether a recording is being written.
    package var isRecording: Bool { writer != nil }

    /// The file being written, while recording.
    package var path: String? { writer?.path }

    /// Starts writing to `path`, created as `creation` says (a new file by default, never an
    /// existing one): the header, the inputs so far, then everything as it happens.
    package func start(path: String, creation: SessionWriter.Creation = .new) throws {
        if isRecording { try stop() }
        let writer = try SessionWriter(path: path, header: header, creation: creation)
        lastFrameWritten = 0
        do {
            for line in inputs {
                try writer.write(line)
                lastFrameWritten = line.frame
            }
        } catch {
            // The header and the inputs written so far stay: a cut session from launch.
            writer.close()
            throw RecordingFailure(path: writer.path, error: error, lastFrame: lastFrameWritten)
        }
        self.writer = writer
        // The first hash is the next tick's, so a replay compares from the same moment.
        tracker = FrameHashTracker(frame: session.device.frameCount)
        droppedRun = nil
        session.recordingStartFrame = session.device.frameCount
        onStatus?(.success("recording to \(writer.path)"))
    }

    /// Notes that `frames` 60 Hz frames of wall time passed with nothing moving: told by the
    /// window host, which owns the wall clock (nothing deeper reads it, so a replay is the same
    /// in every process). The time is written as one wait line (`[F,"w",N]`, format 3) before the
    /// next input or the end mark, so a replay can show the session as it was lived; a wait
    /// changes no pixels and no hash.
    package func idleTimePassed(frames: Int) {
        guard frames > 0 else { return }
        pendingWait = min(pendingWait + frames, SessionLimits.maxFrame / 2)
    }

    /// Writes the idle time told since the last input, if any, at the current frame.
    private func flushWait() {
        flushDroppedFrames()
        guard pendingWait > 0 else { return }
        let line = SessionLine.wait(frame: session.device.frameCount, frames: pendingWait)
        pendingWait = 0
        inputs.append(line)
        write(line)
    }

    /// Writes the end mark and closes the file.
    package func stop() throws {
        finishPendingHash()
        guard let writer else { return }
        flushWait()
        self.writer = nil
        tracker = nil
        session.recordingStartFrame = nil
        do {
            try writer.write(.event(frame: session.device.frameCount, .end))
        } catch {
            // Everything but the end mark is in the file: a cut session to its last frame.
            writer.close()
            throw RecordingFailure(path: writer.path, error: error, lastFrame: lastFrameWritten)
        }
        writer.close()
        onStatus?(.success("saved \(writer.path) (\(writer.byteCount) bytes)"))
    }

    private func toggle() {
        do {
            // Ctrl+R's names never collide: a taken name gets -2, -3... (two windows in one
            // second, or two recordings in one second of one window).
            if isRecording { try stop() } else { try start(path: pathForNextRecording(), creation: .uniqueName) }
        } catch {
            failed(error as? RecordingFailure ?? RecordingFailure(path: nil, error: error, lastFrame: nil))
        }
    }

    /// Tells a recording that could not be written, or started: the window (the session's REC
    /// failed pill and a toast that stays until seen), `onStatus`, and `failure`.
    private func failed(_ failure: RecordingFailure) {
        self.failure = failure
        session.recordingStopped(failure: failure.toast)
        onStatus?(.failure(failure))
    }

    private func record(_ event: SessionEvent) {
        // The last frame's hash line comes before this input's, and before the input makes
        // the next frame's hash due; the idle time after that frame comes between them.
        finishPendingHash()
        flushWait()
        let line = SessionLine.event(frame: session.device.frameCount, event)
        inputs.append(line)
        tracker?.inputArrived()
        write(line)
    }

    private func afterTick(redrew: Bool) {
        finishPendingHash()
        let device = session.device
        if !device.lastStepWasDrawn {
            // A frame the window dropped (its display frame came late): nothing was drawn, so
            // nothing is hashed, and the next drawn frame is hashed afresh. The run is written
            // as one line before the next (docs/SESSION-FORMAT.md, "Dropped frames").
            guard tracker?.advance(to: device.frameCount, redrew: true) != nil else { return }
            droppedRun = droppedRun.map { ($0.first, $0.count + 1) } ?? (device.frameCount, 1)
            return
        }
        flushDroppedFrames()
        guard tracker?.advance(to: device.frameCount, redrew: redrew) == true, let algorithm = tracker?.algorithm else { return }
        hasher.start(device.screen, algorithm: algorithm)
        pendingHashFrame = device.frameCount
    }

    /// Writes the run of dropped frames, if one is pending.
    private func flushDroppedFrames() {
        guard let run = droppedRun else { return }
        droppedRun = nil
        write(.dropped(frame: run.first, frames: run.count))
    }

    /// Collects the hash the worker is taking and writes its line if the screen changed.
    private func finishPendingHash() {
        guard let frame = pendingHashFrame else { return }
        pendingHashFrame = nil
        guard let hash = hasher.finish(), tracker != nil else { return }
        if tracker?.took(hash) == true { write(.hash(frame: frame, hash)) }
    }

    private func write(_ line: SessionLine) {
        guard let writer else { return }
        do {
            try writer.write(line)
            lastFrameWritten = line.frame
        } catch {
            // A full disk or a removed file ends the recording; what was written still replays
            // and verifies to its last line (the writer cut off any part of this one).
            self.writer = nil
            tracker = nil
            writer.close()
            failed(RecordingFailure(path: writer.path, error: error, lastFrame: lastFrameWritten))
        }
    }
}
