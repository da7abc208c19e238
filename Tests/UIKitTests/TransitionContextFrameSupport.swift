import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// What a transition context answered, read by `FrameRecordingAnimator` when the transition
/// began, with the rectangles the answers are expected to be.
struct TransitionFrameAnswers {
    var initialFrom = CGRect.null, finalFrom = CGRect.null, initialTo = CGRect.null, finalTo = CGRect.null
    /// The container's bounds.
    var container = CGRect.null
    /// The "from" view's frame when the transition began.
    var fromViewFrame = CGRect.null
    /// The presentation controller's `frameOfPresentedViewInContainerView` (presentations only).
    var presentedFrame = CGRect.null
}

/// An expected answer, named by what UIKit answers.
enum ExpectedFrame: CustomStringConvertible {
    case zero, container, fromViewFrame, presentedFrame

    func rect(in answers: TransitionFrameAnswers) -> CGRect {
        switch self {
        case .zero: return .zero
        case .container: return answers.container
        case .fromViewFrame: return answers.fromViewFrame
        case .presentedFrame: return answers.presentedFrame
        }
    }
    var description: String {
        switch self {
        case .zero: return ".zero"
        case .container: return "the container's bounds"
        case .fromViewFrame: return "the from view's frame"
        case .presentedFrame: return "frameOfPresentedViewInContainerView"
        }
    }
}

/// An animator that records the context's four frame answers, then puts the "to" view at its
/// final frame (or takes the "from" view away) in 0.3 s.
final class FrameRecordingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private(set) var answers: TransitionFrameAnswers?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)!, to = transitionContext.viewController(forKey: .to)!
        var answers = TransitionFrameAnswers()
        answers.initialFrom = transitionContext.initialFrame(for: from)
        answers.finalFrom = transitionContext.finalFrame(for: from)
        answers.initialTo = transitionContext.initialFrame(for: to)
        answers.finalTo = transitionContext.finalFrame(for: to)
        answers.container = transitionContext.containerView.bounds
        answers.fromViewFrame = from.view.frame
        let presented = to.presentingViewController === from ? to : from
        answers.presentedFrame = presented.presentationController?.frameOfPresentedViewInContainerView ?? .null
        self.answers = answers

        let toView = transitionContext.view(forKey: .to)
        if let toView {
            toView.frame = transitionContext.finalFrame(for: to)
            transitionContext.containerView.addSubview(toView)
        }
        UIView.animate(withDuration: 0.3, animations: {
            toView?.alpha = 1
            transitionContext.view(forKey: .from)?.alpha = 0
        }, completion: { _ in
            transitionContext.view(forKey: .from)?.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// Hands out a `FrameRecordingAnimator` for both directions, and a presentation controller
/// when `makesPresentationController` (a `LeftTwoThirdsPresentationController`).
final class FrameRecordingDelegate: NSObject, UIViewControllerTransitioningDelegate, UINavigationControllerDelegate {
    let animator = FrameRecordingAnimator()
    var makesPresentationController = false

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        makesPresentationController ? LeftTwoThirdsPresentationController(presentedViewController: presented, presenting: presenting) : nil
    }
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
}

/// A slide-in menu's presentation controller: the presented view takes the left two thirds.
final class LeftTwoThirdsPresentationController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: 0, width: (container.bounds.width * 2 / 3).rounded(), height: container.bounds.height)
    }
}

/// The slide-in animator iOS tutorials teach (a menu from the left): it reads
/// `finalFrame(for:)` of the presented controller in both directions and offsets it by its
/// width, so on dismissal the menu slides out only if that frame is still the presented one.
final class SlideInMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresentation: Bool
    init(isPresentation: Bool) { self.isPresentation = isPresentation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        if isPresentation { transitionContext.containerView.addSubview(controller.view) }
        let presentedFrame = transitionContext.finalFrame(for: controller)
        var dismissedFrame = presentedFrame
        dismissedFrame.origin.x = -presentedFrame.width
        controller.view.frame = isPresentation ? dismissedFrame : presentedFrame
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: {
            controller.view.frame = self.isPresentation ? presentedFrame : dismissedFrame
        }, completion: { finished in
            transitionContext.completeTransition(finished)
        })
    }
}

/// Hands out `SlideInMenuAnimator`s and a `LeftTwoThirdsPresentationController`.
final class SlideInMenuDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInMenuAnimator(isPresentation: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideInMenuAnimator(isPresentation: false)
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        LeftTwoThirdsPresentationController(presentedViewController: presented, presenting: presenting)
    }
}
