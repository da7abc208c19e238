import Foundation

/// How a view controller is shown modally, as UIKit's `UIModalPresentationStyle`.
///
/// Transition contexts report theirs; navigation transitions report `.none`.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen; the views below are removed after the transition.
    case fullScreen = 0
    /// A card that leaves the top of the presenter visible (in compact width an iOS 13 card over
    /// the presenter shrunk behind it).
    case pageSheet = 1
    /// A centered card (in compact width the same card as `.pageSheet`).
    case formSheet = 2
    /// Covers the controller that defines the presentation context.
    case currentContext = 3
    /// Shown by a custom presentation controller.
    case custom = 4
    /// Covers the screen, keeping the views below.
    case overFullScreen = 5
    /// Covers the presentation context, keeping the views below.
    case overCurrentContext = 6
    /// A popover (full screen in compact width).
    case popover = 7
    /// No modal presentation (navigation transitions).
    case none = -1
    /// The system's choice: a page sheet, as on iOS 13 and later.
    case automatic = -2
}
