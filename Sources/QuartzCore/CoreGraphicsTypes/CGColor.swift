import Foundation
import Raster

/// A color in device RGB with straight (unpremultiplied) components, as Core Graphics' `CGColor`.
///
/// Unlike Core Graphics, there are no color spaces: every color is sRGB-like device RGB and
/// `components` always holds four values (red, green, blue, alpha).
public final class CGColor: Hashable, CustomStringConvertible {
    /// Red, green, blue and alpha, each 0...1, alpha not premultiplied.
    public let components: [CGFloat]?

    /// Creates a color from straight RGBA components in 0...1 (values outside are clamped).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { min(1, max(0, $0)) }
    }

    /// Creates a gray color.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Creates a color from straight sRGB components (Apple's `init(srgbRed:green:blue:alpha:)`).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The alpha component.
    public var alpha: CGFloat { components![3] }

    /// Number of components (always 4).
    public var numberOfComponents: Int { 4 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        let c = components!
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The color as a premultiplied pixel, with `opacity` multiplied into alpha.
    public func premultiplied(opacity: Double = 1) -> RGBA8 {
        let c = components!
        return RGBA8(red: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]) * opacity)
    }

    /// Colors are equal when their components are equal.
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    /// The components as `CGColor(r, g, b, a)`.
    public var description: String {
        let c = components!.map { String(format: "%.3g", Double($0)) }
        return "CGColor(\(c.joined(separator: ", ")))"
    }
}
