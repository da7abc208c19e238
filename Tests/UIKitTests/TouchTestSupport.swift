import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A 390 x 844 window in its own environment, and a finger to drive it, for touch tests.
/// Everything runs inside the environment (see `touchScene(_:)`), so the clock is the scene's.
final class TouchScene: TestScene {
    let window: UIWindow
    let finger: TouchInjector
    /// The frame step the clock advances by between samples (60 Hz).
    static let frame: TimeInterval = TestScene.frameDuration

    override init(environment: UIKitEnvironment) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        finger = TouchInjector(window: window)
        super.init(environment: environment)
    }

    /// Adds a view filling the window (or `frame`) and returns it.
    @discardableResult
    func addView<V: UIView>(_ view: V, frame: CGRect? = nil) -> V {
        view.frame = frame ?? window.bounds
        window.addSubview(view)
        return view
    }

    /// Advances the clock by `seconds` one 60 Hz frame at a time, firing display links each frame.
    func tick(_ seconds: TimeInterval) {
        advance(by: seconds)
    }

    /// Touches down at `start`, moves to `end` in `steps` equal moves one frame apart, and lifts
    /// (unless `lift` is false).
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, lift: Bool = true) {
        finger.down(at: start)
        for i in 1...steps {
            tick(Self.frame)
            let t = CGFloat(i) / CGFloat(steps)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if lift { finger.up() }
    }

    /// Touches down and lifts at `point` after `holding` seconds.
    func tap(at point: CGPoint, holding: TimeInterval = 0.05) {
        finger.down(at: point)
        tick(holding)
        finger.up()
    }
}

extension XCTestCase {
    /// Runs `body` on a fresh layer context with a touch scene.
    func touchScene(_ body: (TouchScene) throws -> Void) rethrows {
        try TestScene.inEnvironment { try body(TouchScene(environment: $0)) }
    }
}

/// A view that records the touch callbacks it receives, in order.
final class RecordingView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// Records a recognizer's reported states through a method-reference target.
final class GestureLog {
    var states: [UIGestureRecognizer.State] = []
    var translations: [CGPoint] = []
    func handle(_ recognizer: UIGestureRecognizer) { states.append(recognizer.state) }
    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        states.append(recognizer.state)
        translations.append(recognizer.translation(in: nil))
    }
}

/// A gesture delegate whose answers tests set.
final class ConfigurableGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    var askedToBegin = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        askedToBegin += 1
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { shouldReceive }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
}

extension TouchScene {
    /// Puts two fingers down at `start`, moves both to `end` in `steps` equal moves one frame
    /// apart (finger 0 then finger 1 each frame), and lifts both unless `lift` is false; `path`
    /// gives both points at a fraction of the way instead of straight lines. Returns finger 1.
    @discardableResult
    func twoFingerMove(from start: (CGPoint, CGPoint), to end: (CGPoint, CGPoint), steps: Int = 10, lift: Bool = true,
                       path: ((CGFloat) -> (CGPoint, CGPoint))? = nil) -> TouchInjector {
        let second = TouchInjector(window: window, finger: 1)
        finger.down(at: start.0)
        second.down(at: start.1)
        func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
            CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        for i in 1...steps {
            tick(Self.frame)
            let t = CGFloat(i) / CGFloat(steps)
            let points = path?(t) ?? (lerp(start.0, end.0, t), lerp(start.1, end.1, t))
            finger.move(to: points.0)
            second.move(to: points.1)
        }
        if lift {
            finger.up()
            second.up()
        }
        return second
    }
}
