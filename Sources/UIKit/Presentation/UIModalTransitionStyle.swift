import Foundation

/// The built-in animation of a modal presentation, as UIKit's `UIModalTransitionStyle`.
public enum UIModalTransitionStyle: Int, Sendable {
    /// The new view slides up from the bottom.
    case coverVertical = 0
    /// A 3D flip around the vertical axis.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl revealing the view below.
    case partialCurl = 3
}
