import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A 390 x 844 key window drawn each frame by a small compositor, and a finger, for the common
/// controls' tests: touches go through `UIWindow.injectTouch` as the simulator's do, and every
/// frame commits, so animations start and can be read mid-flight.
final class ControlScene: TestScene {
    let window: UIWindow
    let finger: TouchInjector
    let compositor: LayerCompositor

    override init(environment: UIKitEnvironment) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        finger = TouchInjector(window: window)
        compositor = LayerCompositor(width: 39, height: 85, scale: 0.1)
        super.init(environment: environment)
    }

    /// Adds `control` to the window at `origin` with `size` (its intrinsic size when nil, with
    /// `width` for controls that have no intrinsic width) and draws a frame.
    @discardableResult
    func add<V: UIView>(_ control: V, at origin: CGPoint, width: CGFloat = 200, size: CGSize? = nil) -> V {
        var natural = control.intrinsicContentSize
        if natural.width < 0 { natural.width = width }
        control.frame = CGRect(origin: origin, size: size ?? natural)
        window.addSubview(control)
        frame()
        return control
    }

    /// One 60 Hz frame: the clock moves, display links fire, the window is drawn.
    func frame() {
        stepClock()
        compositor.render(window.layer)
    }

    /// Frames for `seconds`.
    func run(_ seconds: TimeInterval) {
        for _ in 0..<Int((seconds / Self.frameDuration).rounded()) { frame() }
    }

    /// A tap at a window point: down, two frames, up, one frame.
    func tap(at point: CGPoint) {
        finger.down(at: point)
        frame()
        frame()
        finger.up()
        frame()
    }

    /// Down at `start`, `steps` moves a frame apart to `end`, then up unless `lift` is false.
    func drag(from start: CGPoint, to end: CGPoint, steps: Int = 6, lift: Bool = true) {
        finger.down(at: start)
        for step in 1...steps {
            frame()
            let t = CGFloat(step) / CGFloat(steps)
            finger.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if lift { finger.up() }
        frame()
    }

    /// Where `view` is drawn now (its layer's presentation), in window coordinates.
    func onScreenFrame(_ view: UIView) -> CGRect {
        view.onScreenFrame(in: window)
    }
}

/// Counts a control's `.valueChanged` events and remembers the value each one carried.
final class ValueChangeLog<Value> {
    private(set) var values: [Value] = []
    var count: Int { values.count }

    /// Listens to `control`, reading `read` at each `.valueChanged`.
    init<C: UIControl>(_ control: C, read: @escaping (C) -> Value) {
        control.addAction(UIAction { [unowned self] action in
            if let sender = action.sender as? C { self.values.append(read(sender)) }
        }, for: .valueChanged)
    }
}

extension XCTestCase {
    /// Runs `body` in a fresh environment with a control scene.
    func controlScene(_ body: (ControlScene) throws -> Void) rethrows {
        try TestScene.inEnvironment { try body(ControlScene(environment: $0)) }
    }
}
