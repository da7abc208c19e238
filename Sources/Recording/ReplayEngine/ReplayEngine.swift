import Foundation
import Simulator
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// The process behind the replay window: it plays a session through once without drawing,
/// keeping a checkpoint of the whole app's state every few frames, then shows any frame by
/// resuming from the checkpoint before it.
///
/// A checkpoint is a forked copy of this process, stopped at its frame. The app's state is an
/// object graph of view controllers, animations and closures that cannot be copied any other
/// way, and a fork copies it exactly and cheaply (pages are shared until written). To show
/// frame F the checkpoint at or before it forks a cursor, which plays forward to F without
/// drawing, draws F, and then answers the window directly on the engine's standard input and
/// output (see `ReplayEngine+Cursor`) until the window lets it go. The engine runs on one
/// thread and never uses Dispatch, so forking it is safe.
///
/// Unlike an in-process replay, the window never holds the app: scrubbing backwards costs
/// at most `checkpointInterval` undrawn frames and one drawn one, however long the session.
public final class ReplayEngine {
    /// Frames between two checkpoints.
    public static let defaultCheckpointInterval = 30
    let file: SessionFile
    let session: SimulatorSession
    let replayer: SessionReplayer
    let recorder: SessionRecorder
    let channel: ReplayChannel
    private var marks: [TimelineMark] = []
    private var checkpoints: [(frame: Int, control: Int32)] = []
    private let statusPipe: (read: Int32, write: Int32)

    private init(file: SessionFile, session: SimulatorSession, channel: ReplayChannel, statusPipe: (Int32, Int32)) {
        self.file = file
        self.session = session
        self.channel = channel
        self.statusPipe = statusPipe
        // The recorder keeps every input from launch in memory, so a cursor taken over later
        // writes a branch that replays from launch (see `takeOver`).
        recorder = SessionRecorder(session: session, demo: file.header.demo, pathForNextRecording: { "branch.jsonl" })
        replayer = SessionReplayer(file: file, session: session)
    }

    /// Serves the window on standard input and output until it closes them; returns the exit
    /// status. `makeRoot` makes the root view controller of the header's demo.
    public static func serve(_ file: SessionFile, checkpointInterval: Int = defaultCheckpointInterval,
                             makeRoot: (SessionHeader) -> UIViewController?) -> Int32 {
        // The protocol gets private copies of the standard descriptors; anything the app prints
        // goes to standard error instead, where it cannot corrupt a reply.
        let protocolOut = dup(1), protocolIn = dup(0)
        dup2(2, 1)
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 { dup2(null, 0); close(null) }
        signal(SIGPIPE, SIG_IGN)
        let channel = ReplayChannel(input: protocolIn, output: protocolOut)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            channel.writeLine("error cannot make a pipe")
            return 1
        }
        let session: SimulatorSession
        do {
            session = try SessionReplayer.launch(file, threads: 1, makeRoot: makeRoot)
        } catch {
            channel.writeLine("error \(error)")
            return 1
        }
        // The gesture overlay is on in a replay, so a reviewer sees what each drag did.
        if !session.showsGestureOverlay { session.perform(.toggleGestureOverlay) }
        let engine = ReplayEngine(file: file, session: session, channel: channel, statusPipe: (fds[0], fds[1]))
        engine.index(every: max(1, checkpointInterval))
        engine.serveRequests()
        return 0
    }

    /// Plays the session through without drawing, forking a checkpoint every `interval` frames
    /// and collecting the timeline's marks, then tells the window the timeline.
    private func index(every interval: Int) {
        let device = session.device
        device.environment.onTransitionActivity = { [unowned self, unowned device] activity in
            marks.append(ReplayTimeline.mark(activity, frame: device.frameCount))
        }
        while true {
            let frame = device.frameCount
            if frame % interval == 0 || frame == file.lastFrame { forkCheckpoint() }
            if replayer.isFinished { break }
            if frame % 600 == 0 && frame > 0 { channel.writeLine("indexing \(frame) \(file.lastFrame)") }
            session.tick(drawing: false)
            // A pause the file never lifts: nothing later can be reached.
            if device.frameCount == frame { break }
        }
        device.environment.onTransitionActivity = nil
        let all = (ReplayTimeline.inputMarks(of: file) + marks).enumerated()
            .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
        let timeline = ReplayTimeline(lastFrame: device.frameCount, marks: all, checkpointFrames: checkpoints.map(\.frame))
        let json = (try? JSONEncoder().encode(timeline)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        channel.writeLine("timeline \(json)")
    }

    /// Answers `open F` requests by handing the window to a cursor at F, one at a time, until
    /// the window goes away.
    private func serveRequests() {
        let status = ReplayChannel(input: statusPipe.read, output: statusPipe.write)
        while let line = channel.readLine() {
            let parts = line.split(separator: " ")
            guard parts.count == 2, parts[0] == "open", let target = Int(parts[1]) else {
                if line == "quit" { return }
                channel.writeLine("error unknown request \"\(line)\"")
                continue
            }
            let clamped = min(max(0, target), checkpoints.last?.frame ?? 0)
            // A cursor plays at least one frame forward, so F is drawn as a played frame is;
            // only frame 0, drawn at launch, is shown as its checkpoint holds it.
            let checkpoint = checkpoints.last { $0.frame < clamped } ?? checkpoints[0]
            guard ReplayChannel(input: -1, output: checkpoint.control).writeLine("go \(clamped)") else {
                channel.writeLine("error checkpoint at frame \(checkpoint.frame) is gone")
                continue
            }
            // The cursor talks to the window now; wait until it is let go.
            guard let report = status.readLine() else { return }
            if report != "done" { channel.writeLine("error the cursor at frame \(clamped) stopped: \(report)") }
        }
    }

    /// Forks a copy of this process that waits at the current frame for `go F` requests.
    private func forkCheckpoint() {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return }
        let pid = fork()
        if pid == 0 {
            close(fds[1])
            // Only the engine may hold the other checkpoints' request pipes: a checkpoint whose
            // pipe closes (the engine gone) must see the end and exit.
            for other in checkpoints { close(other.control) }
            close(statusPipe.read)
            runCheckpoint(control: fds[0])
        }
        close(fds[0])
        if pid > 0 { checkpoints.append((session.device.frameCount, fds[1])) } else { close(fds[1]) }
    }

    /// A checkpoint's life: for each `go F`, fork a cursor, wait for it, report; exit when the
    /// engine closes the pipe.
    private func runCheckpoint(control: Int32) -> Never {
        let requests = ReplayChannel(input: control, output: statusPipe.write)
        while let line = requests.readLine() {
            guard line.hasPrefix("go "), let target = Int(line.dropFirst(3)) else { continue }
            let pid = fork()
            if pid == 0 {
                close(control)
                runCursor(to: target)
            }
            var status: Int32 = 0
            if pid > 0 { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
            requests.writeLine(pid > 0 && status == 0 ? "done" : "status \(status)")
        }
        _exit(0)
    }
}
