import Foundation

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
