import Foundation

/// The app's life cycle, as `UIApplicationMain` and the system drive it on iOS: the launch
/// from the app delegate's class, the scene's connection, and the moves between foreground and
/// background, each calling the delegates and posting the notifications iOS does, in its
/// order (docs/UIKIT.md, "The app, its scene and everyday calls").
///
/// An app uses scenes when launched with a scene manifest (Info.plist's
/// `UIApplicationSceneManifest` on iOS): its scene delegate hears every move and the app
/// delegate only launching and termination. Without one, the app delegate hears them all. The
/// `UIApplication` notifications are posted either way. Each call to a delegate comes first,
/// then the scene's notification, then the app's; a "will" call sees the state being left, a
/// "did" call the state reached. Notifications go to `NotificationCenter.default`, which every
/// simulated device of the process shares.
extension UIKitEnvironment {
    /// Launches the app whose delegate is of `delegateClass`, as iOS does when the user taps
    /// its icon, and returns the key window it showed.
    ///
    /// The order: the delegate is made with `init()` and set as `UIApplication.shared.delegate`;
    /// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`
    /// (no options), `didFinishLaunchingNotification`. With scenes: the session gets the
    /// manifest's first configuration, `application(_:configurationForConnecting:options:)`
    /// chooses the one to use, its `delegateClass` is made with `init()`,
    /// `scene(_:willConnectTo:options:)`, `sceneWillEnterForeground(_:)`,
    /// `sceneDidBecomeActive(_:)`. Without: `applicationDidBecomeActive(_:)`.
    /// Throws `ApplicationLaunchError` when the app showed no key window, or a delegate class
    /// cannot be made.
    package func launchApplication(delegateClass: (UIResponder & UIApplicationDelegate).Type,
                                   sceneManifest: ApplicationSceneManifest?) throws -> UIWindow {
        guard applicationDelegateStorage == nil else { throw ApplicationLaunchError.alreadyLaunched }
        let app = application
        app.applicationStateStorage = .inactive
        windowScene.activationStateStorage = .unattached
        self.sceneManifest = sceneManifest
        guard let delegate: UIApplicationDelegate = delegateClass.init(coder: NSCoder()) else {
            throw ApplicationLaunchError.delegateNotMade(className: String(describing: delegateClass))
        }
        applicationDelegateStorage = delegate
        app.delegate = delegate

        _ = delegate.application(app, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: app)
        if let sceneManifest {
            let configuration = try connectScene(delegate: delegate, manifest: sceneManifest)
            willEnterForeground()
            didBecomeActive()
            guard let window = visibleKeyWindow else {
                guard let sceneDelegate = windowScene.delegate else {
                    throw ApplicationLaunchError.noSceneDelegate(configuration: configuration.name ?? "(unnamed)")
                }
                throw ApplicationLaunchError.noWindowFromSceneDelegate(className: String(describing: type(of: sceneDelegate)))
            }
            return window
        }
        didBecomeActive()
        guard let window = visibleKeyWindow else {
            throw ApplicationLaunchError.noWindowFromApplicationDelegate(className: String(describing: delegateClass))
        }
        return window
    }

    /// Sends the app to the background, as iOS does when the user leaves it: it resigns active
    /// (`sceneWillResignActive(_:)` or `applicationWillResignActive(_:)`), then enters the
    /// background (`sceneDidEnterBackground(_:)` or `applicationDidEnterBackground(_:)`).
    /// Nothing happens when it is already there.
    package func enterBackground() {
        guard application.applicationStateStorage != .background else { return }
        if application.applicationStateStorage == .active { willResignActive() }
        didEnterBackground()
    }

    /// Brings the app back from the background: `sceneWillEnterForeground(_:)` or
    /// `applicationWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)` or
    /// `applicationDidBecomeActive(_:)`. Nothing happens unless it is in the background.
    package func enterForeground() {
        guard application.applicationStateStorage == .background else { return }
        willEnterForeground()
        didBecomeActive()
    }

