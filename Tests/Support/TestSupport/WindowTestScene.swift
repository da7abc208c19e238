import Foundation
import QuartzCore
import UIKit

/// A `TestScene` with a key window filling the screen and showing a root controller, drawn
/// frame by frame by a small compositor (a tenth of the screen's points: the tests read
/// geometry and state, not pixels), as the navigation, presentation and tab scenes need.
open class WindowTestScene: TestScene {
    /// The key window.
    public let window: UIWindow
    /// Draws the window each frame, which commits, lays out and delivers animation callbacks.
    public let compositor: LayerCompositor

    /// Shows `root` in a new key window (call it inside `TestScene.inEnvironment`).
    public init(environment: UIKitEnvironment, root: UIViewController) {
        let size = environment.screen.bounds.size
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = root
        window.makeKeyAndVisible()
        compositor = LayerCompositor(width: Int((size.width / 10).rounded(.up)),
                                     height: Int((size.height / 10).rounded(.up)), scale: 0.1)
        super.init(environment: environment)
    }

    /// One 60 Hz frame: the clock moves, display links fire, and the compositor renders.
    public func frame() {
        stepClock()
        compositor.render(window.layer)
    }

    /// Runs frames for `seconds`.
    public func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds / Self.frameDuration).rounded(.up)) { frame() }
    }

    /// Runs frames while `busy` says a transition is in progress (at most `limit` seconds), then
    /// one more.
    public func settle(limit: TimeInterval, while busy: () -> Bool) {
        var elapsed: TimeInterval = 0
        repeat {
            frame()
            elapsed += Self.frameDuration
        } while busy() && elapsed < limit
        frame()
    }
}
