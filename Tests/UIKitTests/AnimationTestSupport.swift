import XCTest
@testable import QuartzCore
@testable import UIKit

/// A small on-screen scene for animation tests: a root view drawn by a compositor, in a fresh
/// layer context whose clock only moves when the test says so.
final class AnimationScene {
    let context: LayerContext
    let root: UIView
    let compositor: LayerCompositor
    static let frameDuration = 1.0 / 60.0

    private init(context: LayerContext, size: CGSize) {
        self.context = context
        root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        compositor = LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1)
    }

    /// Runs `body` with a new scene, inside its own layer context.
    static func run(size: CGSize = CGSize(width: 200, height: 200), _ body: (AnimationScene) throws -> Void) rethrows {
        let context = LayerContext()
        try context.run {
            let scene = AnimationScene(context: context, size: size)
            scene.frame()
            try body(scene)
        }
    }

    /// Adds `view` to the root and draws a frame, so the view is on screen (as views being
    /// animated in an app are).
    @discardableResult
    func show<V: UIView>(_ view: V) -> V {
        root.addSubview(view)
        frame()
        return view
    }

    /// One frame at the current time, as the host draws it: display links, then the compositor.
    func frame() {
        context.fireDisplayLinks(frameDuration: Self.frameDuration)
        compositor.render(root.layer)
    }

    /// Moves the clock by `seconds` one frame at a time, drawing each frame (the last step may be
    /// shorter so the clock ends exactly `seconds` later).
    func run(for seconds: Double) {
        var left = seconds
        while left > 1e-12 {
            let step = min(Self.frameDuration, left)
            context.advance(by: step)
            left -= step
            frame()
        }
    }

    /// Moves the clock by `seconds` in one step and draws one frame.
    func jump(by seconds: Double) {
        context.advance(by: seconds)
        frame()
    }
}

extension UIView {
    /// What is on screen now (the layer's presentation at the current time).
    var onScreen: CALayer { layer.presentation()! }
}

/// The ease-in-ease-out value at time fraction `x`, for expected values.
func easeInOut(_ x: Double) -> Double {
    CAMediaTimingFunction(name: .easeInEaseOut).solve(forInput: x)
}
