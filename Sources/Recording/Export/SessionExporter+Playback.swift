import Simulator
@_spi(TransitionLab) import UIKit

/// What playing a session into an export's sink gave: the pictures' size, how many were
/// written and how many still frames they stood for without being replayed.
struct ExportPlayback {
    /// The size of the first picture written (every one has it).
    var size = (width: 0, height: 0)
    /// Pictures handed to the sink.
    var written = 0
    /// Frames where nothing moved, shown by the picture before them and never replayed.
    var stillFrames = 0
}

extension SessionExporter {
    /// Replays the session (its app made by `makeRoot`) from launch to the last frame of `range`,
    /// handing the sink each picture that shows a frame of `range` (at `time` on `timeline`)
    /// and calling `progress` after each tick; the review page also gets the timeline's marks.
    func play(into sink: ExportSink, range: ClosedRange<Int>, time: ClosedRange<Int>, timeline: ExportTimeline,
              makeRoot: (SessionHeader) -> UIViewController?, progress: (_ done: Int, _ total: Int) -> Void) throws -> ExportPlayback {
        var played = ExportPlayback()
        var marks: [TimelineMark] = []
        let session: SimulatorSession
        do {
            session = try SessionReplayer.launch(file, makeRoot: makeRoot)
        } catch {
            throw ExportError.replayFailed("cannot replay the session: \(error)")
        }
        let replayer = SessionReplayer(file: file, session: session)
        let device = session.device
        // The review page shows the replay window's marks: the transitions' reports as they come.
        let observation = !(sink is ReviewPage) ? nil : device.environment.addTransitionActivityObserver { [unowned device] activity in
            marks.append(ReplayTimeline.mark(activity, frame: device.frameCount))
        }
        func capture() throws {
            let number = device.frameCount
            guard range.contains(number) else { return }
            // The frames ahead where nothing moves (`--skip-idle` semantics, as `verify`
            // skips them): shown by this picture, never replayed nor drawn again. A day-long
            // file whose end mark is hours after its last input exports at once (issue 33).
            let still = replayer.skipIdleFrames(limit: range.upperBound + 1)
            played.stillFrames += still
            // The output frames this picture stands for, cut to the exported time.
            let span = (timeline.span(of: number).lowerBound...timeline.span(of: number + still).upperBound).clamped(to: time)
            let shownAt = (span.lowerBound - time.lowerBound)...(span.upperBound - time.lowerBound)
            guard sink.wantsFrame(shownAt: shownAt) else { return }
            let image = options.framed ? session.phonePicture() : device.screen
            let transition = device.run { device.environment.transitionProgress }
            let snapshot = sink is ReviewPage ? session.interactiveTransitionSnapshot : nil
            try sink.write(ExportFrame(number: number, image: image, progress: transition, snapshot: snapshot, shownAt: shownAt,
                                       stillFrames: still))
            if played.written == 0 { played.size = (image.width, image.height) }
            played.written += 1
        }
        try capture()
        progress(range.contains(device.frameCount) ? 1 : 0, range.count)
        // Ticks one at a time rather than `playToEnd`, so an export ending early stops there.
        while device.frameCount < range.upperBound {
            // Before the range, still frames are skipped up to its first frame, which is drawn.
            if device.frameCount < range.lowerBound { played.stillFrames += replayer.skipIdleFrames(limit: range.lowerBound) }
            let before = device.frameCount
            session.tick()
            guard device.frameCount != before else {
                throw ExportError.replayFailed("the replay stopped at frame \(before) (paused with no input to go on), "
                                               + "before frame \(range.upperBound)")
            }
            try capture()
            progress(max(0, device.frameCount - range.lowerBound + 1), range.count)
        }
        // The session's tick hook holds the replayer unowned; it must live until the last tick.
        withExtendedLifetime(replayer) {}
        if let observation { device.environment.removeTransitionActivityObserver(observation) }
        if let page = sink as? ReviewPage {
            // Input marks first, then transitions, each in frame order (as the replay window sorts them).
            page.marks = (ReplayTimeline.inputMarks(of: file, in: range) + marks).enumerated()
                .sorted { ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset) }.map(\.element)
                .filter { range.contains($0.frame) }
        }
        // A file changed in place while it was read played lines that were never checked.
        if let problem = file.lines.problem { throw ExportError.replayFailed(problem.message) }
        return played
    }
}
