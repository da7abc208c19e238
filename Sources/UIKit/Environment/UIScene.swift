import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`.
///
/// Unlike UIKit, there is exactly one scene, a `UIWindowScene`, made by the environment; it is
/// always in the foreground and its delegate is never called.
open class UIScene: UIResponder {
    /// The states a scene can be in.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen, receiving events (always, here).
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state: always `.foregroundActive`.
    open var activationState: ActivationState { .foregroundActive }

    /// The scene's title (empty).
    open var title: String = ""

    /// The scene's delegate; kept but never called here.
    open var delegate: UISceneDelegate?

    /// Made by the environment.
    override init() { super.init() }
}

/// A scene's delegate, as UIKit's `UISceneDelegate`: accepted so app code compiles.
public protocol UISceneDelegate: AnyObject {}

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: accepted so app code compiles.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window.
    var window: UIWindow? { get set }
}
