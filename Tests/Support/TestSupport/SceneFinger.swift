import Foundation
@_spi(TransitionLab) import UIKit

/// A finger on a window for tests that use UIKit's public API alone (the compile tests):
/// `down(at:)`, `move(to:)`, `up()`.
///
/// It wraps a `TouchInjector`, which is TransitionLab's SPI (`@_spi(TransitionLab)`) and so not
/// seen by an app's or a compile test's plain `import UIKit`; the touches go through the same
/// delivery. Like `TouchInjector` it does not move the clock: step the scene between calls.
public final class SceneFinger {
    /// The injector that delivers the touches.
    private let injector: TouchInjector

    /// Creates finger `number` on `window` (finger 0 is the mouse).
    public init(window: UIWindow, finger number: Int = 0) {
        injector = TouchInjector(window: window, finger: number)
    }

    /// Touches down at a window point.
    public func down(at point: CGPoint) {
        injector.down(at: point)
    }

    /// Moves the finger to a window point (does nothing when it is not down).
    public func move(to point: CGPoint) {
        injector.move(to: point)
    }

    /// Lifts the finger, at `point` when given (else where it is).
    public func up(at point: CGPoint? = nil) {
        injector.up(at: point)
    }
}
