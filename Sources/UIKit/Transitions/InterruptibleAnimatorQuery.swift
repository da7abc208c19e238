import Foundation

/// Asks an animator for its interruptible animator only if it implements
/// `interruptibleAnimator(using:)`, as UIKit asks whether the object responds to the optional
/// method before calling it.
///
/// The protocol's default implementation returns `absent` while a question is asked (a task
/// local, so nothing outlives the question) and stops the program otherwise.
enum InterruptibleAnimatorQuery {
    /// Whether UIKit is asking, so the default implementation answers `absent`.
    @TaskLocal static var isAsking = false

    /// What the default implementation answers while asked.
    static let absent: UIViewImplicitlyAnimating = AbsentAnimator()

    /// The animator's interruptible animator, or nil when it does not implement the method.
    static func animator(of animator: UIViewControllerAnimatedTransitioning,
                         context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating? {
        let answer = $isAsking.withValue(true) { animator.interruptibleAnimator(using: context) }
        return answer === absent ? nil : answer
    }

    /// The default implementation's answer: never used as an animator.
    private final class AbsentAnimator: NSObject, UIViewImplicitlyAnimating {
        var state: UIViewAnimatingState { .inactive }
        var isRunning: Bool { false }
        var isReversed = false
        var fractionComplete: CGFloat = 0
        func startAnimation() {}
        func startAnimation(afterDelay delay: TimeInterval) {}
        func pauseAnimation() {}
        func stopAnimation(_ withoutFinishing: Bool) {}
        func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    }
}
