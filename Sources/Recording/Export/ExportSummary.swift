/// What an export wrote: the format, where, which simulated frames and how many output frames.
package struct ExportSummary: Equatable, Sendable {
    /// The format written.
    package var format: ExportFormat
    /// The file or folder written.
    package var output: String
    /// The simulated frames covered, both ends included.
    package var frames: ClosedRange<Int>
    /// How many frames the output holds (tiles for a contact sheet).
    package var outputFrames: Int
    /// The size of the exported pictures in pixels (before any padding to even sizes).
    package var width: Int
    /// See `width`.
    package var height: Int
    /// Contact sheet only: the most tiles it held at once (one row at most, whatever the session).
    package var heldTiles: Int?
    /// The output's time, in 60 Hz frames from the session's start: as lived (idle time held),
    /// or with idle time skipped. Nil: the simulated frames' own time (`frames`).
    package var time: ClosedRange<Int>?
    /// How much of `time` is held idle time, in 60 Hz frames.
    package var idleFramesHeld = 0
    /// How much recorded idle time within the frames was skipped (`--skip-idle`), in 60 Hz frames.
    package var idleFramesSkipped = 0

    /// How many simulated frames in which nothing moved were shown by the frame before them
    /// instead of being replayed (as `verify` skips them; no picture is drawn for them).
    package var stillFramesSkipped = 0

    /// A summary of an export of `frames` to `output`.
    package init(format: ExportFormat, output: String, frames: ClosedRange<Int>, outputFrames: Int, width: Int, height: Int) {
        self.format = format
        self.output = output
        self.frames = frames
        self.outputFrames = outputFrames
        self.width = width
        self.height = height
    }

    /// One line for the terminal, e.g. `wrote out.mp4: mp4, 106 frames (frames 0–105, 0:00.00–0:01.75), 375x667`,
    /// with `, 6.00 s of it idle` or `, 6.00 s idle skipped` when the session was idle.
    package var description: String {
        let what = format == .sheet ? "\(outputFrames) tiles" : "\(outputFrames) frames"
        let time = self.time ?? frames
        var idle = ""
        if idleFramesHeld > 0 { idle = ", \(ExportTimeFormat.seconds(frame: idleFramesHeld)) of it idle" }
        if idleFramesSkipped > 0 { idle = ", \(ExportTimeFormat.seconds(frame: idleFramesSkipped)) idle skipped" }
        return "wrote \(FileNameText.shown(output)): \(format.rawValue), \(what) (frames \(frames.lowerBound)–\(frames.upperBound), "
            + "\(ExportTimeFormat.clock(frame: time.lowerBound))–\(ExportTimeFormat.clock(frame: time.upperBound))\(idle)), \(width)x\(height)"
    }
}
