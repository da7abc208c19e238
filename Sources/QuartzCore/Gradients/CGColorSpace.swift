import Foundation

/// A color space, as Core Graphics' `CGColorSpace`: RGB or gray.
///
/// Unlike Core Graphics, there is no color management: every RGB space (device, sRGB,
/// Display P3, linear...) is drawn as device RGB and every gray space as device gray, so colors
/// made in any of them look the same. It exists so that code creating gradients and colors
/// with a color space compiles and draws.
public final class CGColorSpace: CustomStringConvertible {
    /// The space's name (`CGColorSpace.sRGB`...), nil for the device spaces.
    public let name: CFString?
    /// Whether the space is RGB or gray.
    public let model: CGColorSpaceModel

    init(name: CFString?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// Creates the named space; nil for a name Core Graphics does not define.
    public convenience init?(name: CFString) {
        if Self.rgbNames.contains(name) {
            self.init(name: name, model: .rgb)
        } else if Self.grayNames.contains(name) {
            self.init(name: name, model: .monochrome)
        } else {
            return nil
        }
    }

    /// The number of color components, alpha excluded: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// The space's name, or its model for the device spaces.
    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }

    /// The standard RGB space.
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    /// sRGB with components beyond 0...1.
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    /// sRGB primaries with a linear transfer function.
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    /// Display P3, the wide gamut of recent iPhones.
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    /// Generic RGB with a linear transfer function.
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    /// Gray with a 2.2 gamma.
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    /// Gray with a linear transfer function.
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    /// Gray with values beyond 0...1.
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"

    private static let rgbNames: [CFString] = [sRGB, extendedSRGB, linearSRGB, displayP3, genericRGBLinear,
                                               "kCGColorSpaceExtendedLinearSRGB", "kCGColorSpaceGenericRGB", "kCGColorSpaceAdobeRGB1998"]
    private static let grayNames: [CFString] = [genericGrayGamma2_2, linearGray, extendedGray, "kCGColorSpaceGenericGray"]
}

/// The device RGB space (Core Graphics' `CGColorSpaceCreateDeviceRGB()`).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    CGColorSpace(name: nil, model: .rgb)
}

/// The device gray space (Core Graphics' `CGColorSpaceCreateDeviceGray()`).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(name: nil, model: .monochrome)
}
