import Foundation
import UIKit

/// Launching an app from its delegate, as iOS does from its icon, and moving it between
/// foreground and background (docs/UIKIT.md, "The app, its scene and everyday calls").
extension Device {
    /// Launches the app whose delegate is `applicationDelegate`, with the scenes Xcode's template
    /// gives it: "Default Configuration" with the class `SceneDelegate` of the app delegate's
    /// module when there is one (`ApplicationSceneManifest.xcodeTemplate(for:)`), else none (an
    /// app without scenes). Draws the first frame and returns the key window the app showed.
    ///
    /// Throws `ApplicationLaunchError`, whose description says what iOS would need, when the
    /// app showed no key window (see `launch(applicationDelegate:sceneManifest:)`).
    @discardableResult
    package func launch(applicationDelegate: (UIResponder & UIApplicationDelegate).Type) throws -> UIWindow {
        try launch(applicationDelegate: applicationDelegate,
                   sceneManifest: ApplicationSceneManifest.xcodeTemplate(for: applicationDelegate))
    }

    /// Launches the app whose delegate is `applicationDelegate` with `sceneManifest` standing
    /// for its Info.plist's `UIApplicationSceneManifest` (nil: the app does not use scenes),
    /// calling the delegates in iOS's order (`UIKitEnvironment.launchApplication`), then draws
    /// the first frame and returns the key window the app showed.
    ///
    /// The delegate classes are made with `init()` (through `UIResponder`'s required
    /// `init?(coder:)`). The window is shown as `launch(_:)` shows a root view controller: the
    /// same root gives the same pixels. Throws `ApplicationLaunchError` when the app showed no
    /// key window or a delegate class cannot be made; nothing is drawn then.
    @discardableResult
    package func launch(applicationDelegate: (UIResponder & UIApplicationDelegate).Type,
                       sceneManifest: ApplicationSceneManifest?) throws -> UIWindow {
        let window = try run { try environment.launchApplication(delegateClass: applicationDelegate, sceneManifest: sceneManifest) }
        renderIfNeeded()
        return window
    }

    /// Whether the app is in the foreground (active or becoming so) or the background.
    package var applicationState: UIApplication.State {
        run { UIApplication.shared.applicationState }
    }

    /// Sends the app to the background, as when the user leaves it (for the window host to call
    /// when its window is hidden or minimized): the delegates hear `sceneWillResignActive(_:)`
    /// and `sceneDidEnterBackground(_:)` (or the app delegate's equivalents for an app without
    /// scenes). Nothing happens when the app is already there. Frames go on being stepped.
    package func enterBackground() {
        run { environment.enterBackground() }
    }

    /// Brings the app back from the background (for the window host to call when its window is
    /// shown again): `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)` (or the app
    /// delegate's equivalents). Nothing happens unless the app is in the background.
    package func enterForeground() {
        run { environment.enterForeground() }
    }

    /// Ends the app, as when the user closes it from the app switcher (for the window host to call
    /// when its window closes): to the background if not there, then `sceneDidDisconnect(_:)`
    /// and `applicationWillTerminate(_:)`. The screen keeps its last frame.
    package func terminateApp() {
        run { environment.terminateApplication() }
    }
}
