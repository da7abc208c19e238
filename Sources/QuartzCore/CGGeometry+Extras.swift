import Foundation

// Core Graphics geometry that UIKit code uses and Foundation on Linux lacks. Foundation already
// provides CGFloat, CGPoint, CGSize, CGRect (with integral, standardized, insetBy, offsetBy,
// union, intersection, divided(atDistance:from:)) and CGRectEdge; only what is missing is added.
// The `applying(_:)` methods live with CGAffineTransform.

/// A structure that contains a two-dimensional vector, as Core Graphics'.
///
/// UIKit uses it for spring velocities (`UISpringTimingParameters(dampingRatio:initialVelocity:)`)
/// and SpriteKit-style physics. Encoded as an unkeyed pair (dx, dy), like Apple's overlay.
public struct CGVector: Hashable, Codable, Sendable {
    /// The x component of the vector.
    public var dx: CGFloat
    /// The y component of the vector.
    public var dy: CGFloat

    /// Creates a vector whose components are both zero.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector with components specified as floating-point values.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates a vector with components specified as Doubles.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector with components specified as integers.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    /// Decodes the components from an unkeyed container (dx, dy).
    public init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let dx = try container.decode(CGFloat.self)
        let dy = try container.decode(CGFloat.self)
        self.init(dx: dx, dy: dy)
    }

    /// Encodes the components into an unkeyed container (dx, dy).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(dx)
        try container.encode(dy)
    }
}

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
