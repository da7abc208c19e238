import Foundation

/// A blur of what lies behind, as UIKit's `UIBlurEffect`, in one of the system's styles.
///
/// A `UIVisualEffectView` blurs what is behind it by the style's radius and tints it with the
/// style's color. Unlike UIKit, the radii and tints are approximations of the system materials
/// (no vibrancy, no saturation boost, light appearance for the adaptive styles), and a bar
/// appearance with a blur effect draws its style's material as a flat translucent color.
open class UIBlurEffect: UIVisualEffect {
    /// The system's blur styles.
    public enum Style: Int, Sendable {
        /// A light blur lighter than the content.
        case extraLight
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// A blur that adapts to the interface style (light here).
        case regular
        /// A blur with a stronger tint (light here).
        case prominent
        /// The thinnest adaptive material.
        case systemUltraThinMaterial
        /// A thin adaptive material.
        case systemThinMaterial
        /// The default adaptive material.
        case systemMaterial
        /// A thick adaptive material.
        case systemThickMaterial
        /// The material of bars (UIKit's default bar background).
        case systemChromeMaterial
        /// The thinnest light material.
        case systemUltraThinMaterialLight
        /// A thin light material.
        case systemThinMaterialLight
        /// The default light material.
        case systemMaterialLight
        /// A thick light material.
        case systemThickMaterialLight
        /// The light material of bars.
        case systemChromeMaterialLight
        /// The thinnest dark material.
        case systemUltraThinMaterialDark
        /// A thin dark material.
        case systemThinMaterialDark
        /// The default dark material.
        case systemMaterialDark
        /// A thick dark material.
        case systemThickMaterialDark
        /// The dark material of bars.
        case systemChromeMaterialDark
    }

    /// The style of the blur.
    public let style: Style

    /// Creates a blur in a system style.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// How far the style blurs, in points (a Gaussian of standard deviation half this).
    var blurRadius: CGFloat {
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: return 16
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: return 22
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: return 34
        default: return 28
        }
    }

    /// The color laid over the blur.
    var tintColor: UIColor {
        let strength: CGFloat
        switch style {
        case .extraLight: return UIColor(white: 0.97, alpha: 0.82)
        case .light: return UIColor(white: 1, alpha: 0.3)
        case .dark: return UIColor(white: 0.11, alpha: 0.73)
        case .prominent: return UIColor(white: 0.95, alpha: 0.82)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: strength = 0.35
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: strength = 0.55
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: strength = 0.88
        default: strength = 0.72
        }
        return isDark ? UIColor(white: 0.12, alpha: strength) : UIColor(white: 0.98, alpha: strength)
    }

    /// Whether the style is one of the dark ones.
    var isDark: Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            return true
        default:
            return false
        }
    }
}
