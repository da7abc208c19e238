import Foundation

/// A geometric or numeric value whose parts can be checked for NaN and infinity.
protocol FiniteCheckable {
    /// Whether every part of the value is a finite number.
    var isAllFinite: Bool { get }
}

extension CGFloat: FiniteCheckable {
    var isAllFinite: Bool { isFinite }
}

extension Float: FiniteCheckable {
    var isAllFinite: Bool { isFinite }
}

extension Double: FiniteCheckable {
    var isAllFinite: Bool { isFinite }
}

extension CGPoint: FiniteCheckable {
    var isAllFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize: FiniteCheckable {
    var isAllFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect: FiniteCheckable {
    var isAllFinite: Bool { origin.isAllFinite && size.isAllFinite }
}

extension CATransform3D: FiniteCheckable {
    var isAllFinite: Bool {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].allSatisfy(\.isFinite)
    }
}

extension CALayer {
    /// Whether `value` may be stored in the property `key`: a NaN or infinite number would reach
    /// the compositor's integer pixel arithmetic, so it is refused, the property keeps its value,
    /// and a warning names the property (once per property and layer context).
    ///
    /// Unlike Core Animation, which stores such values and draws nothing or garbage, TransitionLab
    /// keeps the last good value, so one bad number cannot take the whole frame down.
    func acceptsValue<T: FiniteCheckable>(_ value: T, forKey key: String) -> Bool {
        guard !value.isAllFinite else { return true }
        if LayerContext.isBound {
            let context = LayerContext.current
            if context.reportedNonFiniteKeys.insert(key).inserted {
                CATransaction.warn("\(type(of: self)).\(key) set to a value that is not finite (\(value)); the value is ignored "
                                   + "and the property keeps \(key == "bounds" ? "its size" : "its last value") (reported once per property)")
            }
        }
        return false
    }
}
