import Foundation
import QuartzCore
@_spi(TransitionLab) import UIKit

/// The one way tests build a UIKit scene: a fresh `UIKitEnvironment` (its own screen, windows
/// and a clock at 0) bound while the test runs, and a clock stepped one 60 Hz frame at a time.
///
/// Scenes with more parts (a root view and a compositor, a navigation stack, a presentation
/// root, a finger) subclass it and are made inside `TestScene.inEnvironment`, so no test shares
/// state with another and no test reads UIKit outside an environment.
open class TestScene {
    /// The canonical phone screen, in points.
    public static let phoneScreen = CGSize(width: 390, height: 844)
    /// One display frame at 60 Hz.
    public static let frameDuration: TimeInterval = 1.0 / 60

    /// The UIKit state of this scene.
    public let environment: UIKitEnvironment
    /// The scene's clock and Core Animation state.
    public var context: LayerContext { environment.layerContext }

    /// Wraps the environment the scene runs in (call it inside `inEnvironment`).
    public init(environment: UIKitEnvironment) {
        self.environment = environment
    }

    /// Runs `body` inside a new environment whose screen is `screen` points at `scale`, with the
    /// automatic invariant check on (tests build for release, where it is off by default).
    public static func inEnvironment<R>(screen: CGSize = phoneScreen, scale: CGFloat = 2,
                                        _ body: (UIKitEnvironment) throws -> R) rethrows -> R {
        let environment = UIKitEnvironment(screen: UIScreen(size: screen, scale: scale))
        environment.checksInvariantsAfterTransitions = true
        return try environment.run { try body(environment) }
    }

    /// A window filling the screen, made key and visible.
    public func makeKeyWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: environment.screen.bounds.size))
        window.makeKeyAndVisible()
        return window
    }

    /// Moves the clock by `step` and fires the display links, as one frame does (no drawing).
    public func stepClock(by step: TimeInterval = TestScene.frameDuration) {
        context.advance(by: step)
        context.fireDisplayLinks(frameDuration: Self.frameDuration)
    }

    /// Moves the clock by `seconds` in frames of at most `frameDuration` (the last may be
    /// shorter, so the clock ends exactly `seconds` later), calling `eachFrame` after each.
    public func advance(by seconds: TimeInterval, eachFrame: () -> Void = {}) {
        var remaining = seconds
        while remaining > 1e-9 {
            let step = min(Self.frameDuration, remaining)
            stepClock(by: step)
            remaining -= step
            eachFrame()
        }
    }
}
