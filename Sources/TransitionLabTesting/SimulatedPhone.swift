import Foundation
import Raster
import Simulator
@_spi(TransitionLab) import UIKit

/// Your app on a simulated phone in a test: touches, edge pans and time, stepped without
/// drawing until a picture is asked for (docs/YOUR-APP.md, "Test your transitions").
///
/// Time is the simulated clock, 60 frames a second, never the wall clock: a 2-second transition
/// takes 120 steps, none of them drawn unless `screen` is read, so a test of it runs in a
/// fraction of its length. Everything the app does happens as in the window; only the pixels
/// wait for the next `screen`.
public final class SimulatedPhone {
    /// The device the app runs on: a test reads its `window`, `model` and `orientation`
    /// (docs/ARCHITECTURE.md, "Public surface"); the rest is TransitionLab's own.
    public let device: Device

    /// Launches the app whose root view controller `makeRoot` makes (inside the device's
    /// context) on a phone of `model`, held `orientation`.
    public init(_ model: DeviceModel = .phone61, orientation: UIInterfaceOrientation = .portrait,
                _ makeRoot: () -> UIViewController) {
        device = Device(model: model)
        device.launch(device.run(makeRoot))
        if orientation != .portrait { device.rotate(to: orientation, animated: false) }
        device.step(drawing: false)
    }

    /// Runs `body` inside the app's UIKit context: make or inspect views and view controllers here.
    public func run<R>(_ body: () throws -> R) rethrows -> R {
        try device.run(body)
    }

    /// The screen now, drawn (the frames stepped since the last picture are not).
    public var screen: Bitmap {
        device.renderIfNeeded()
        return device.screen
    }

    /// How far the running transition is, 0...1, or nil when none runs: the interactor's
    /// percent while a finger drives it, else its time over its duration.
    ///
    /// Unlike UIKit, which has no such query, TransitionLab reads it from its transition contexts.
    public var transitionProgress: CGFloat? {
        device.run { device.environment.transitionProgress?.fraction }
    }

    /// Lets `seconds` of simulated time pass, undrawn.
    public func wait(seconds: TimeInterval) {
        step(frames: Int((seconds * 60).rounded()))
    }

    /// Steps undrawn until the running transition reaches `progress` (0...1), at most `seconds`
    /// of simulated time; returns whether it did (false when no transition ran that far).
    @discardableResult
    public func wait(untilTransitionProgress progress: CGFloat, atMost seconds: TimeInterval = 5) -> Bool {
        for _ in 0..<Int(seconds * 60) {
            if let fraction = transitionProgress, fraction >= progress { return true }
            device.step(drawing: false)
        }
        return (transitionProgress ?? 0) >= progress
    }

    /// Steps undrawn until no transition runs and nothing animates, at most `seconds`; returns
    /// whether the app came to rest.
    @discardableResult
    public func waitUntilIdle(atMost seconds: TimeInterval = 10) -> Bool {
        for _ in 0..<Int(seconds * 60) {
            if transitionProgress == nil, device.isIdle { return true }
            device.step(drawing: false)
        }
        return transitionProgress == nil && device.isIdle
    }

    /// Taps `point` (screen points): down, one frame, up, one frame.
    public func tap(_ point: CGPoint) {
        device.touch(.began, at: point)
        step(frames: 1)
        device.touch(.ended, at: point)
        step(frames: 1)
    }

    /// Taps the middle of `view` as it is on screen now.
    public func tap(_ view: UIView) {
        tap(run { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) })
    }

    /// Puts a finger down at `start`, moves it to `end` in a straight line over `seconds`, a
    /// move every frame, and lifts it unless `lift` is false (then `lift(at:)` ends the drag).
    public func drag(from start: CGPoint, to end: CGPoint, seconds: TimeInterval = 0.3, lift: Bool = true) {
        let frames = max(1, Int((seconds * 60).rounded()))
        device.touch(.began, at: start)
        step(frames: 1)
        for frame in 1...frames {
            let t = CGFloat(frame) / CGFloat(frames)
            device.touch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            step(frames: 1)
        }
        if lift { self.lift(at: end) }
    }

    /// Lifts the finger at `point` (after `drag(from:to:seconds:lift:)` with `lift: false`).
    public func lift(at point: CGPoint) {
        device.touch(.ended, at: point)
        step(frames: 1)
    }

    /// Drags from the screen's left edge to `x` at mid-height, as the interactive pop's edge pan
    /// starts, over `seconds`; lifts unless `lift` is false.
    public func edgePan(toX x: CGFloat, seconds: TimeInterval = 0.3, lift: Bool = true) {
        let y = device.orientedModel.screenSize.height / 2
        drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: x, y: y), seconds: seconds, lift: lift)
    }

    private func step(frames count: Int) {
        for _ in 0..<max(0, count) { device.step(drawing: false) }
    }
}
