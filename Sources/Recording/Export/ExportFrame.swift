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
    /// What the interactive transition reports at this frame (percent, the finger's velocity,
    /// what a release would decide), or nil when none runs: what the gesture overlay shows.
    public let snapshot: InteractiveTransitionSnapshot?

    /// The output frames (60 Hz, offsets from the export's first) this picture stands for: one,
    /// or more when the session was idle after it (`ExportTimeline`); nil is one output frame.
    public let shownAt: ClosedRange<Int>?

    /// A frame of `number` showing `image` with `progress` and `snapshot` for the output frames `shownAt`.
    public init(number: Int, image: Bitmap, progress: TransitionProgress?, snapshot: InteractiveTransitionSnapshot? = nil,
                shownAt: ClosedRange<Int>? = nil) {
        self.shownAt = shownAt
        self.number = number
        self.image = image
        self.progress = progress
        self.snapshot = snapshot
    }
}
