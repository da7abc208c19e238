import Foundation

/// The app's delegate, as UIKit's `UIApplicationDelegate`: told when the app launches, which
/// scene configuration to connect, and when the app moves between foreground and background.
///
/// Every method has a default implementation that does what UIKit does when the method is
/// missing, since a Swift protocol here has no optional requirements: implement the ones you
/// need with the same signatures as for iOS. As in UIKit, an app that uses scenes (one launched
/// with a scene manifest, see `ApplicationSceneManifest`) hears its activity through its scene
/// delegate, and the four activity methods (`applicationDidBecomeActive(_:)` and the rest) are
/// not called; the `UIApplication` notifications are posted either way.
///
/// Unlike UIKit, the delegate is made with `init()` through `UIResponder`'s required
/// `init?(coder:)` (see there), so a delegate class is a `UIResponder` subclass, as Xcode's
/// templates write it.
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The delegate's window, for apps without scenes (Xcode's templates before iOS 13).
    var window: UIWindow? { get set }

    /// The app is launching: the first callback, before any state restoration. Returns whether
    /// the app can handle a URL it was launched with (there is none here; the result is ignored).
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The app has launched: an app without scenes makes its window here. Returns whether the
    /// app can handle a URL it was launched with (ignored here, as there is none).
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The configuration UIKit uses to make a new scene: by default the session's own, which
    /// comes from the scene manifest (Info.plist on iOS).
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration

    /// The user discarded scenes from the app switcher.
    ///
    /// Unlike UIKit, never called: the simulator's one scene is never discarded.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// The app became active (apps without scenes only).
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to stop being active (apps without scenes only).
    func applicationWillResignActive(_ application: UIApplication)

    /// The app is now in the background (apps without scenes only).
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to come back to the foreground (apps without scenes only).
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to end (see `UIKitEnvironment.terminateApplication()`).
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    /// Does nothing and answers `true`, as UIKit assumes when the method is missing.
    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    /// Does nothing and answers `true`, as UIKit assumes when the method is missing.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    /// The session's configuration, which comes from the scene manifest, as UIKit uses when
    /// the method is missing.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    /// Does nothing.
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// Does nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
