import Foundation

/// The names of Core Animation's predefined timing functions.
///
/// The raw values are those of Apple's `kCAMediaTimingFunction...` string constants.
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, Sendable {
    /// The name as a string.
    public var rawValue: String

    /// Creates a name from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a name from its string, without a label.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Linear pacing: the animation moves evenly over its duration (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Ease-in pacing: the animation begins slowly, then speeds up (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ease-out pacing: the animation begins quickly, then slows down (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Ease-in-ease-out pacing: slow at both ends, fast in the middle (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default timing function, used by most system animations (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A function that defines the pacing of an animation as a timing curve, as Core Animation's.
///
/// The curve is a cubic Bezier from (0, 0) to (1, 1) with two control points; it maps an input
/// time fraction x to an output fraction y by solving the curve for x (`solve(forInput:)`).
/// Two timing functions are equal when their control points are.
open class CAMediaTimingFunction: NSObject {
    /// The x and y of the two inner control points, as given.
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// The curve in polynomial form, computed once because animations solve it every frame.
    private let curve: BezierCurve

    /// Returns an initialized timing function modeled as a cubic Bezier curve using the
    /// specified control points.
    ///
    /// The end points are (0, 0) and (1, 1). Apple requires x values in [0, 1]; here x values
    /// outside that range are clamped into it when solving, so the curve stays a function of x.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.c1x = c1x; self.c1y = c1y; self.c2x = c2x; self.c2y = c2y
        // Widen through the shortest decimal form, so the 0.42 that was written is solved as
        // 0.42 rather than as Float's 0.41999998688697815; ease-in-ease-out is then exactly
        // symmetric and passes through (0.5, 0.5).
        func widen(_ value: Float) -> Double { Double(value.description) ?? Double(value) }
        curve = BezierCurve(x1: widen(c1x), y1: widen(c1y), x2: widen(c2x), y2: widen(c2y))
        super.init()
    }

    /// Creates a timing function configured with the predefined function `name`.
    ///
    /// An unknown name gives the linear function (Apple's raises an exception).
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes the x and y of control point `idx` (0 to 3) into `ptr[0]` and `ptr[1]`.
    ///
    /// Point 0 is (0, 0), points 1 and 2 are the ones given at creation, point 3 is (1, 1). As in
    /// Core Animation, an index outside 0...3 is a programming error.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        precondition((0...3).contains(idx), "CAMediaTimingFunction control point index must be 0...3")
        let point: (Float, Float) = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)][idx]
        ptr[0] = point.0
        ptr[1] = point.1
    }

    /// The output fraction y for the input fraction x, solving the Bezier curve for x to double
    /// precision.
    ///
    /// TransitionLab's addition; Core Animation evaluates the same curve internally. Inputs are
    /// clamped to [0, 1]. Newton's method from t = x converges in a few steps; where the slope is
    /// too flat for it, bisection (x(t) increases monotonically on [0, 1]) finishes the job.
    public func solve(forInput x: Double) -> Double {
        let t = curve.parameter(forX: min(1, max(0, x)))
        return curve.y(t)
    }

    /// dy/dx at the input fraction x: how fast the output moves relative to a linear curve.
    ///
    /// TransitionLab's addition, used to carry a finger's speed into a settling animation.
    public func slope(atInput x: Double) -> Double {
        let t = curve.parameter(forX: min(1, max(0, x)))
        let dx = curve.dx(t)
        guard abs(dx) > 1e-12 else { return curve.dy(t) >= 0 ? .infinity : -.infinity }
        return curve.dy(t) / dx
    }

    /// Whether `object` is a timing function with the same control points.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return (c1x, c1y, c2x, c2y) == (other.c1x, other.c1y, other.c2x, other.c2y)
    }

    /// A hash of the control points, consistent with `isEqual(_:)`.
    open override var hash: Int {
        var hasher = Hasher()
        for value in [c1x, c1y, c2x, c2y] { hasher.combine(value) }
        return hasher.finalize()
    }

    /// The control points, as in "CAMediaTimingFunction(0.42, 0, 0.58, 1)".
    open override var description: String {
        "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))"
    }
}

/// The polynomial form of a timing curve: x(t) = ((ax t + bx) t + cx) t, and y likewise.
private struct BezierCurve {
    let ax, bx, cx, ay, by, cy: Double

    init(x1 rawX1: Double, y1: Double, x2 rawX2: Double, y2: Double) {
        let x1 = min(1, max(0, rawX1)), x2 = min(1, max(0, rawX2))
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The curve parameter t in [0, 1] whose x(t) is `x`.
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let tolerance = 1e-14
        var t = x
        for _ in 0..<8 {
            let error = self.x(t) - x
            if abs(error) < tolerance { return t }
            let slope = dx(t)
            if abs(slope) < 1e-7 { break }
            let next = t - error / slope
            // Newton may leave [0, 1] near flat ends; bisection takes over from there.
            if next < 0 || next > 1 { break }
            t = next
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<100 {
            let value = self.x(t)
            if abs(value - x) < tolerance { return t }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
            if high - low < 1e-16 { break }
        }
        return t
    }
}
