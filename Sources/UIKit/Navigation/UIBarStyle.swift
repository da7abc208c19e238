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
