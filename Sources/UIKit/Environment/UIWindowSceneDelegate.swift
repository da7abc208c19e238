import Foundation

/// A window scene's delegate, as UIKit's `UIWindowSceneDelegate`: a scene delegate that keeps
/// the scene's main window.
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate makes in `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
