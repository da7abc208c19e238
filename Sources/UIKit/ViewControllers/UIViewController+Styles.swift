import Foundation

/// The look of the status bar's content, as UIKit's `UIStatusBarStyle`.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark or light content, chosen for the interface style (dark here: there is no dark mode).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How a view controller is shown modally, as UIKit's `UIModalPresentationStyle`.
///
/// Unlike UIKit, presentation itself is not implemented yet; the styles exist so transition
/// contexts can report theirs (navigation transitions report `.none`).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the whole screen; the views below are removed after the transition.
    case fullScreen = 0
    /// A card that leaves the top of the presenter visible (full screen in compact width).
    case pageSheet = 1
    /// A centered card (full screen in compact width).
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
    /// The system's choice (a page sheet on recent iOS).
    case automatic = -2
}

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
