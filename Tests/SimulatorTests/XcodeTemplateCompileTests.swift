import Raster
import Simulator
import UIKit
import XCTest

// Xcode's iOS App template (UIKit, Swift) as it writes AppDelegate.swift, SceneDelegate.swift
// and ViewController.swift, with the storyboard replaced by the three lines every app without
// one adds to `scene(_:willConnectTo:options:)`; only `@main` is left out (the entry point
// supplies it). Plain imports: this proves the template compiles against the public API, and
// `SceneDelegate` is found by name as the template's Info.plist names it.

class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        // If using a storyboard, the `window` property will automatically be initialized and attached to the scene.
        // This delegate does not imply the connecting scene or session are new (see `application:configurationForConnectingSceneSession` instead).
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
        // This occurs shortly after the scene enters the background, or when its session is discarded.
        // Release any resources associated with this scene that can be re-created the next time the scene connects.
        // The scene may re-connect later, as its session was not necessarily discarded (see `application:didDiscardSceneSessions` instead).
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Called when the scene has moved from an inactive state to an active state.
        // Use this method to restart any tasks that were paused (or not yet started) when the scene was inactive.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Called when the scene will move from an active state to an inactive state.
        // This may occur due to temporary interruptions (ex. an incoming phone call).
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Called as the scene transitions from the background to the foreground.
        // Use this method to undo the changes made on entering the background.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Called as the scene transitions from the foreground to the background.
        // Use this method to save data, and release shared resources, and store enough of scene-specific state information
        // to restore the scene back to its current state.
    }
}

class ViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        view.backgroundColor = .systemTeal
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class XcodeTemplateCompileTests: XCTestCase {
    func test_xcodeTemplate_launchedFromItsAppDelegate_showsTheSceneDelegatesWindow_asTheSameRootLaunchedDirectly() throws {
        let device = Device(model: .phone61)
        let direct = Device(model: .phone61)
        direct.launch(direct.run { ViewController() })

        let window = try device.launch(applicationDelegate: AppDelegate.self)

        let (sceneDelegate, root, keyWindow) = device.run { () -> (SceneDelegate?, UIViewController?, UIWindow?) in
            let scene = UIApplication.shared.connectedScenes.first
            return (scene?.delegate as? SceneDelegate, window.rootViewController, UIApplication.shared.keyWindow)
        }
        XCTAssertNotNil(sceneDelegate, "the template's SceneDelegate, found by name, is the scene's delegate")
        XCTAssertTrue(sceneDelegate?.window === window)
        XCTAssertTrue(keyWindow === window)
        XCTAssertTrue(root is ViewController)
        XCTAssertTrue(device.run { UIApplication.shared.delegate is AppDelegate })
        XCTAssertEqual(device.applicationState, .active)
        XCTAssertTrue(device.screen == direct.screen, "the same root gives the same pixels whichever way it was launched")
    }
}
