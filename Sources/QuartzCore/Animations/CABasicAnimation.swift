import Foundation

/// An animation between two values of one property, as Core Animation's `CABasicAnimation`.
///
/// As in Core Animation: with only `toValue`, it runs from the current presentation value; with
/// only `fromValue`, to the current value; with `byValue`, relative to the other end; with
/// neither, between the previous and the current value of the property (implicit animations).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change from start to end, when one end is missing.
    open var byValue: Any?

    /// Copies the values besides the key path and timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue; copy.toValue = toValue; copy.byValue = byValue
    }

    /// The start and end values, resolved against the current presentation value as Core
    /// Animation does when ends are missing.
    func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue)? {
        let from = fromValue.flatMap { AnimationValue($0) }
        let to = toValue.flatMap { AnimationValue($0) }
        let by = byValue.flatMap { AnimationValue($0) }
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return (f, f.adding(b))
        case let (nil, t?, b?): return (t.subtracting(b), t)
        case let (nil, nil, b?): return (current, current.adding(b))
        case let (f?, nil, nil): return (f, current)
        case let (nil, t?, nil): return (current, t)
        case (nil, nil, nil): return nil
        }
    }

    /// The fraction of the way from start to end at `progress`; springs override it.
    func valueFraction(at progress: AnimationProgress) -> Double { pacedFraction(progress) }

    override func animatedValue(at progress: AnimationProgress, current: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return from.interpolated(to: to, fraction: valueFraction(at: progress))
    }

    override func cycleDelta(current: AnimationValue) -> AnimationValue? {
        guard let (from, to) = endpoints(current: current) else { return nil }
        return to.subtracting(from)
    }
}
