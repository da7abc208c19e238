import Raster
import TestSupport
import XCTest
@testable import Simulator
@testable import UIKit

/// An app launched from its delegate: the delegates are called and the notifications posted in
/// iOS's order, the window is the one `launch(_:)` would show for the same root, and the app
/// moves between foreground and background (docs/UIKIT.md, "The app, its scene and everyday calls").
final class AppLifecycleTests: XCTestCase {
    private var recorder = AppLifecycleRecorder()

    override func setUp() {
        super.setUp()
        recorder = AppLifecycleRecorder()
        AppLifecycleRecorder.current = recorder
        recorder.observeNotifications()
    }

    override func tearDown() {
        recorder.stopObserving()
        super.tearDown()
    }

    /// A manifest with a default configuration naming no delegate: the app delegate names it.
    private let manifestWithoutDelegate = ApplicationSceneManifest(configurations: [.init(delegateClass: nil)])

    func test_sceneApp_launch_callsTheDelegatesInIOSOrder_andIsActive() throws {
        let device = Device(model: .phone61)

        try device.launch(applicationDelegate: RecordingSceneAppDelegate.self, sceneManifest: manifestWithoutDelegate)

        XCTAssertEqual(recorder.entries, [
            "willFinishLaunching inactive options:nil",
            "didFinishLaunching inactive",
            "UIApplicationDidFinishLaunchingNotification",
            "configurationForConnecting Default Configuration",
            "SceneDelegate.init",
            "willConnectTo unattached session:true",
            "UISceneWillConnectNotification",
            "sceneWillEnterForeground unattached",
            "UISceneWillEnterForegroundNotification",
            "UIApplicationWillEnterForegroundNotification",
            "sceneDidBecomeActive foregroundActive active",
            "UISceneDidActivateNotification",
            "UIApplicationDidBecomeActiveNotification",
        ], "with scenes, the app delegate hears only launching; the app's notifications are posted all the same")
        let (state, sceneState, role, delegateClass): (UIApplication.State, UIScene.ActivationState, UISceneSession.Role, AnyClass?) = device.run { () -> (UIApplication.State, UIScene.ActivationState, UISceneSession.Role, AnyClass?) in
            let scene = UIApplication.shared.connectedScenes.first!
            return (UIApplication.shared.applicationState, scene.activationState, scene.session.role,
                    scene.session.configuration.delegateClass)
        }
        XCTAssertEqual(state, .active)
        XCTAssertEqual(sceneState, .foregroundActive)
        XCTAssertEqual(role, .windowApplication)
        XCTAssertTrue(delegateClass == RecordingSceneDelegate.self, "the session keeps the configuration the app delegate chose")
    }

    func test_windowApp_launch_makesItsWindowInDidFinishLaunching_andBecomesActive_withoutSceneCallbacks() throws {
        let device = Device(model: .phone61)

        let window = try device.launch(applicationDelegate: RecordingWindowAppDelegate.self, sceneManifest: nil)

        XCTAssertEqual(recorder.entries, [
            "willFinishLaunching inactive options:nil",
            "didFinishLaunching inactive",
            "UIApplicationDidFinishLaunchingNotification",
            "applicationDidBecomeActive active",
            "UIApplicationDidBecomeActiveNotification",
        ], "an app without scenes is never asked for a scene configuration")
        let delegateWindow = device.run { UIApplication.shared.delegate?.window ?? nil }
        XCTAssertTrue(delegateWindow === window)
        XCTAssertTrue(device.window === window)
    }

    func test_bothTemplates_showTheirRoot_withThePixelsOfTheSameRootLaunchedDirectly() throws {
        let direct = Device(model: .phone61)
        direct.launch(direct.run { LifecycleRootController() })
        let sceneApp = Device(model: .phone61)
        let windowApp = Device(model: .phone61)

        try sceneApp.launch(applicationDelegate: RecordingSceneAppDelegate.self, sceneManifest: manifestWithoutDelegate)
        try windowApp.launch(applicationDelegate: RecordingWindowAppDelegate.self, sceneManifest: nil)
        for device in [direct, sceneApp, windowApp] { device.step(frames: 3) }

        let middle = direct.screen[direct.screen.width / 2, direct.screen.height / 3]
        XCTAssertEqual(middle, RGBA8(r: 88, g: 86, b: 214, a: 255), "the root's indigo page is on screen")
        XCTAssertNil(compareBitmaps(direct.screen, sceneApp.screen))
        XCTAssertNil(compareBitmaps(direct.screen, windowApp.screen))
        XCTAssertTrue(direct.screen == sceneApp.screen && direct.screen == windowApp.screen)
    }

    func test_sceneApp_backgroundAndForeground_callTheSceneDelegateOnly_andPostBothNotifications() throws {
        let device = Device(model: .phone61)
        try device.launch(applicationDelegate: RecordingSceneAppDelegate.self, sceneManifest: manifestWithoutDelegate)
        let launched = recorder.entries.count

        device.enterBackground()
        let stateInBackground = device.applicationState
        device.enterBackground()
        let backgroundEntries = recorder.entries(since: launched)
        device.enterForeground()
        device.enterForeground()
        let foregroundEntries = recorder.entries(since: launched + backgroundEntries.count)

        XCTAssertEqual(backgroundEntries, [
            "sceneWillResignActive foregroundActive",
            "UISceneWillDeactivateNotification",
            "UIApplicationWillResignActiveNotification",
            "sceneDidEnterBackground background background",
            "UISceneDidEnterBackgroundNotification",
            "UIApplicationDidEnterBackgroundNotification",
        ], "a second enterBackground() does nothing")
        XCTAssertEqual(stateInBackground, .background)
        XCTAssertEqual(foregroundEntries, [
            "sceneWillEnterForeground background",
            "UISceneWillEnterForegroundNotification",
            "UIApplicationWillEnterForegroundNotification",
            "sceneDidBecomeActive foregroundActive active",
            "UISceneDidActivateNotification",
            "UIApplicationDidBecomeActiveNotification",
        ], "a second enterForeground() does nothing")
        XCTAssertEqual(device.applicationState, .active)
    }

