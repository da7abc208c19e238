import Foundation

/// Runs a block once every animation it tracks has stopped (finished or removed), through the
/// animations' delegate.
final class AnimationStopCounter: NSObject, CAAnimationDelegate {
    private var pending = 0
    private var block: (() -> Void)?

    init(_ block: @escaping () -> Void) {
        self.block = block
    }

    /// Makes this counter the animation's delegate (before it is added to a layer, which copies it).
    func track(_ animation: CAAnimation) {
        pending += 1
        animation.delegate = self
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        guard pending <= 0, let block else { return }
        self.block = nil
        block()
    }
}
