import Foundation
import Raster
@_spi(TransitionLab) import UIKit

/// A simulated phone without a window: a screen, a clock stepped one frame at a time, UIKit's
/// state, and a compositor that draws the key window into a bitmap.
///
/// Tests and tools drive it directly: `run { ... }` executes app code in the device's context,
/// `step()` advances one frame. Nothing here reads the wall clock; the same calls give the same
/// pixels.
public final class Device {
    /// What phone this is.
    public let model: DeviceModel
    /// The device's clock and Core Animation state.
    package let context: LayerContext
    /// The device's UIKit state (screen, windows).
    package let environment: UIKitEnvironment
    /// Draws the screen (replaced by one of the new shape when the device turns).
    package private(set) var compositor: LayerCompositor
    /// How the device is held (see `rotate(to:animated:)`).
    public private(set) var orientation = UIInterfaceOrientation.portrait
    /// The model as currently held: its screen's sides swapped in landscape.
    package var orientedModel: DeviceModel { model.oriented(orientation) }
    /// How many threads the compositor draws its bands on: the `threads` the device was made
    /// with, unless changed (a replay cursor draws on two plain threads, with nothing else run
    /// ahead on Dispatch's pool; `LayerCompositor.plainThreads`).
    package var threads: Int {
        didSet { compositor.threads = max(1, threads) }
    }
    /// The time one frame adds to the clock at normal speed.
    package var frameDuration: CFTimeInterval = 1.0 / 60
    /// How fast simulated time runs: 1 normally, 0.1 for "slow animations".
    package var animationSpeed: Double = 1
    /// How many frames have been stepped.
    package internal(set) var frameCount = 0
    /// Whether frames stepped without drawing still blur a newly shadowed layer's shadow (see
    /// `LayerCompositor.preparesShapeShadows`; kept when the device turns).
    package var preparesShapeShadows = false {
        didSet { compositor.preparesShapeShadows = preparesShapeShadows }
    }
    /// Whether the last step drew its pixels (see `canSkipIdleFrames`).
    package private(set) var lastStepWasDrawn = true

    /// Creates a device of `model` with no app running; `threads` rows bands composite in parallel.
    package init(model: DeviceModel = .phone61, threads: Int = 1) {
        self.model = model
        self.threads = threads
        context = LayerContext()
        context.drawingThreads = threads
        environment = UIKitEnvironment(screen: UIScreen(size: model.screenSize, scale: model.scale), layerContext: context)
        compositor = Device.compositor(for: model, threads: threads)
    }

    /// A compositor for `model`'s screen as it stands (its pixels, its scale, black behind).
    private static func compositor(for model: DeviceModel, threads: Int) -> LayerCompositor {
        let pixels = model.screenPixelSize
        return LayerCompositor(width: pixels.width, height: pixels.height, scale: Double(model.scale),
                               background: .black, threads: threads)
    }

    /// Runs `body` with this device's context current (UIKit calls must happen inside).
    package func run<R>(_ body: () throws -> R) rethrows -> R {
        try environment.run(body)
    }

    /// The key window, if the app has made one.
    public var window: UIWindow? { environment.keyWindow ?? environment.windows.last }

    /// The simulated time now.
    package var time: CFTimeInterval { context.mediaTime }

    /// The screen as last drawn.
    package var screen: Bitmap { compositor.frame }

    /// Shows `rootViewController` in a new key window filling the screen, and draws a frame.
    @discardableResult
    package func launch(_ rootViewController: UIViewController) -> UIWindow {
        let window = run { () -> UIWindow in
            let window = UIWindow(frame: CGRect(origin: .zero, size: model.screenSize))
            window.backgroundColor = .black
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            return window
        }
        renderIfNeeded()
        return window
    }

