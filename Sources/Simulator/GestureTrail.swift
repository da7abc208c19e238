import Foundation
import UIKit

/// One finger's trail in the gesture overlay (`GestureOverlay`): its recent positions in
/// screen points, oldest first, with the media time each was recorded at.
struct GestureTrail {
    /// The points kept, oldest first.
    private(set) var points: [(time: CFTimeInterval, point: CGPoint)] = []
    /// Whether a point was ever recorded at an earlier time than the one before it (a clock
    /// that went back): the trail is then no longer in time order, and is pruned point by point.
    private var timesGoBack = false

    /// Records the finger at `point` at media time `time`, forgetting points more than
    /// `duration` seconds older.
    mutating func record(_ point: CGPoint, at time: CFTimeInterval, keeping duration: CFTimeInterval) {
        if let last = points.last, last.time > time { timesGoBack = true }
        points.append((time, point))
        // Points come in time order, so the forgotten ones are the oldest: found from the front,
        // and nothing is scanned while the oldest is still shown. Scanning the whole trail at
        // every point made a file of many moves on one frame replay in quadratic time (issue 33).
        guard timesGoBack else {
            guard let first = points.first, time - first.time > duration else { return }
            let stale = points.firstIndex { time - $0.time <= duration } ?? points.count
            points.removeFirst(stale)
            return
        }
        points.removeAll { time - $0.time > duration }
    }

    /// The points still visible at media time `now`.
    func visible(at now: CFTimeInterval, keeping duration: CFTimeInterval) -> [(time: CFTimeInterval, point: CGPoint)] {
        points.filter { now - $0.time <= duration && $0.time <= now + 1e-9 }
    }
}
