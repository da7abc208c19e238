import Foundation

/// A scene's delegate, as UIKit's `UISceneDelegate`: told when its scene connects, disconnects
/// and moves between foreground and background.
///
/// Every method has a default implementation that does nothing, since a Swift protocol here
/// has no optional requirements: implement the ones you need with the signatures of iOS.
/// UIKit makes the delegate from the scene configuration's `delegateClass` when the scene
/// connects and the scene keeps it (see `UIKitEnvironment+AppLifecycle.swift` for the order of
/// the calls).
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting to the app: make its window here.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released (the app is ending, here).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come on screen (at launch too).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went off screen.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}
