import Foundation

extension AnimationValue {
    /// Unboxes the structures iOS code wraps in `NSValue` for animations
    /// (`animation.toValue = NSValue(caTransform3D: t)`); nil for any other box.
    init?(boxed value: NSValue) {
        switch String(cString: value.objCType) {
        case "{CGPoint=dd}", "{_NSPoint=dd}": self = .point(value.pointValue)
        case "{CGSize=dd}", "{_NSSize=dd}": self = .size(value.sizeValue)
        case "{CGRect={CGPoint=dd}{CGSize=dd}}", "{_NSRect={_NSPoint=dd}{_NSSize=dd}}": self = .rect(value.rectValue)
        case NSValue.transform3DType: self = .transform(value.caTransform3DValue)
        case NSValue.affineType: self = .transform(CATransform3DMakeAffineTransform(value.cgAffineTransformValue))
        default: return nil
        }
    }
}
