import UIKit

/// A page's settings for the full-screen pop gesture and its bar, FDFullscreenPopGesture's
/// per-page properties under their library names.
///
/// Unlike FDFullscreenPopGesture, which adds these to every `UIViewController` through a
/// category with associated objects and swizzles `viewWillAppear:` to apply the bar setting,
/// a page opts in by conforming (Swift on Linux has no Objective-C runtime): declare the
/// properties you change as stored `var`s, the others keep the defaults below. Pages that do
/// not conform behave as FD's defaults. `STMNavigationController` reads them: the full-screen
/// pan's delegate before the pan begins, and the transition proxy before a page is shown.
package protocol FullscreenPopGestureSettings: AnyObject {
    /// Whether the full-screen pop is turned off on this page (FD's `fd_interactivePopDisabled`).
    var fd_interactivePopDisabled: Bool { get }
    /// Whether the navigation bar is hidden while this page is shown (FD's
    /// `fd_prefersNavigationBarHidden`); the controller hides or shows it before each page.
    var fd_prefersNavigationBarHidden: Bool { get }
    /// How far from the left edge the pan may start, in points; 0 (the default) for anywhere
    /// on the page (FD's `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`).
    var fd_interactivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat { get }
}

extension FullscreenPopGestureSettings {
    /// The pop is allowed by default.
    package var fd_interactivePopDisabled: Bool { false }
    /// The bar is shown by default.
    package var fd_prefersNavigationBarHidden: Bool { false }
    /// The pan may start anywhere by default.
    package var fd_interactivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat { 0 }
}

extension UIViewController {
    /// This page's settings, or FD's defaults (nil) when it does not adopt them.
    var fullscreenPopSettings: FullscreenPopGestureSettings? { self as? FullscreenPopGestureSettings }
}
