import Foundation
import Overlays

extension ReviewBar {
    /// A bar `width` pixels wide at `scale` for a replay's `timeline`.
    public init(timeline: ReplayTimeline, width: Int, scale: Double) {
        self.init(lastFrame: timeline.lastFrame, marks: Self.marks(of: timeline), width: width, scale: scale)
    }

    /// Shows `timeline`'s length and marks (it grows while the engine indexes, and changes on a
    /// branch).
    public mutating func show(_ timeline: ReplayTimeline) {
        lastFrame = timeline.lastFrame
        marks = Self.marks(of: timeline)
    }

    /// The bar's marks for a timeline's: presentations and dismissals as one kind, whatever
    /// their end, both touch phases as touches.
    static func marks(of timeline: ReplayTimeline) -> [Mark] {
        timeline.marks.map { mark in
            let kind: Mark.Kind
            if mark.isPresentation {
                kind = .presentation
            } else {
                switch mark.kind {
                case .touchDown, .touchUp: kind = .touch
                case .transitionBegan: kind = .transitionBegan
                case .transitionFinished: kind = .transitionFinished
                case .transitionCancelled: kind = .transitionCancelled
                case .rotation: kind = .rotation
                }
            }
            return Mark(frame: mark.frame, kind: kind)
        }
    }
}
