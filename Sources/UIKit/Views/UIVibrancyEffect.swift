import Foundation

/// Content made vivid over a blur, as UIKit's `UIVibrancyEffect`.
///
/// Unlike UIKit, vibrancy changes nothing: a `UIVisualEffectView` with a vibrancy effect shows
/// its content view as it is, over whatever is behind.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrant content sits on.
    public let blurEffect: UIBlurEffect

    /// Creates vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }

    /// Creates vibrancy of a given style for content over `blurEffect`; the style is ignored.
    public convenience init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.init(blurEffect: blurEffect)
    }
}

/// The strengths of vibrant content, as UIKit's `UIVibrancyEffectStyle` (accepted, not drawn).
public enum UIVibrancyEffectStyle: Int, Sendable {
    /// Primary labels.
    case label
    /// Secondary labels.
    case secondaryLabel
    /// Tertiary labels.
    case tertiaryLabel
    /// Quaternary labels.
    case quaternaryLabel
    /// Fills.
    case fill
    /// Secondary fills.
    case secondaryFill
    /// Tertiary fills.
    case tertiaryFill
    /// Separators.
    case separator
}
