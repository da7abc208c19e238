import Foundation

/// Whether a view's content flips for right-to-left languages, as UIKit's
/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    /// Flips with the language (the default).
    case unspecified
    /// Playback controls, which never flip.
    case playback
    /// Spatial controls (a D-pad), which never flip.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
