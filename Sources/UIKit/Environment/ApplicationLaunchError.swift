import Foundation

/// Why an app launched from its delegate did not start, in words saying what iOS would need.
///
/// Unlike UIKit, which shows a black screen for an app that made no window, the simulator
/// stops the launch and says what is missing.
public enum ApplicationLaunchError: Error, Equatable, CustomStringConvertible {
    /// An app was already launched on this device.
    case alreadyLaunched
    /// The delegate class (named) made no object: its `init?(coder:)` answered nil.
    case delegateNotMade(className: String)
    /// The scene configuration (named) names a delegate class (named) that is not a
    /// `UIResponder` subclass adopting `UISceneDelegate`.
    case unusableSceneDelegateClass(configuration: String, className: String)
    /// The app uses scenes but the configuration (named) names no delegate class, so nothing
    /// made a window.
    case noSceneDelegate(configuration: String)
    /// The scene delegate (its class named) made no visible key window.
    case noWindowFromSceneDelegate(className: String)
    /// The app delegate (its class named), of an app without scenes, made no visible key window.
    case noWindowFromApplicationDelegate(className: String)

    /// The message for the user: what went wrong and what the app needs, as iOS writes it.
    public var description: String {
        let windowSteps = "`window.rootViewController = ...` and `window.makeKeyAndVisible()`"
        switch self {
        case .alreadyLaunched:
            return "an app is already running on this device; launch another on a new device"
        case .delegateNotMade(let name):
            return "\(name) could not be made: its init?(coder:) returned nil (UIKit makes delegates with init())"
        case .unusableSceneDelegateClass(let configuration, let name):
            return "the scene configuration \"\(configuration)\" names the delegate class \(name), which is not a UIResponder subclass adopting UIWindowSceneDelegate"
        case .noSceneDelegate(let configuration):
            return "the app uses scenes, but its scene configuration \"\(configuration)\" names no delegate class, so no window was made; "
                + "unlike iOS there is no Info.plist here: set `configuration.delegateClass = SceneDelegate.self` in "
                + "application(_:configurationForConnecting:options:), or name the scene delegate in the app's scene manifest"
        case .noWindowFromSceneDelegate(let name):
            return "\(name) showed no window: iOS needs `window = UIWindow(windowScene: windowScene)`, \(windowSteps) "
                + "in scene(_:willConnectTo:options:) (there are no storyboards here to make it)"
        case .noWindowFromApplicationDelegate(let name):
            return "\(name) showed no window: an app without scenes needs `window = UIWindow(frame: UIScreen.main.bounds)`, \(windowSteps) "
                + "in application(_:didFinishLaunchingWithOptions:); an app with scenes needs a SceneDelegate class in the app "
                + "delegate's module (as Xcode's template writes it) or a scene manifest naming its scene delegate"
        }
    }
}
