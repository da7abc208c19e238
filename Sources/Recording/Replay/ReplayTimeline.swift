import Foundation
import UIKit

/// What a replay engine learned by playing a session through once: how long it is and its marks.
package struct ReplayTimeline: Equatable, Codable, Sendable {
    /// The last frame of the session (frames run from 0 to this).
    package var lastFrame: Int
    /// The marks, in frame order.
    package var marks: [TimelineMark]
    /// The frames state was kept at, from which any frame is reached by playing forward.
    package var checkpointFrames: [Int]

    /// Creates a timeline.
    package init(lastFrame: Int, marks: [TimelineMark] = [], checkpointFrames: [Int] = []) {
        self.lastFrame = lastFrame
        self.marks = marks
        self.checkpointFrames = checkpointFrames
    }

    /// The first mark after `frame`, if any.
    package func nextMark(after frame: Int) -> TimelineMark? {
        marks.first { $0.frame > frame }
    }

    /// The last mark before `frame`, if any.
    package func previousMark(before frame: Int) -> TimelineMark? {
        marks.last { $0.frame < frame }
    }

    /// The marks a session's inputs make on their own (touches and rotations), without playing
    /// it: all of them, or those of the frames in `frames`.
    static func inputMarks(of file: SessionFile, in frames: ClosedRange<Int>? = nil) -> [TimelineMark] {
        // The lines are read where they are: a file of many moves makes no array of its inputs.
        let lines = file.lines
        let first = frames.map { lines.firstIndex(atOrAfterFrame: $0.lowerBound) } ?? 0
        let last = frames.map { lines.firstIndex(atOrAfterFrame: $0.upperBound + 1) } ?? lines.count
        return lines[first..<last].compactMap { line in
            guard case .event(let frame, let event) = line else { return nil }
            switch event {
            case .touch(.began, _, 0): return TimelineMark(frame: frame, kind: .touchDown)
            case .touch(.ended, _, 0), .touch(.cancelled, _, 0): return TimelineMark(frame: frame, kind: .touchUp)
            case .command(.rotateLeft), .command(.rotateRight): return TimelineMark(frame: frame, kind: .rotation)
            default: return nil
            }
        }
    }

    /// The mark a transition report makes at `frame`.
    static func mark(_ activity: TransitionActivity, frame: Int) -> TimelineMark {
        let kind: TimelineMark.Kind
        switch activity.phase {
        case .began: kind = .transitionBegan
        case .finished: kind = .transitionFinished
        case .cancelled: kind = .transitionCancelled
        }
        return TimelineMark(frame: frame, kind: kind, detail: activity.kind.rawValue)
    }
}
