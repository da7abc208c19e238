import Foundation

/// The status bar's size and look for a window scene, as UIKit's `UIStatusBarManager`.
///
/// Its frame is the strip at the top of the screen the device's status bar takes: the top
/// safe-area inset in portrait; zero where the bar is hidden (notched phones in landscape).
open class UIStatusBarManager: NSObject {
    /// Made by the window scene.
    override init() { super.init() }

    /// The status bar's frame in screen coordinates.
    open var statusBarFrame: CGRect {
        let screen = UIKitEnvironment.current.screen
        guard !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    /// Whether the status bar is hidden: where the screen has no top inset for it.
    open var isStatusBarHidden: Bool { UIKitEnvironment.current.screen.safeAreaInsets.top <= 0 }

    /// The style of the status bar's content.
    open var statusBarStyle: UIStatusBarStyle {
        UIKitEnvironment.current.keyWindow?.rootViewController?.preferredStatusBarStyle ?? .default
    }
}
