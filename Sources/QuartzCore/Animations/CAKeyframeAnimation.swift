import Foundation

/// How a keyframe animation moves between its values, as Core Animation's calculation modes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Key times spread so that the value changes at a constant rate.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Unlike Core Animation, interpolated like `.linear` (no Catmull-Rom spline).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Unlike Core Animation, interpolated like `.paced`.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values, as Core Animation's `CAKeyframeAnimation`.
///
/// A `path` moves a point property (`position`, say) along the path (see
/// CAKeyframeAnimation+Path.swift). Unlike Core Animation, there is no `rotationMode`.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// When each value is reached, as fractions 0...1 of the duration; nil spreads them evenly.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between two values; nil means linear.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow; when set, `values` are ignored.
    open var path: CGPath?

    /// Copies the keyframes besides the key path and timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values; copy.keyTimes = keyTimes; copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.path = path
    }

    private func resolvedValues() -> [AnimationValue] {
        (values ?? []).compactMap { AnimationValue($0) }
    }

    /// Key times for `count` values: given, or even, or (paced) proportional to distance.
    private func resolvedKeyTimes(_ values: [AnimationValue]) -> [Double] {
        let count = values.count
        if calculationMode == .paced || calculationMode == .cubicPaced {
            var lengths: [Double] = [0]
            for i in 1..<count { lengths.append(lengths[i - 1] + Self.distance(values[i - 1], values[i])) }
            if let total = lengths.last, total > 0 { return lengths.map { $0 / total } }
        }
        if let keyTimes, keyTimes.count == count { return keyTimes.map(\.doubleValue) }
        if calculationMode == .discrete {
            return (0..<count).map { Double($0) / Double(count) }
        }
        return (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }

    private static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        switch (a, b) {
        case let (.number(x), .number(y)): return abs(y - x)
        case let (.point(p), .point(q)): return Double(hypot(q.x - p.x, q.y - p.y))
        case let (.size(p), .size(q)): return Double(hypot(q.width - p.width, q.height - p.height))
        default: return 1
        }
    }

    override func animatedValue(at progress: AnimationProgress, current: AnimationValue) -> AnimationValue? {
        if let path, case .point = current {
            return pointAlong(path, at: pacedFraction(progress)).map { .point($0) }
        }
        let values = resolvedValues()
        guard let first = values.first else { return nil }
        if values.count == 1 { return first }
        let times = resolvedKeyTimes(values)
        // The overall timing function paces the whole timeline; per-segment functions pace each segment.
        let t = pacedFraction(progress)
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= t } ?? 0
            return values[index]
        }
        guard t > times[0] else { return values[0] }
        guard t < times[times.count - 1] else { return values[values.count - 1] }
        let segment = (0..<(times.count - 1)).first { t < times[$0 + 1] } ?? times.count - 2
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (t - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count {
            local = functions[segment].solve(forInput: local)
        }
        return values[segment].interpolated(to: values[segment + 1], fraction: local)
    }

    override func cycleDelta(current: AnimationValue) -> AnimationValue? {
        if let path, let first = path.segments.first?.points.first {
            return AnimationValue.point(path.currentPoint).subtracting(.point(first))
        }
        let values = resolvedValues()
        guard let first = values.first, let last = values.last else { return nil }
        return last.subtracting(first)
    }
}
