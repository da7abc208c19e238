import Foundation

/// One instance of the app's interface, as UIKit's `UIScene`.
///
/// Unlike UIKit, there is exactly one scene, a `UIWindowScene`, made by the environment
/// whatever the configuration's `sceneClass` says. An app launched from its delegate connects
/// it through its scene delegate, which the scene keeps (see `UIKitEnvironment+AppLifecycle.swift`);
/// an app launched from a root view controller finds it connected and active.
open class UIScene: UIResponder {
    /// The states a scene can be in.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen, receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's state, as the life cycle last set it.
    open var activationState: ActivationState { activationStateStorage }
    /// The state the life cycle last set (`.foregroundActive` until an app launch says otherwise).
    var activationStateStorage = ActivationState.foregroundActive

    /// The scene's title (empty).
    open var title: String = ""

    /// The scene's delegate, made from the session's configuration when the scene connects.
    /// The scene keeps it (a strong reference), as in UIKit.
    open var delegate: UISceneDelegate?

    /// The session the scene belongs to: its role and the configuration it was made from.
    open var session: UISceneSession { sessionStorage }
    /// The session set when the scene connects (a default one until then).
    var sessionStorage = UISceneSession(role: .windowApplication,
                                        configuration: UISceneConfiguration(name: nil, sessionRole: .windowApplication),
                                        persistentIdentifier: "TransitionLab.DefaultSceneSession")

    /// Made by the environment.
    override init() { super.init() }
}
