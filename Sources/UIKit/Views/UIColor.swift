import Foundation
import Raster

/// A color, as UIKit's `UIColor`: straight RGBA components in 0...1.
///
/// Unlike UIKit, there are no dynamic (light/dark) colors and no pattern colors; the system
/// colors use iOS's light-mode values.
open class UIColor: NSObject {
    /// The color as a Core Graphics color.
    public let cgColor: CGColor

    /// Creates a color from straight RGBA components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Wraps a Core Graphics color.
    public init(cgColor: CGColor) { self.cgColor = cgColor }

    /// Creates a color from hue, saturation and brightness, each 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = RGBA8.components(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(rgb.red), green: CGFloat(rgb.green), blue: CGFloat(rgb.blue), alpha: alpha)
    }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha)!)
    }

    /// Reads the RGBA components; always succeeds here.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.components!
        red?.pointee = c[0]; green?.pointee = c[1]; blue?.pointee = c[2]; alpha?.pointee = c[3]
        return true
    }

    /// Colors are equal when their components are.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    /// Hashes the components.
    open override var hash: Int { cgColor.hashValue }

    /// The components, for debugging.
    open override var description: String { "UIColor(\(cgColor.description.dropFirst(8))" }
}

extension UIColor {
    /// Opaque black.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white.
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// 33% gray.
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// 67% gray.
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// 50% gray.
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red.
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan.
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow.
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta.
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange.
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple.
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown.
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    /// iOS's system blue (light mode), the default tint.
    public static var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    /// iOS's system red (light mode).
    public static var systemRed: UIColor { UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }
    /// iOS's system green (light mode).
    public static var systemGreen: UIColor { UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1) }
    /// iOS's system orange (light mode).
    public static var systemOrange: UIColor { UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1) }
    /// iOS's system yellow (light mode).
    public static var systemYellow: UIColor { UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1) }
    /// iOS's system pink (light mode).
    public static var systemPink: UIColor { UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1) }
    /// iOS's system purple (light mode).
    public static var systemPurple: UIColor { UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1) }
    /// iOS's system teal (light mode).
    public static var systemTeal: UIColor { UIColor(red: 48.0 / 255, green: 176.0 / 255, blue: 199.0 / 255, alpha: 1) }
    /// iOS's system indigo (light mode).
    public static var systemIndigo: UIColor { UIColor(red: 88.0 / 255, green: 86.0 / 255, blue: 214.0 / 255, alpha: 1) }
    /// iOS's system gray (light mode).
    public static var systemGray: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
    /// iOS's grouped/secondary gray (light mode).
    public static var systemGray6: UIColor { UIColor(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1) }
    /// The page background (light mode: white).
    public static var systemBackground: UIColor { .white }
    /// The grouped page background (light mode).
    public static var systemGroupedBackground: UIColor { systemGray6 }
    /// Primary text (light mode: black).
    public static var label: UIColor { .black }
    /// Secondary text (light mode: 60% gray-blue).
    public static var secondaryLabel: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6) }
    /// Hairline separators (light mode).
    public static var separator: UIColor { UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29) }
}
