/// Where an export's frames go: an ffmpeg encoder, a folder of PNGs or a contact sheet.
///
/// The exporter calls `write` for each frame the sink asked for (`wantsFrame`), in order, then
/// `finish` once; on any error it calls `abort`, which removes everything written so far, so a
/// failed export leaves no half-written output.
public protocol ExportSink: AnyObject {
    /// Whether the frame at `offset` from the range's first frame is part of the output.
    func wantsFrame(atOffset offset: Int) -> Bool
    /// Takes the next frame of the output.
    func write(_ frame: ExportFrame) throws
    /// Completes the output and puts it at its path.
    func finish() throws
    /// Removes whatever was written; safe to call at any point, and more than once.
    func abort()
}
