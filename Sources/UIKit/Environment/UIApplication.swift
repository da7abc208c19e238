import Foundation

/// The running app, as UIKit's `UIApplication`: its windows, scenes, delegate and state.
///
/// Unlike UIKit, `shared` is the application of the current `UIKitEnvironment` (one per
/// simulated device), not a process-wide singleton, and it opens no URLs. An app launched from
/// its delegate (`Device.launch(applicationDelegate:)`) has its delegates called as iOS calls
/// them (see `UIKitEnvironment+AppLifecycle.swift`); one launched from a root view controller
/// has none, and is active until sent to the background.
open class UIApplication: UIResponder {
    /// The states an app can be in.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// In the background.
        case background
    }

    /// The application of the current environment.
    open class var shared: UIApplication { UIKitEnvironment.current.application }

    /// Made by the environment.
    override init() { super.init() }

    /// The app's delegate: the object made at launch, called as the app's state changes.
    ///
    /// Weak, as in UIKit; the environment keeps the delegate it made at launch.
    open weak var delegate: UIApplicationDelegate?

    /// The app's visible and hidden windows, back to front.
    open var windows: [UIWindow] { UIKitEnvironment.current.windows }

    /// The key window. (Deprecated on iOS 13 in favour of the scene's, still widely used.)
    open var keyWindow: UIWindow? { UIKitEnvironment.current.keyWindow }

    /// The app's scenes: the one window scene.
    open var connectedScenes: Set<UIScene> { [UIKitEnvironment.current.windowScene] }

    /// Whether the app can have several scenes (false).
    open var supportsMultipleScenes: Bool { false }

    /// The app's state: `.inactive` while launching and while moving between foreground and
    /// background, `.active` in the foreground, `.background` in the background.
    open var applicationState: State { applicationStateStorage }
    /// The state the life cycle last set (see `UIKitEnvironment+AppLifecycle.swift`).
    var applicationStateStorage = State.active

    /// Whether the screen may dim when idle; kept, with no effect.
    open var isIdleTimerDisabled = false

    /// The number on the app's icon; kept, with no effect.
    open var applicationIconBadgeNumber = 0

    /// The layout direction of the interface (left to right).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The interface orientation. (Deprecated on iOS 13, still widely used.)
    open var statusBarOrientation: UIInterfaceOrientation { UIKitEnvironment.current.interfaceOrientation }

    /// The status bar's frame in screen coordinates. (Deprecated on iOS 13: use the window
    /// scene's `statusBarManager`.)
    open var statusBarFrame: CGRect { UIKitEnvironment.current.windowScene.statusBarManager?.statusBarFrame ?? .zero }

    /// Whether touches are being dropped (see `beginIgnoringInteractionEvents()`).
    open var isIgnoringInteractionEvents: Bool { TouchDelivery.current.ignoringInteractionDepth > 0 }

    /// Stops delivering new touches until a balancing `endIgnoringInteractionEvents()`, as older
    /// transition code does around its animations. Fingers already down carry on.
    open func beginIgnoringInteractionEvents() {
        TouchDelivery.current.ignoringInteractionDepth += 1
    }

    /// Balances one `beginIgnoringInteractionEvents()`.
    open func endIgnoringInteractionEvents() {
        let delivery = TouchDelivery.current
        guard delivery.ignoringInteractionDepth > 0 else {
            return UIKitLog.warn("endIgnoringInteractionEvents() without a matching beginIgnoringInteractionEvents(); ignored")
        }
        delivery.ignoringInteractionDepth -= 1
    }

    /// Whether a URL can be opened: never, here.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens a URL: nothing can be opened here, so the completion hears `false` on the next frame.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationState.current.deliverOnNextFrame { completion?(false) }
    }

    /// Keys of the options for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only universal links.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }
}

/// Which way text and layout run, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (the only direction here).
    case leftToRight
    /// Right to left.
    case rightToLeft
}
