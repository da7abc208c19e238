import Foundation

/// A blur of what lies behind, as UIKit's `UIBlurEffect`, in one of the system's styles.
///
/// Unlike UIKit, nothing is blurred: a bar appearance with a blur effect draws its style's
/// material as a flat translucent color (light or dark), which is how the compositor shows
/// UIKit's default bar.
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
