/// What an export writes and which part of the session: the settings of `transition-lab export`.
package struct ExportOptions: Equatable, Sendable {
    /// The file or folder written.
    package var output: String
    /// The format; nil means the one `output`'s extension asks for.
    package var format: ExportFormat?
    /// Whether frames show the framed phone (`SimulatorSession.phonePicture()`: body, finger
    /// circle, gesture trail) instead of the screen alone; the window's marks are never in them.
    package var framed = false
    /// Where the export starts (seconds of output time, as lived unless `skipIdle`, or a
    /// simulated frame; `ExportTimeline.range`); nil is launch (frame 0).
    package var from: ExportPosition?
    /// Where the export ends, included (as `from`; a frame number ends after its idle time); nil
    /// is the session's end.
    package var to: ExportPosition?
    /// Contact sheet: tiles per row (default 4).
    package var columns: Int?
    /// Contact sheet: one tile every this many 60 Hz frames of output time (as lived unless
    /// `skipIdle`; default: 16 tiles spread evenly).
    package var every: Int?
    /// Contact sheet: how many tiles, spread evenly (default 16; `every` wins when both are set).
    package var tiles: Int?
    /// Whether the output replaces what is at its path (`--force`): a regular file, or for
    /// frames the regular files named as its frames; otherwise the export refuses an output
    /// that exists, and claims each name only while it is free.
    package var replacing = false
    /// The most PNG files, contact sheet tiles or review page frames the export may hold; nil is
    /// the format's default (`ExportFormat.defaultMaxFrames`). An export over it is refused
    /// before anything is replayed (`--max-frames`).
    package var maxFrames: Int?
    /// Whether idle time is played at once (`--skip-idle`) instead of held as it was lived.
    package var skipIdle = false
    /// Where to look for ffmpeg, PATH-style; nil is the environment's PATH.
    package var ffmpegSearchPath: String?

    /// Options writing `output` in the format its extension names, the whole session, unframed.
    package init(output: String, format: ExportFormat? = nil) {
        self.output = output
        self.format = format
    }

    /// The format written: the one given, else the one `output`'s extension asks for.
    package func resolvedFormat() throws -> ExportFormat {
        try format ?? ExportFormat.inferred(fromPath: output)
    }
}
