import Foundation

extension UIScene {
    /// Posted after the scene delegate's `scene(_:willConnectTo:options:)`, with the scene as
    /// object.
    public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`.
    public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`.
    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`.
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
