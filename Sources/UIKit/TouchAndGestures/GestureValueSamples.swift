import Foundation

/// Recent (time, value) samples of one measured quantity of a gesture (the distance between two
/// fingers, the angle of the line through them), for velocities: the change over the samples of
/// the last 0.1 s divided by their time span, as `UIPanGestureRecognizer.velocity(in:)` measures.
struct GestureValueSamples {
    /// How far back samples count, in seconds.
    static let window: TimeInterval = 0.1
    private var samples: [(time: TimeInterval, value: CGFloat)] = []

    /// Records `value` at `time` (event timestamps, so media time).
    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        // Fingers moving in one frame arrive as separate events with one timestamp: the value
        // at that instant is the last one.
        if let last = samples.last, last.time == time { samples.removeLast() }
        samples.append((time, value))
        // A few beyond the window are enough to know its span; older ones are useless.
        if samples.count > 12 { samples.removeFirst(samples.count - 12) }
    }

    /// Forgets every sample.
    mutating func removeAll() { samples.removeAll() }

    /// The rate of change per second over the last 0.1 s of samples (0 with fewer than two
    /// samples, or when the value rested longer than that before the newest one).
    var ratePerSecond: CGFloat {
        guard let newest = samples.last else { return 0 }
        let recent = samples.filter { newest.time - $0.time <= Self.window + 1e-9 }
        guard let oldest = recent.first, newest.time > oldest.time else { return 0 }
        return (newest.value - oldest.value) / CGFloat(newest.time - oldest.time)
    }
}
