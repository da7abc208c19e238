/// Where an export's frames go: an ffmpeg encoder, a folder of PNGs, a contact sheet or a
/// review page.
///
/// The exporter calls `write` for each frame the sink asked for (`wantsFrame`), in order, each
/// with the output frames it stands for (`ExportFrame.shownAt`: more than one when the session
/// was idle after it), then `finish` once; on any error it calls `abort`, which removes what
/// the sink created so far and nothing else, so a failed export leaves no half-written output
/// and takes nothing that was there before (docs/OUTPUTS.md, "Nothing lost").
package protocol ExportSink: AnyObject {
    /// Whether a picture standing for the output frames `span` (offsets from the export's first
    /// output frame, 60 Hz) is part of the output.
    func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool
    /// Takes the next frame of the output.
    func write(_ frame: ExportFrame) throws
    /// Completes the output and puts it at its path.
    func finish() throws
    /// Removes what this sink created (never a file it did not write); safe to call at any
    /// point, and more than once.
    func abort()
    /// How many frames the output holds so far (video frames, PNG files, tiles, or pictures'
    /// places on a review page).
    var outputFrameCount: Int { get }
}
