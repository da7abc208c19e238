import Foundation

/// The legacy style of a bar, as UIKit's `UIBarStyle`: light (default) or dark.
public enum UIBarStyle: Int, Sendable {
    /// A light bar with dark text.
    case `default` = 0
    /// A dark bar with light text.
    case black = 1
    /// A dark bar with light text (deprecated in UIKit; the same as `.black`).
    case blackTranslucent = 2
}

/// The bar heights a legacy background image is given for, as UIKit's `UIBarMetrics`.
///
/// Unlike UIKit, the bar is never compact here, so only `.default` images are drawn.
public enum UIBarMetrics: Int, Sendable {
    /// The standard height.
    case `default` = 0
    /// The compact height (a phone in landscape).
    case compact = 1
    /// The standard height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