    /// Ends the app, as iOS does when the user closes it from the app switcher: it goes to the
    /// background first if it is not there, then its scene disconnects (`sceneDidDisconnect(_:)`,
    /// scenes only) and `applicationWillTerminate(_:)` is called. The windows stay as they were.
    package func terminateApplication() {
        enterBackground()
        let scene = windowScene
        if sceneManifest != nil, scene.activationStateStorage != .unattached {
            scene.activationStateStorage = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            NotificationCenter.default.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        let app = application
        app.delegate?.applicationWillTerminate(app)
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: app)
    }

    /// The key window, when it is shown.
    private var visibleKeyWindow: UIWindow? {
        guard let window = keyWindow, !window.isHidden, windows.contains(where: { $0 === window }) else { return nil }
        return window
    }

    /// Makes the session, asks the app delegate for its configuration, makes the scene delegate
    /// and connects the scene; returns the configuration used.
    private func connectScene(delegate: UIApplicationDelegate, manifest: ApplicationSceneManifest) throws -> UISceneConfiguration {
        let scene = windowScene
        let manifestDefault = UISceneConfiguration(name: manifest.configurations.first?.name, sessionRole: .windowApplication)
        let session = UISceneSession(role: .windowApplication, configuration: manifestDefault,
                                     persistentIdentifier: "TransitionLab.SceneSession.1")
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        session.configurationStorage = configuration
        if let delegateClass = configuration.delegateClass {
            guard let made = (delegateClass as? UIResponder.Type)?.init(coder: NSCoder()) as? UISceneDelegate else {
                throw ApplicationLaunchError.unusableSceneDelegateClass(configuration: configuration.name ?? "(unnamed)",
                                                                      className: String(describing: delegateClass))
            }
            scene.delegate = made
        }
        scene.sessionStorage = session
        session.scene = scene
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        return configuration
    }

    // MARK: The four moves

    private var usesScenes: Bool { sceneManifest != nil }

    private func willEnterForeground() {
        let (app, scene) = (application, windowScene)
        if usesScenes { scene.delegate?.sceneWillEnterForeground(scene) } else { app.delegate?.applicationWillEnterForeground(app) }
        post(scene: UIScene.willEnterForegroundNotification, app: UIApplication.willEnterForegroundNotification)
        scene.activationStateStorage = .foregroundInactive
        app.applicationStateStorage = .inactive
    }

    private func didBecomeActive() {
        let (app, scene) = (application, windowScene)
        scene.activationStateStorage = .foregroundActive
        app.applicationStateStorage = .active
        if usesScenes { scene.delegate?.sceneDidBecomeActive(scene) } else { app.delegate?.applicationDidBecomeActive(app) }
        post(scene: UIScene.didActivateNotification, app: UIApplication.didBecomeActiveNotification)
    }

    private func willResignActive() {
        let (app, scene) = (application, windowScene)
        if usesScenes { scene.delegate?.sceneWillResignActive(scene) } else { app.delegate?.applicationWillResignActive(app) }
        post(scene: UIScene.willDeactivateNotification, app: UIApplication.willResignActiveNotification)
        scene.activationStateStorage = .foregroundInactive
        app.applicationStateStorage = .inactive
    }

    private func didEnterBackground() {
        let (app, scene) = (application, windowScene)
        scene.activationStateStorage = .background
        app.applicationStateStorage = .background
        if usesScenes { scene.delegate?.sceneDidEnterBackground(scene) } else { app.delegate?.applicationDidEnterBackground(app) }
        post(scene: UIScene.didEnterBackgroundNotification, app: UIApplication.didEnterBackgroundNotification)
    }

    /// Posts a move's notifications: the scene's (apps with scenes), then the app's.
    private func post(scene sceneName: NSNotification.Name, app appName: NSNotification.Name) {
        if usesScenes { NotificationCenter.default.post(name: sceneName, object: windowScene) }
        NotificationCenter.default.post(name: appName, object: application)
    }
}
