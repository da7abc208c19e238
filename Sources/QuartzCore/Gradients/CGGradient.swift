import Foundation
import Raster

/// Colors at locations from 0 to 1, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`, as Core Graphics' `CGGradient`.
///
/// Colors are interpolated componentwise in straight RGBA, as Core Graphics does in an RGB
/// space (the space itself is not used: see `CGColorSpace`).
public final class CGGradient {
    /// The colors, in increasing location.
    public let colors: [CGColor]
    /// Where each color sits, 0...1.
    public let locations: [CGFloat]

    /// Creates a gradient from colors (`[a, b] as CFArray` of `CGColor`s) at `locations`
    /// (nil: spread evenly from 0 to 1), as Core Graphics' `init(colorsSpace:colors:locations:)`.
    /// Nil when the array is empty or holds something other than colors.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        self.colors = cgColors
        self.locations = Self.locations(locations, count: cgColors.count)
    }

    /// Creates a gradient from `count` colors given as components in `space` (red, green, blue,
    /// alpha for RGB; gray, alpha for gray), as Core Graphics'
    /// `init(colorSpace:colorComponents:locations:count:)`.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0, space.model == .rgb || space.model == .monochrome else { return nil }
        let stride = space.numberOfComponents + 1
        colors = (0..<count).compactMap { CGColor(colorSpace: space, components: components + $0 * stride) }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ pointer: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        if let pointer { return (0..<count).map { pointer[$0] } }
        return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
    }

    /// The gradient as Raster's stops, each color's alpha multiplied by `alpha`.
    package func fillStops(alpha: CGFloat = 1) -> [GradientFill.Stop] {
        zip(colors, locations).map { color, location in
            let c = color.components ?? [0, 0, 0, 0]
            return GradientFill.Stop(location: Double(location), red: Double(c[0]), green: Double(c[1]),
                                     blue: Double(c[2]), alpha: Double(c[3] * alpha))
        }
    }
}