    func test_windowApp_backgroundAndForeground_callTheAppDelegate() throws {
        let device = Device(model: .phone61)
        try device.launch(applicationDelegate: RecordingWindowAppDelegate.self, sceneManifest: nil)
        let launched = recorder.entries.count

        device.enterBackground()
        device.enterForeground()

        XCTAssertEqual(recorder.entries(since: launched), [
            "applicationWillResignActive active",
            "UIApplicationWillResignActiveNotification",
            "applicationDidEnterBackground background",
            "UIApplicationDidEnterBackgroundNotification",
            "applicationWillEnterForeground background",
            "UIApplicationWillEnterForegroundNotification",
            "applicationDidBecomeActive active",
            "UIApplicationDidBecomeActiveNotification",
        ])
    }

    func test_sceneApp_terminate_goesToTheBackground_disconnectsTheScene_thenTellsTheAppDelegate() throws {
        let device = Device(model: .phone61)
        try device.launch(applicationDelegate: RecordingSceneAppDelegate.self, sceneManifest: manifestWithoutDelegate)
        device.enterBackground()
        let inBackground = recorder.entries.count

        device.terminateApp()

        XCTAssertEqual(recorder.entries(since: inBackground), [
            "sceneDidDisconnect unattached",
            "UISceneDidDisconnectNotification",
            "applicationWillTerminate",
            "UIApplicationWillTerminateNotification",
        ])
    }

    func test_rootLaunchedDevice_background_changesTheStates_andPostsTheAppsNotifications() {
        let device = Device(model: .phone61)
        device.launch(device.run { LifecycleRootController() })

        device.enterBackground()

        XCTAssertEqual(device.applicationState, .background)
        XCTAssertEqual(recorder.entries, ["UIApplicationWillResignActiveNotification", "UIApplicationDidEnterBackgroundNotification"])
    }

    func test_launch_ofAnAppWhoseSceneDelegateMakesNoWindow_throwsWhatIOSWouldNeed_andDrawsNothing() {
        let device = Device(model: .phone61)
        let manifest = ApplicationSceneManifest(sceneDelegate: WindowlessSceneDelegate.self)

        XCTAssertThrowsError(try device.launch(applicationDelegate: WindowlessAppDelegate.self, sceneManifest: manifest)) { error in
            XCTAssertEqual(error as? ApplicationLaunchError, .noWindowFromSceneDelegate(className: "WindowlessSceneDelegate"))
            XCTAssertTrue("\(error)".contains("UIWindow(windowScene: windowScene)"), "\(error)")
            XCTAssertTrue("\(error)".contains("makeKeyAndVisible()"), "\(error)")
        }
        XCTAssertNil(device.window)
    }

    func test_launch_ofAnAppWithoutScenesThatMakesNoWindow_throwsWhatIOSWouldNeed() {
        let device = Device(model: .phone61)

        XCTAssertThrowsError(try device.launch(applicationDelegate: WindowlessAppDelegate.self, sceneManifest: nil)) { error in
            XCTAssertEqual(error as? ApplicationLaunchError, .noWindowFromApplicationDelegate(className: "WindowlessAppDelegate"))
            XCTAssertTrue("\(error)".contains("UIWindow(frame: UIScreen.main.bounds)"), "\(error)")
        }
    }

    func test_launch_ofASceneAppWhoseConfigurationNamesNoDelegate_saysWhereToNameIt() {
        let device = Device(model: .phone61)

        XCTAssertThrowsError(try device.launch(applicationDelegate: WindowlessAppDelegate.self, sceneManifest: manifestWithoutDelegate)) { error in
            XCTAssertEqual(error as? ApplicationLaunchError, .noSceneDelegate(configuration: "Default Configuration"))
            XCTAssertTrue("\(error)".contains("delegateClass = SceneDelegate.self"), "\(error)")
        }
    }

    func test_launch_ofAConfigurationNamingAClassThatIsNoSceneDelegate_throws_andTwiceOnOneDevice_throws() throws {
        let device = Device(model: .phone61)
        let wrong = ApplicationSceneManifest(sceneDelegate: NotASceneDelegate.self)
        let second = Device(model: .phone61)
        try second.launch(applicationDelegate: RecordingWindowAppDelegate.self, sceneManifest: nil)

        XCTAssertThrowsError(try device.launch(applicationDelegate: WindowlessAppDelegate.self, sceneManifest: wrong)) { error in
            XCTAssertEqual(error as? ApplicationLaunchError,
                           .unusableSceneDelegateClass(configuration: "Default Configuration", className: "NotASceneDelegate"))
        }
        XCTAssertThrowsError(try second.launch(applicationDelegate: RecordingWindowAppDelegate.self, sceneManifest: nil)) { error in
            XCTAssertEqual(error as? ApplicationLaunchError, .alreadyLaunched)
        }
    }

    func test_xcodeTemplateManifest_findsTheModulesSceneDelegate_andNoneForAModuleWithout() {
        let found = ApplicationSceneManifest.xcodeTemplate(for: AppDelegate.self)
        let none = ApplicationSceneManifest.xcodeTemplate(for: UIResponder.self)

        XCTAssertEqual(found?.configurations.first?.name, "Default Configuration")
        XCTAssertTrue(found?.configurations.first?.delegateClass == SceneDelegate.self)
        XCTAssertNil(none, "UIKit has no class SceneDelegate")
    }
}
