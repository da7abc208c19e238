import Foundation

/// A discrete recognizer for a quick stroke in one of the permitted directions, as UIKit's
/// `UISwipeGestureRecognizer`: it is recognized while the fingers are still moving, as soon as
/// the stroke is long enough, and sends its actions once.
///
/// Apple documents the rule only loosely ("far enough", "fast or slow", "directional
/// precision"); the thresholds here are TransitionLab's choice, measured on the fingers'
/// centroid from where the last required finger touched down:
/// - long enough: at least `minimumDistance` (50 pt) along a permitted direction;
/// - fast enough: that distance is reached within `maximumDuration` (0.5 s, so at least
///   100 pt/s on average); a stroke still short at that time fails, on the media clock;
/// - mostly straight: once the centroid has moved 10 pt, its direction stays within
///   `maximumAngle` (30°) of a permitted direction, or the swipe fails.
/// Lifting before the stroke is long enough fails, as does a finger beyond
/// `numberOfTouchesRequired`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may take, as UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The bits (Apple's values).
        public let rawValue: UInt
        /// Creates directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Toward +x.
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward -x.
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward -y.
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward +y.
        public static let down = Direction(rawValue: 1 << 3)

        /// Each permitted direction with its unit vector in window coordinates (y down).
        var unitVectors: [CGVector] {
            var vectors: [CGVector] = []
            if contains(.right) { vectors.append(CGVector(dx: 1, dy: 0)) }
            if contains(.left) { vectors.append(CGVector(dx: -1, dy: 0)) }
            if contains(.up) { vectors.append(CGVector(dx: 0, dy: -1)) }
            if contains(.down) { vectors.append(CGVector(dx: 0, dy: 1)) }
            return vectors
        }
    }

    /// The permitted directions (`.right` by default, as in UIKit).
    open var direction: Direction = .right
    /// How many fingers must swipe together (1).
    open var numberOfTouchesRequired = 1

    /// How far the centroid must travel along a permitted direction, in points.
    public static let minimumDistance: CGFloat = 50
    /// How long after touch-down the stroke may take to become long enough, in seconds.
    public static let maximumDuration: TimeInterval = 0.5
    /// How far the stroke may turn away from a permitted direction, in radians (30°).
    public static let maximumAngle: CGFloat = .pi / 6
    /// How far the centroid moves before its direction is judged, in points.
    static let directionHysteresis: CGFloat = 10

    private var startCentroid: CGPoint?
    private let timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            fail()
        } else if numberOfTouches == numberOfTouchesRequired {
            // The stroke is measured from the moment every required finger is down.
            startCentroid = centroidInWindow(of: trackedTouches)
            timer.schedule(at: event.timestamp + Self.maximumDuration) { [weak self] in self?.fail() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, !timer.fireIfDue(at: event.timestamp), let start = startCentroid else { return }
        let now = centroidInWindow(of: trackedTouches)
        let moved = CGVector(dx: now.x - start.x, dy: now.y - start.y)
        let length = hypot(moved.dx, moved.dy)
        guard length > Self.directionHysteresis else { return }
        let aligned = direction.unitVectors.filter { unit in
            let along = moved.dx * unit.dx + moved.dy * unit.dy
            return along > 0 && acos(min(1, along / length)) <= Self.maximumAngle
        }
        if aligned.isEmpty {
            fail()
        } else if aligned.contains(where: { moved.dx * $0.dx + moved.dy * $0.dy >= Self.minimumDistance }) {
            timer.cancel()
            state = .ended
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // A lift before the stroke was long enough: not a swipe.
        fail()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fail()
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        startCentroid = nil
    }

    private func fail() {
        timer.cancel()
        if state == .possible { state = .failed }
    }
}
