import Foundation

extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)` returns (no user info: an
    /// app launched from its icon has no launch options).
    public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active, whether or not it uses scenes.
    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active, whether or not it uses scenes.
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has gone to the background, whether or not it uses scenes.
    public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to come back to the foreground, whether or not it uses scenes.
    public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to end.
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
}
