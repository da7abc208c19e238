import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A small on-screen scene for animation tests: a root view drawn by a compositor, in a fresh
/// environment whose clock only moves when the test says so.
final class AnimationScene: TestScene {
    let root: UIView
    let compositor: LayerCompositor

    private init(environment: UIKitEnvironment, size: CGSize) {
        root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        compositor = LayerCompositor(width: Int(size.width), height: Int(size.height), scale: 1)
        super.init(environment: environment)
    }

    /// Runs `body` with a new scene, inside its own layer context.
    static func run(size: CGSize = CGSize(width: 200, height: 200), _ body: (AnimationScene) throws -> Void) rethrows {
        try TestScene.inEnvironment { environment in
            let scene = AnimationScene(environment: environment, size: size)
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
        advance(by: seconds) { compositor.render(root.layer) }
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
