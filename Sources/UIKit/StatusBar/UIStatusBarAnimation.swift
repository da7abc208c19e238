import Foundation

/// How the status bar hides and shows when `setNeedsStatusBarAppearanceUpdate()` is called
/// inside an animation block, as UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation: the status bar appears or disappears at once.
    case none = 0
    /// The status bar fades in or out, with the block's timing.
    case fade = 1
    /// The status bar slides up out of the screen, or down into it, with the block's timing.
    case slide = 2
}
