import Foundation

/// The timing of an animation as a cubic Bezier curve, as UIKit's `UICubicTimingParameters`.
///
/// The curve runs from (0, 0) to (1, 1); x is the fraction of time, y the fraction of the
/// change. The standard curves are those of `UIView.AnimationCurve`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, NSCopying {
    /// The standard curve, when the parameters were made from one (`.easeInOut` otherwise).
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    open private(set) var controlPoint1: CGPoint
    /// The second control point.
    open private(set) var controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// Creates the default ease-in-ease-out curve.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// Creates the parameters of a standard curve.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = UICubicTimingParameters.controlPoints(of: curve)
        controlPoint1 = points.0
        controlPoint2 = points.1
        isBuiltin = true
        super.init()
    }

    /// Creates a custom curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    /// `.builtin` for a standard curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// These parameters.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// A copy with the same curve.
    open func copy(with zone: NSZone? = nil) -> Any {
        isBuiltin ? UICubicTimingParameters(animationCurve: animationCurve)
            : UICubicTimingParameters(controlPoint1: controlPoint1, controlPoint2: controlPoint2)
    }

    /// The Core Animation timing function with these control points.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }

    private static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: return (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: return (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: return (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
    }
}
