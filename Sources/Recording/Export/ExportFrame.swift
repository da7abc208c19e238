import Raster
import UIKit

/// One frame on its way to an export: which simulated frame it is, its picture, and the
/// transition running at it.
package struct ExportFrame {
    /// The simulated frame number (0 at launch).
    package let number: Int
    /// The picture: the device's screen, or the framed phone with `--framed`.
    package let image: Bitmap
    /// How far the front-most running transition is at this frame, or nil when none runs.
    package let progress: TransitionProgress?
    /// What the interactive transition reports at this frame (percent, the finger's velocity,
    /// what a release would decide), or nil when none runs: what the gesture overlay shows.
    package let snapshot: InteractiveTransitionSnapshot?

    /// The output frames (60 Hz, offsets from the export's first) this picture stands for: one,
    /// or more when the session was idle after it (`ExportTimeline`); nil is one output frame.
    package let shownAt: ClosedRange<Int>?

    /// How many simulated frames after `number` look the same and are shown by this picture:
    /// frames where nothing moved, which the export did not replay (`SessionReplayer.skipIdleFrames`).
    /// Each shows for one output frame, at the end of `shownAt`; a sink writing one file or
    /// record per simulated frame writes them all, with this picture.
    package let stillFrames: Int

    /// A frame of `number` showing `image` with `progress` and `snapshot` for the output frames
    /// `shownAt`, and for the `stillFrames` simulated frames after it.
    package init(number: Int, image: Bitmap, progress: TransitionProgress?, snapshot: InteractiveTransitionSnapshot? = nil,
                shownAt: ClosedRange<Int>? = nil, stillFrames: Int = 0) {
        self.shownAt = shownAt
        self.stillFrames = max(0, stillFrames)
        self.number = number
        self.image = image
        self.progress = progress
        self.snapshot = snapshot
    }

    /// The simulated frame shown at output frame `offset` of `shownAt`: `number`, or one of the
    /// still frames after it (each the last output frames, one apiece).
    package func number(shownAt offset: Int) -> Int {
        guard let shownAt, stillFrames > 0 else { return number }
        return number + min(stillFrames, max(0, offset - (shownAt.upperBound - stillFrames)))
    }
}
