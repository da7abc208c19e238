import CSpawn
import Foundation
import Simulator
@_spi(TransitionLab) import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// The process behind the replay window: it plays a session through once without drawing,
/// keeping a bounded number of checkpoints of the whole app's state, then shows any frame by
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
/// The checkpoints are bounded (`ReplayEngineLimits`): a sparse ladder over the whole session
/// from indexing, thinned to every other one whenever it is full, and dense ones forked by
/// cursors near the frames shown, the furthest retired first (`ReplayEngine+Checkpoints`).
/// The engine ends with its window however the window ends (`ReplayEngine+Lifetime`).
package final class ReplayEngine {
    /// Frames that changed something between two ladder checkpoints when indexing starts.
    package static let defaultCheckpointInterval = ReplayEngineLimits.standard.firstInterval
    let file: SessionFile
    let session: SimulatorSession
    let replayer: SessionReplayer
    let recorder: SessionRecorder
    let channel: ReplayChannel
    var limits: ReplayEngineLimits
    /// Where cursors leave the window's pictures (nil: they go down the pipe).
    let pictureMemory: SharedPictureMemory?
    /// The engine's process (checkpoints and cursors are copies that know it).
    let enginePid = getpid()
    private var marks: [TimelineMark] = []
    /// The indexing pass's transition observer: checkpoints forked meanwhile inherit it, and
    /// their cursors remove it, since only the indexing engine keeps marks.
    var indexingObservation: ObserverToken?
    /// Every checkpoint alive, in frame order.
    var checkpoints: [Checkpoint] = []
    /// The cost of playing the session so far (see `index`): where ladder checkpoints stand.
    var indexingCost = 0
    /// Ladder checkpoints forked so far (every 64th checks the memory budget).
    var ladderForks = 0
    /// The pipe checkpoints report on ("done" when a cursor ends, "adopt ..." for a new one).
    var statusPipe: (read: Int32, write: Int32)
    /// In a cursor, where it says it has let the window go (one byte, just before it exits), so
    /// its checkpoint reports it done without waiting for the exit itself; -1 elsewhere.
    var cursorLetGo: Int32 = -1
    /// The frame of the line an idle stretch runs to and the frames drawn to skip it so far
    /// (see `skipIdleStretch`).
    var idleStretchDraws = (line: -1, count: 0)

    /// A checkpoint the engine keeps: its frame, the pipe it takes requests on, its process.
    struct Checkpoint {
        var frame: Int
        var control: Int32
        var pid: pid_t
        /// From indexing (kept while the ladder has room), or forked near a frame shown.
        var isLadder: Bool
        /// The cost of playing from launch to it (`indexingCost`; 0 for near ones).
        var cost = 0
    }

    private init(file: SessionFile, session: SimulatorSession, channel: ReplayChannel, statusPipe: (Int32, Int32),
                 limits: ReplayEngineLimits, pictureMemory: SharedPictureMemory?) {
        self.file = file
        self.pictureMemory = pictureMemory
        self.session = session
        self.channel = channel
        self.statusPipe = statusPipe
        self.limits = limits
        // The recorder keeps every input from launch in memory, so a cursor taken over later
        // writes a branch that replays from launch (see `takeOver`).
        recorder = SessionRecorder(session: session, app: file.header.app ?? SessionHeader.demoCatalogueApp, demo: file.header.demo, pathForNextRecording: { "branch.jsonl" })
        replayer = SessionReplayer(file: file, session: session)
    }

    /// Serves the window on standard input and output until it closes them; returns the exit
    /// status. `makeRoot` makes the root view controller of the header's demo; Ctrl+S in a
    /// cursor saves in `screenshotFolder` (the current folder when nil).
    package static func serve(_ file: SessionFile, limits: ReplayEngineLimits = .standard, screenshotFolder: String? = nil,
                             makeRoot: (SessionHeader) -> UIViewController?) -> Int32 {
        // The protocol gets private copies of the standard descriptors; anything the app prints
        // goes to standard error instead, where it cannot corrupt a reply.
        let protocolOut = dup(1), protocolIn = dup(0)
        dup2(2, 1)
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 { dup2(null, 0); close(null) }
        signal(SIGPIPE, SIG_IGN)
        _ = transitionlab_fix_mmap_threshold(ownMappingThreshold)
        let channel = ReplayChannel(input: protocolIn, output: protocolOut)
        channel.send(ReplayReply.hello(version: ReplayProtocol.version))
        endWithTheWindow()
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            channel.send(ReplayReply.error("cannot make a pipe: \(String(cString: strerror(errno)))"))
            return 1
        }
        let available = ProcessAccounting.descriptorLimit() - ProcessAccounting.openDescriptors()
        let fitted = limits.fitted(toDescriptors: available)
        let session: SimulatorSession
        do {
            session = try SessionReplayer.launch(file, threads: 1, makeRoot: makeRoot)
        } catch {
            channel.send(ReplayReply.error("\(error)"))
            return 1
        }
        if let screenshotFolder { session.screenshotFolder = screenshotFolder }
        // The gesture overlay is on in a replay, so a reviewer sees what each drag did.
        if !session.showsGestureOverlay { session.perform(.toggleGestureOverlay) }
        // Made before any fork, so every checkpoint and cursor holds it.
        let engine = ReplayEngine(file: file, session: session, channel: channel, statusPipe: (fds[0], fds[1]), limits: fitted,
                                  pictureMemory: SharedPictureMemory.make())
        engine.index()
        engine.serveRequests()
        return 0
    }

    /// Plays the session through without drawing, forking ladder checkpoints and collecting
    /// the timeline's marks, then tells the window the timeline. Idle frames count a quarter of
    /// a changing one towards the next checkpoint, so an idle stretch costs few checkpoints, and
    /// a long one is skipped whole (`skipIdleStretch`).
    /// Removes the indexing pass's transition observer, in the engine when indexing ends and in
    /// each process forked from it meanwhile (a cursor, a near-checkpoint maker).
    func stopIndexingMarks() {
        if let indexingObservation { session.device.environment.removeTransitionActivityObserver(indexingObservation) }
        indexingObservation = nil
    }

    private func index() {
        let device = session.device
        indexingObservation = device.environment.addTransitionActivityObserver { [unowned self, unowned device] activity in
            marks.append(ReplayTimeline.mark(activity, frame: device.frameCount))
        }
        // A shadow's blur made here is inherited by every checkpoint forked later, so a click
        // on the timeline does not wait for it (the edge shadow of every push, for instance).
        device.preparesShapeShadows = true
        // Checkpoints are spaced by the cost of playing forward from them: a frame that changed
        // something costs 4, one where nothing moved costs 1 (no drawing, little to lay out).
        // The spacing grows with the cost so far, so the forks stay few whatever the length;
        // once the ladder is full each new checkpoint retires the one whose neighbours are
        // closest, which keeps the ladder evenly spread and never over its limit.
        let minimumSpacing = 4 * limits.firstInterval
        var costSinceCheckpoint = minimumSpacing
        var progress = ProgressClock()
        while true {
            let frame = device.frameCount
            let spacing = max(minimumSpacing, indexingCost / max(1, limits.ladderCheckpoints))
            if costSinceCheckpoint >= spacing || frame == file.lastFrame || replayer.isFinished {
                forkCheckpoint(isLadder: true)
                while ladderCount > limits.ladderCheckpoints { retireDensestLadderCheckpoint() }
                costSinceCheckpoint = 0
                keepWithinMemoryBudget()
            }
            if replayer.isFinished { break }
            if progress.isDue() {
                // The window gone (its end of the pipe closed) ends indexing too.
                if windowHungUp() { _exit(0) }
                channel.send(ReplayReply.indexing(frame: frame, lastFrame: file.lastFrame))
            }
            // Whether anything moves is asked before the tick: an undrawn tick's damage is not
            // cleared, so its result cannot say.
            let moving = !session.isIdle
            // An idle stretch costs what its drawn frame does, and no checkpoint stands inside
            // it: the one before it serves all of it, skipping it too.
            if !moving, skipIdleStretch() > 0 {
                costSinceCheckpoint += 4
                indexingCost += 4
                continue
            }
            // Nothing is drawn: a drawn screen would cost each checkpoint its own copy of it
            // (5 MB at 2x) once the engine draws again.
            session.tick(drawing: false)
            let cost = moving || replayer.inputsThisTick > 0 ? 4 : 1
            costSinceCheckpoint += cost
            indexingCost += cost
            // A pause the file never lifts: nothing later can be reached.
            if device.frameCount == frame {
                if checkpoints.last?.frame != frame { forkCheckpoint(isLadder: true) }
                break
            }
        }
        stopIndexingMarks()
        fitMemoryBudgetAfterIndexing()
        reapChildren()
        let all = (ReplayTimeline.inputMarks(of: file) + marks).enumerated()
            .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
        let timeline = ReplayTimeline(lastFrame: device.frameCount, marks: all, checkpointFrames: checkpoints.map(\.frame))
        channel.send(ReplayReply.timeline(timeline))
    }

    /// Answers `open` requests by handing the window to a cursor at the frame, one at a time,
    /// and `checkpoints` between them, until the window says `quit` or goes away.
    private func serveRequests() {
        // Only checkpoints and cursors write reports from now on: when they are all gone the
        // engine reads the end instead of waiting for ever.
        close(statusPipe.write)
        statusPipe.write = -1
        let status = ReplayChannel(input: statusPipe.read, output: -1)
        while let received = channel.receive(ReplayRequest.self) {
            switch received.message {
            case nil:
                channel.send(ReplayReply.error("garbled request \(received.garbledDescription)"))
            case .quit:
                return
            case .checkpoints:
                channel.send(ReplayReply.checkpoints(ladder: checkpoints.filter(\.isLadder).map(\.frame),
                                                     near: checkpoints.filter { !$0.isLadder }.map(\.frame)))
            case .open(let target):
                serveCursor(at: target, reports: status)
            case let request?:
                channel.send(ReplayReply.error("no cursor is open for \(ReplayProtocol.line(request))"))
            }
        }
    }

    /// Hands the window to a cursor at `target` (clamped to the session) forked from the
    /// checkpoint before it, adopting the checkpoints it forks on the way, until it lets go.
    private func serveCursor(at target: Int, reports status: ReplayChannel) {
        let lastFrame = checkpoints.filter(\.isLadder).last?.frame ?? 0
        let clamped = min(max(0, target), lastFrame)
        // A cursor plays at least one frame forward, so F is drawn as a played frame is;
        // only frame 0, drawn at launch, is shown as its checkpoint holds it.
        guard let checkpoint = checkpoints.last(where: { $0.frame < clamped }) ?? checkpoints.first else {
            channel.send(ReplayReply.error("no checkpoint is left"))
            return
        }
        let near = nearFrames(before: clamped, from: checkpoint.frame)
        guard ReplayChannel(input: -1, output: checkpoint.control).send(CheckpointMessage.go(frame: clamped, near: near)) else {
            channel.send(ReplayReply.error("checkpoint at frame \(checkpoint.frame) is gone"))
            retire(pid: checkpoint.pid)
            return
        }
        // The cursor talks to the window now; wait until it is let go, adopting the
        // checkpoints it forks on the way.
        while true {
            guard let report = status.receive(CheckpointMessage.self) else { return }
            if case .adopt(let frame, let pid, let descriptor)? = report.message {
                adopt(frame: frame, pid: pid, descriptor: descriptor, shown: clamped)
                continue
            }
            if report.message != .done {
                channel.send(ReplayReply.error("the cursor at frame \(clamped) stopped: \(report.message.map { ReplayProtocol.line($0) } ?? report.garbledDescription)"))
            }
            break
        }
        reapChildren()
    }

    /// A checkpoint's life: for each `go` to F with near frames G, fork a cursor and, when there are frames G,
    /// a maker that forks near checkpoints at them (`ReplayEngine+NearCheckpointMaker`); wait
    /// for both, report; exit when the engine closes the pipe.
    func runCheckpoint(control: Int32) -> Never {
        let requests = ReplayChannel(input: control, output: statusPipe.write)
        while let received = requests.receive(CheckpointMessage.self) {
            guard case .go(let target, let near)? = received.message else { continue }
            // The cursor says on `letGo` when it has let the window go, before it exits.
            var letGo: [Int32] = [-1, -1]
            if pipe(&letGo) != 0 { letGo = [-1, -1] }
            let pid = fork()
            if pid == 0 {
                close(control)
                if letGo[0] >= 0 { close(letGo[0]) }
                cursorLetGo = letGo[1]
                runCursor(to: target)
            }
            if letGo[1] >= 0 { close(letGo[1]) }
            // Forked after the cursor, so the cursor starts at once.
            let checkpoint = getpid()
            let maker = pid > 0 && !near.isEmpty ? fork() : -1
            if maker == 0 {
                close(control)
                if letGo[0] >= 0 { close(letGo[0]) }
                runNearCheckpointMaker(to: target, at: near, checkpoint: checkpoint)
            }
            var status: Int32 = 0, makerStatus: Int32 = 0
            // A cursor that let the window go is done: its exit (tearing down its copy of the
            // checkpoint's memory, several milliseconds) then overlaps the engine's next request
            // instead of coming before it. One that ended otherwise sends no byte; its status
            // tells why.
            var reaped = false
            // A cursor that ended without letting go sends no byte: the pipe just ends.
            var byte: UInt8 = 0
            let letGoRead = letGo[0] >= 0 && withUnsafeMutableBytes(of: &byte) {
                ReplayChannel(input: letGo[0], output: -1).read(into: $0)
            }
            if pid > 0 && !letGoRead {
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                reaped = true
            }
            if letGo[0] >= 0 { close(letGo[0]) }
            if maker > 0 { while waitpid(maker, &makerStatus, 0) < 0 && errno == EINTR {} }
            requests.send(pid > 0 && status == 0 ? CheckpointMessage.done : .stopped(status: status))
            if pid > 0 && !reaped { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
        }
        _exit(0)
    }

}

/// Says when a progress line is due: at most every 100 ms of wall time (never on the way to a
/// frame: only how often the window hears about indexing depends on it).
struct ProgressClock {
    private var last: UInt64 = 0

    /// Whether 100 ms passed since the last time this said so.
    mutating func isDue() -> Bool {
        let ms = UInt64(ProcessAccounting.monotonicSeconds() * 1000)
        guard ms >= last + 100 else { return false }
        last = ms
        return true
    }
}
