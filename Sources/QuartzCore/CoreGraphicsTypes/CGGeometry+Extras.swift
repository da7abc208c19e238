import Foundation

// Core Graphics geometry that UIKit code uses and Foundation on Linux lacks. Foundation already
// provides CGFloat, CGPoint, CGSize, CGRect (with integral, standardized, insetBy, offsetBy,
// union, intersection, divided(atDistance:from:)) and CGRectEdge; only what is missing is added.
// The `applying(_:)` methods live with CGAffineTransform, and CGVector in a file of its own.

extension CGPoint {
    /// Returns whether two points are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Returns whether two sizes are equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Returns whether two rectangles are equal in size and position (`CGRectEqualToRect`).
    ///
    /// As in Core Graphics, rectangles are compared after standardizing, so a rectangle with a
    /// negative width equals the same area described with a positive one.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        return standardized == rect2.standardized
    }
}
