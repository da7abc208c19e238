import Foundation
import UIKit

/// What the test apps' delegates were told, and the life-cycle notifications posted, in order.
///
/// The delegates are made by UIKit from their classes, so they find the recorder through
/// `current`, which each test sets before launching.
final class AppLifecycleRecorder {
    /// The recorder the test apps' delegates write to.
    static var current = AppLifecycleRecorder()

    /// The calls and notifications, oldest first: delegate calls by their Swift names,
    /// notifications by their names.
    private(set) var entries: [String] = []
    /// The observations of `NotificationCenter.default`, removed by `stopObserving()`.
    private var observers: [NSObjectProtocol] = []

    /// Notes one entry, with the app's and the scene's states where a delegate call is given them.
    func note(_ entry: String) { entries.append(entry) }

    /// Starts noting the app's and the scene's life-cycle notifications.
    func observeNotifications() {
        let names: [NSNotification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
            UIScene.willConnectNotification, UIScene.didDisconnectNotification, UIScene.didActivateNotification,
            UIScene.willDeactivateNotification, UIScene.willEnterForegroundNotification, UIScene.didEnterBackgroundNotification,
        ]
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] in
                note($0.name.rawValue)
            })
        }
    }

    /// Stops noting notifications.
    func stopObserving() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers = []
    }

    /// The entries noted since `mark` entries were there.
    func entries(since mark: Int) -> [String] { Array(entries[mark...]) }
}

/// The root both test apps show: a page in a colour with a label.
final class LifecycleRootController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let label = UILabel(frame: CGRect(x: 40, y: 200, width: 300, height: 40))
        label.text = "Launched"
        view.addSubview(label)
    }
}

/// An app with scenes that notes every callback, and the app's state in its launch callbacks.
class RecordingSceneAppDelegate: UIResponder, UIApplicationDelegate {
    private var log: AppLifecycleRecorder { AppLifecycleRecorder.current }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("willFinishLaunching \(application.applicationState) options:\(launchOptions == nil ? "nil" : "some")")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("didFinishLaunching \(application.applicationState)")
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.note("configurationForConnecting \(connectingSceneSession.configuration.name ?? "nil")")
        let configuration = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = RecordingSceneDelegate.self
        return configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.note("applicationDidBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { log.note("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.note("applicationDidEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.note("applicationWillEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { log.note("applicationWillTerminate") }
}

/// The scene delegate `RecordingSceneAppDelegate` names: notes every callback with the scene's
/// state, and makes the window as Xcode's template does.
class RecordingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var log: AppLifecycleRecorder { AppLifecycleRecorder.current }
    override init() {
        super.init()
        log.note("SceneDelegate.init")
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.note("willConnectTo \(scene.activationState) session:\(session === scene.session)")
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = LifecycleRootController()
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: UIScene) { log.note("sceneDidDisconnect \(scene.activationState)") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.note("sceneDidBecomeActive \(scene.activationState) \(UIApplication.shared.applicationState)") }
    func sceneWillResignActive(_ scene: UIScene) { log.note("sceneWillResignActive \(scene.activationState)") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.note("sceneWillEnterForeground \(scene.activationState)") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.note("sceneDidEnterBackground \(scene.activationState) \(UIApplication.shared.applicationState)") }
}

/// An app without scenes, as Xcode's templates wrote it before iOS 13: the window is made in
/// `application(_:didFinishLaunchingWithOptions:)`.
class RecordingWindowAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var log: AppLifecycleRecorder { AppLifecycleRecorder.current }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("willFinishLaunching \(application.applicationState) options:\(launchOptions == nil ? "nil" : "some")")
        return true
    }
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("didFinishLaunching \(application.applicationState)")
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LifecycleRootController()
        window?.makeKeyAndVisible()
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.note("configurationForConnecting")
        return connectingSceneSession.configuration
    }
    func applicationDidBecomeActive(_ application: UIApplication) { log.note("applicationDidBecomeActive \(application.applicationState)") }
    func applicationWillResignActive(_ application: UIApplication) { log.note("applicationWillResignActive \(application.applicationState)") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.note("applicationDidEnterBackground \(application.applicationState)") }
    func applicationWillEnterForeground(_ application: UIApplication) { log.note("applicationWillEnterForeground \(application.applicationState)") }
    func applicationWillTerminate(_ application: UIApplication) { log.note("applicationWillTerminate") }
}

/// An app delegate that makes no window and names no scene delegate: Xcode's template with its
/// storyboard, which does not exist here.
class WindowlessAppDelegate: UIResponder, UIApplicationDelegate {}

/// A scene delegate that makes no window (the template's, relying on a storyboard).
class WindowlessSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
}

/// A class that is no scene delegate, named by a configuration by mistake.
class NotASceneDelegate: UIResponder {}
