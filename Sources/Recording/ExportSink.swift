import Raster
import UIKit

/// One frame on its way to an export: which simulated frame it is, its picture, and the
/// transition running at it.
public struct ExportFrame {
    /// The simulated frame number (0 at launch).
    public let number: Int
    /// The picture: the device's screen, or the framed phone with `--framed`.
    public let image: Bitmap
    /// How far the front-most running transition is at this frame, or nil when none runs.
    public let progress: TransitionProgress?

    /// A frame of `number` showing `image` with `progress`.
    public init(number: Int, image: Bitmap, progress: TransitionProgress?) {
        self.number = number
        self.image = image
        self.progress = progress
    }
}

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
