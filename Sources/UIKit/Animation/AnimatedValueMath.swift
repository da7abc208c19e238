import Foundation

/// The arithmetic UIKit's additive animations need on layer property values, as
/// `CALayer.value(forKeyPath:)` returns them (CGFloat, CGPoint, CGSize, CGRect, CATransform3D,
/// CGColor, or nil for no color).
///
/// QuartzCore's own value type is internal to it, so UIKit works on the boxed values.
enum AnimatedValueMath {
    /// The properties a `UIView` animation block animates; others (booleans, contents, paths,
    /// gravity) change at once, as in UIKit.
    static let animatableKeys: Set<String> = [
        "bounds", "position", "zPosition", "anchorPoint", "anchorPointZ", "transform", "sublayerTransform",
        "opacity", "cornerRadius", "backgroundColor", "borderWidth", "borderColor", "shadowColor",
        "shadowOpacity", "shadowRadius", "shadowOffset", "contentsRect", "blurRadius",
    ]

    /// The key paths one property change is animated under. As UIKit does since iOS 8, bounds
    /// are animated as "bounds.origin" and "bounds.size", so that additive sizes may go negative.
    static func keyPaths(forKey key: String) -> [String] {
        key == "bounds" ? ["bounds.origin", "bounds.size"] : [key]
    }

    /// Whether two values are the same (so a change needs no animation).
    static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (x as CGFloat, y as CGFloat): return x == y
        case let (x as CGPoint, y as CGPoint): return x == y
        case let (x as CGSize, y as CGSize): return x == y
        case let (x as CGRect, y as CGRect): return x == y
        case let (x as CATransform3D, y as CATransform3D): return x == y
        case let (x as CGColor, y as CGColor): return x == y
        default: return false
        }
    }

    /// `a - b` as an additive animation's offset (for transforms, the transform that turns `b`
    /// into `a` when applied first), or nil when the values cannot be animated additively
    /// (colors, or a transform to a singular matrix such as a zero scale).
    static func difference(_ a: Any?, _ b: Any?) -> Any? {
        switch (a, b) {
        case let (x as CGFloat, y as CGFloat): return x - y
        case let (x as CGPoint, y as CGPoint): return CGPoint(x: x.x - y.x, y: x.y - y.y)
        case let (x as CGSize, y as CGSize): return CGSize(width: x.width - y.width, height: x.height - y.height)
        case let (x as CATransform3D, y as CATransform3D):
            let inverse = CATransform3DInvert(y)
            // CATransform3DInvert returns its argument when there is no inverse.
            guard isNearlyIdentity(CATransform3DConcat(y, inverse)) else { return nil }
            return CATransform3DConcat(x, inverse)
        default: return nil
        }
    }

    /// The value that changes nothing when added: 0, the zero point or size, the identity.
    static func zero(like value: Any?) -> Any? {
        switch value {
        case is CGFloat: return CGFloat(0)
        case is CGPoint: return CGPoint.zero
        case is CGSize: return CGSize.zero
        case is CATransform3D: return CATransform3DIdentity
        default: return nil
        }
    }

    /// The value a fraction `f` of the way from `a` to `b` (linear; transforms by matrix
    /// entries, which is only used for offsets that are already close).
    static func interpolate(_ a: Any?, _ b: Any?, _ f: CGFloat) -> Any? {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
        switch (a, b) {
        case let (x as CGFloat, y as CGFloat): return mix(x, y)
        case let (x as CGPoint, y as CGPoint): return CGPoint(x: mix(x.x, y.x), y: mix(x.y, y.y))
        case let (x as CGSize, y as CGSize): return CGSize(width: mix(x.width, y.width), height: mix(x.height, y.height))
        case let (x as CGRect, y as CGRect):
            return CGRect(x: mix(x.minX, y.minX), y: mix(x.minY, y.minY), width: mix(x.width, y.width), height: mix(x.height, y.height))
        default: return f < 1 ? a : b
        }
    }

    private static func isNearlyIdentity(_ t: CATransform3D) -> Bool {
        let entries: [CGFloat] = [t.m11 - 1, t.m12, t.m13, t.m14, t.m21, t.m22 - 1, t.m23, t.m24,
                                  t.m31, t.m32, t.m33 - 1, t.m34, t.m41, t.m42, t.m43, t.m44 - 1]
        return entries.allSatisfy { $0.isFinite && abs($0) < 1e-6 }
    }
}
