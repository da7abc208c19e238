import Foundation

/// The scene that holds the app's windows, as UIKit's `UIWindowScene`.
///
/// Code that reaches the window, orientation or status bar through the scene
/// (`view.window?.windowScene?.interfaceOrientation`,
/// `windowScene.statusBarManager?.statusBarFrame.height`) works unchanged.
open class UIWindowScene: UIScene {
    /// Made by the environment.
    override init() { super.init() }

    /// The screen the scene is on.
    open var screen: UIScreen { UIKitEnvironment.current.screen }

    /// The scene's windows, back to front.
    open var windows: [UIWindow] { UIKitEnvironment.current.windows }

    /// The scene's key window.
    open var keyWindow: UIWindow? { UIKitEnvironment.current.keyWindow }

    /// The orientation of the interface.
    open var interfaceOrientation: UIInterfaceOrientation { UIKitEnvironment.current.interfaceOrientation }

    /// The scene's traits (those of the screen).
    open var traitCollection: UITraitCollection { UITraitCollection.current(for: screen) }

    /// The status bar of the scene: the key window's (see `UIWindow.statusBarManager`).
    open var statusBarManager: UIStatusBarManager? { (keyWindow ?? windows.last)?.statusBarManager }
}

extension UIWindow {
    /// The scene the window belongs to: the environment's one window scene.
    var baseWindowScene: UIWindowScene? {
        get { UIKitEnvironment.current.windowScene }
        set {}
    }

    /// Creates a window covering the scene's screen, as a scene delegate does.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }
}