    /// Turns the device to `orientation` (UIKit's rotation: `viewWillTransition(to:with:)`,
    /// layout animated alongside); the screen takes its new shape at once. A rotation the app
    /// refuses, or one deferred behind a transition, leaves the screen as it is until it happens.
    package func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
        run { environment.rotate(to: orientation, animated: animated) }
        syncOrientation()
    }

    /// Turns the device a quarter turn anticlockwise (Ctrl+Left), skipping orientations the app
    /// does not support.
    package func rotateLeft() { rotateStep(by: 1) }

    /// Turns the device a quarter turn clockwise (Ctrl+Right).
    package func rotateRight() { rotateStep(by: -1) }

    private func rotateStep(by step: Int) {
        // Interface orientations in the order an anticlockwise turn of the device visits them.
        let cycle: [UIInterfaceOrientation] = [.portrait, .landscapeRight, .portraitUpsideDown, .landscapeLeft]
        // From the turn still waiting for a transition to end, if any: a quarter turn there and
        // one back, pressed during a push, leave the device as it was.
        let from = run { environment.pendingInterfaceOrientation } ?? orientation
        let start = cycle.firstIndex(of: from) ?? 0
        for distance in 1..<cycle.count {
            let candidate = cycle[((start + step * distance) % cycle.count + cycle.count) % cycle.count]
            let allowed = run { environment.topFullScreenControllerAllows(candidate) }
            if allowed {
                rotate(to: candidate)
                return
            }
        }
    }

    /// Makes the compositor match the environment's orientation (after a rotation happened).
    func syncOrientation(drawing: Bool = true) {
        let current = run { environment.interfaceOrientation }
        guard current != orientation else { return }
        orientation = current
        compositor = Device.compositor(for: orientedModel, threads: threads)
        compositor.preparesShapeShadows = preparesShapeShadows
        renderIfNeeded(drawing: drawing)
    }

    /// Advances one frame: the clock moves by `frameDuration * animationSpeed`, display links
    /// fire, and the screen is redrawn if anything changed. Returns whether it was redrawn.
    ///
    /// Without `drawing` the frame changes the app's state exactly as a drawn one does but leaves
    /// the screen's pixels as last drawn (see `LayerCompositor.render(_:atMediaTime:drawing:)`):
    /// the next drawn frame shows the same pixels as if every frame had been drawn.
    @discardableResult
    package func step(drawing: Bool = true) -> Bool {
        run {
            // Slow animations slow the media clock only: touches keep real time, so a drag's
            // velocity reads the same at any animation speed.
            context.advance(by: frameDuration * animationSpeed, eventSeconds: frameDuration)
            context.fireDisplayLinks(frameDuration: frameDuration * animationSpeed)
            frameCount += 1
        }
        lastStepWasDrawn = drawing
        // A rotation deferred behind a transition may just have happened.
        syncOrientation(drawing: drawing)
        return renderIfNeeded(drawing: drawing)
    }

    /// Steps `count` frames.
    package func step(frames count: Int) {
        for _ in 0..<max(0, count) { step() }
    }

    /// Steps frames until `seconds` of simulated time have passed.
    package func advance(seconds: CFTimeInterval) {
        let end = time + seconds - 1e-9
        while time < end { step() }
    }

    /// Puts a finger (0 the first, 1 the second) down, moves it or lifts it at a point of the
    /// screen (in points), as the mouse does in the window; the app sees it at once, the screen
    /// at the next frame.
    package func touch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0) {
        run { _ = window?.injectTouch(phase: phase, location: point, finger: finger) }
    }

    /// Redraws the screen if anything changed since the last frame; returns whether it drew.
    /// Without `drawing`, everything but the pixels happens (see `step(drawing:)`).
    @discardableResult
    package func renderIfNeeded(drawing: Bool = true) -> Bool {
        run {
            guard let window else { return false }
            // Rendering commits the implicit transaction, lays out and delivers animation
            // callbacks even when nothing visible changes, so always let it run; it skips the
            // pixels itself when nothing changed.
            compositor.render(window.layer, drawing: drawing)
            return !compositor.lastDamage.isEmpty
        }
    }

    /// Whether the next frame may differ from the current one (animations running, changes
    /// pending, display links active): when false the host can sleep.
    package var isIdle: Bool {
        run {
            guard let window else { return true }
            return !context.hasActiveDisplayLinks && !window.hasActiveTouches
                && !compositor.needsFrame(window.layer, atMediaTime: time + frameDuration, changeCount: context.changeCount)
        }
    }
}
