import Foundation
import QuartzCore

/// The rotation a coordinator reports: no view controllers, the window as container, the turn
/// as `targetTransform`.
final class RotationTransition: CoordinatedTransition {
    let isAnimated: Bool
    let duration: TimeInterval
    let containerView: UIView
    let targetTransform: CGAffineTransform
    var presentationStyle: UIModalPresentationStyle { .none }
    var isInteractive: Bool { false }
    var transitionWasCancelled: Bool { false }
    var percentComplete: CGFloat { 0 }
    var interactor: UIViewControllerInteractiveTransitioning? { nil }

    init(duration: TimeInterval, container: UIView, targetTransform: CGAffineTransform) {
        isAnimated = duration > 0
        self.duration = duration
        containerView = container
        self.targetTransform = targetTransform
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}
