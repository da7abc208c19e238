import Foundation

/// The root of a view hierarchy on screen, as UIKit's `UIWindow`.
open class UIWindow: UIView {
    /// The view controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { _rootViewController }
        set {
            let oldValue = _rootViewController
            _rootViewController = newValue
            guard rootViewController !== oldValue else { return }
            oldValue?.viewIfLoaded?.removeFromSuperview()
            installRootView()
            updateStatusBarAppearance(animated: false)
        }
    }
    private var _rootViewController: UIViewController?

    /// The status bar drawn over the window's content (see `UIWindow+StatusBar.swift`); made
    /// when the window is first shown.
    var statusBarStorage: StatusBarView?

    /// The window's level; higher windows are in front.
    open var windowLevel: CGFloat = 0

    /// Whether this is the key window.
    open var isKeyWindow: Bool { UIKitEnvironment.current.keyWindow === self }

    /// The screen the window is on.
    open var screen: UIScreen { UIKitEnvironment.current.screen }

    /// Creates a window covering the current screen.
    public convenience init() {
        self.init(frame: UIKitEnvironment.current.screen.bounds)
    }

    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
        let environment = UIKitEnvironment.current
        if !environment.windows.contains(where: { $0 === self }) { environment.windows.append(self) }
        environment.keyWindow = self
        isHidden = false
        installRootView()
        installStatusBarIfNeeded()
    }

    /// Makes the window key without changing its visibility.
    open func makeKey() {
        UIKitEnvironment.current.keyWindow = self
    }

    /// Lays out the window: keeps the status bar across its top (a rotation changes both).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeStatusBar()
    }

    private func installRootView() {
        guard let controller = rootViewController else { return }
        let view = controller.view!
        if view.superview !== self {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            controller.beginAppearanceTransitionIfNeeded(true)
            addSubview(view)
            controller.endAppearanceTransitionIfNeeded()
        }
    }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UIWindow+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// What the status bar shows now, as a window scene's `statusBarManager` in UIKit.
    open var statusBarManager: UIStatusBarManager? { baseStatusBarManager }
    /// The scene the window belongs to.
    open var windowScene: UIWindowScene? { get { baseWindowScene } set { baseWindowScene = newValue } }
}
