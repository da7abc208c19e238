import Foundation
import Overlays
import Simulator
@_spi(TransitionLab) import UIKit

extension ReviewBar {
    /// A bar `width` pixels wide at `scale` for a replay's `timeline`.
    package init(timeline: ReplayTimeline, width: Int, scale: Double) {
        self.init(lastFrame: timeline.lastFrame, marks: Self.marks(of: timeline), width: width, scale: scale)
    }

    /// Shows `timeline`'s length and marks (it grows while the engine indexes, and changes on a
    /// branch).
    package mutating func show(_ timeline: ReplayTimeline) {
        lastFrame = timeline.lastFrame
        marks = Self.marks(of: timeline)
    }

    /// The marks of `file` played on `device` by `play` (undrawn, as `record --resume` plays
    /// it): its touches and rotations, and the transitions the app began and ended meanwhile.
    package static func marks(of file: SessionFile, on device: Device, playing play: () -> Void) -> [Mark] {
        var transitions: [TimelineMark] = []
        let observation = device.environment.addTransitionActivityObserver { [unowned device] activity in
            transitions.append(ReplayTimeline.mark(activity, frame: device.frameCount))
        }
        play()
        device.environment.removeTransitionActivityObserver(observation)
        let all = (ReplayTimeline.inputMarks(of: file) + transitions).enumerated().sorted {
            ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset)
        }
        return marks(of: ReplayTimeline(lastFrame: file.lastFrame, marks: all.map(\.element)))
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
