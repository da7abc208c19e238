import Foundation

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
