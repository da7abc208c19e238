import Foundation

/// A transition context that knows the animator it runs, so that a
/// `UIPercentDrivenInteractiveTransition` can drive any of them (navigation or presentation).
protocol AnimatorDrivenTransitionContext: AnyObject {
    /// The animator whose animations the interactor scrubs.
    var animator: UIViewControllerAnimatedTransitioning { get }
    /// Whether `completeTransition(_:)` was already called.
    var hasCompleted: Bool { get }
}

/// What the navigation and presentation transition contexts share (UIKit's private
/// `_UIViewControllerOneToOneTransitionContext`): the animator and interactor, the duration read
/// once, and the interaction's state (percent, cancelled, interactive), which is forwarded to
/// `onInteractionChange`. Subclasses supply the view controllers, the frames and the vetting of
/// `completeTransition(_:)`, then report the verdict with `reportCompletion(_:)`.
class OneToOneTransitionContext: NSObject, AnimatorDrivenTransitionContext {
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    var targetTransform: CGAffineTransform { .identity }
    /// The animator running the transition (the percent-driven interactor drives it).
    let animator: UIViewControllerAnimatedTransitioning
    /// The interactor, when the transition started interactively.
    let interactor: UIViewControllerInteractiveTransitioning?
    /// The animator's duration, read once before it runs, as UIKit does.
    private(set) var duration: TimeInterval = 0
    /// The last percent reported while interactive.
    private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition(_:)` was called (or forced by the time-out).
    private(set) var hasCompleted = false
    /// Called once with the animator's verdict.
    var onComplete: ((Bool) -> Void)?
    /// Called when the interaction starts or stops (finish, cancel, pause), for the coordinator
    /// and the time-out.
    var onInteractionChange: (() -> Void)?

    init(container: UIView, animated: Bool, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?) {
        containerView = container
        isAnimated = animated
        self.animator = animator
        self.interactor = interactor
        isInteractive = interactor?.wantsInteractiveStart ?? false
        super.init()
    }

    /// Reads the animator's duration; subclasses call it at the end of their initializer, before
    /// `animateTransition` runs, so the interactor and the time-out agree with the animator.
    final func readDuration(of context: UIViewControllerContextTransitioning) {
        duration = max(0, animator.transitionDuration(using: context))
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(1, max(0, percentComplete))
    }

    func finishInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = false
        onInteractionChange?()
    }

    func cancelInteractiveTransition() {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = true
        onInteractionChange?()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, !hasCompleted else { return }
        isInteractive = true
        onInteractionChange?()
    }

    /// Takes the animator's verdict; both contexts override it to vet the call first.
    func completeTransition(_ didComplete: Bool) {
        reportCompletion(didComplete)
    }

    /// Marks the transition completed and reports `completed` to `onComplete`, once.
    final func reportCompletion(_ completed: Bool) {
        hasCompleted = true
        isInteractive = false
        let handler = onComplete
        onComplete = nil
        handler?(completed)
    }

    /// Completes a transition whose animator never called `completeTransition(_:)`.
    func forceCompletion() {
        guard !hasCompleted else { return }
        completeTransition(!transitionWasCancelled)
    }
}

/// The transition context UIKit hands to animators and interactors for a modal presentation or
/// dismissal (UIKit's private `_UIViewControllerOneToOneTransitionContext`, modal flavour).
///
/// As in UIKit, `view(forKey:)` gives the presenter's view only when the presentation takes it
/// out of the hierarchy (`shouldRemovePresentersView`): otherwise the animator must leave it
/// alone and gets nil. `finalFrame(for:)` of the presented controller is the presentation
/// controller's `frameOfPresentedViewInContainerView`. `completeTransition(_:)` is reported
/// exactly once; a second call is logged and ignored. Unlike UIKit, `completeTransition(true)`
/// after a cancelled interaction (as seed 003's memo animator does) counts as cancelled, with a
/// warning, so a cancelled presentation never leaves a half-made one behind.
final class PresentationTransitionContext: OneToOneTransitionContext, UIViewControllerContextTransitioning {
    let isPresentation: Bool
    let presentationController: UIPresentationController
    let presentationStyle: UIModalPresentationStyle
    /// Where the presenter's view is (in the container's coordinates) when the transition starts.
    let presenterFrame: CGRect
    /// Where the presented view is when a dismissal starts.
    let presentedInitialFrame: CGRect

    init(presentation: Bool, controller: UIPresentationController, container: UIView, animated: Bool,
         style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
         interactor: UIViewControllerInteractiveTransitioning?) {
        isPresentation = presentation
        presentationController = controller
        presentationStyle = style
        let presenterView = controller.presentingViewController.viewIfLoaded
        presenterFrame = presenterView.map { $0.superview == nil ? $0.frame : $0.convert($0.bounds, to: container) } ?? .zero
        presentedInitialFrame = presentation ? .zero : (controller.presentedView?.frame ?? .zero)
        super.init(container: container, animated: animated, animator: animator, interactor: interactor)
        readDuration(of: self)
    }

    var presentedViewController: UIViewController { presentationController.presentedViewController }
    var presentingViewController: UIViewController { presentationController.presentingViewController }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return isPresentation ? presentingViewController : presentedViewController
        case .to: return isPresentation ? presentedViewController : presentingViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        let presenterView = presentationController.shouldRemovePresentersView ? presentingViewController.view : nil
        switch key {
        case .from: return isPresentation ? presenterView : presentationController.presentedView
        case .to: return isPresentation ? presentationController.presentedView : presenterView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === presentingViewController { return presenterFrame }
        if vc === presentedViewController { return isPresentation ? .zero : presentedInitialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === presentingViewController { return presenterFrame }
        if vc === presentedViewController {
            return isPresentation ? presentationController.frameOfPresentedViewInContainerView : .zero
        }
        return .zero
    }

    override func completeTransition(_ didComplete: Bool) {
        guard !hasCompleted else {
            UIKitLog.warn("completeTransition(_:) called more than once by \(type(of: animator)); "
                + "the extra call (\(didComplete)) is ignored")
            return
        }
        var completed = didComplete
        if didComplete && transitionWasCancelled {
            // Seed 003's memo animator calls completeTransition(YES) after a cancel; UIKit would
            // then keep a half-made presentation. Here the cancel wins, so nothing is left behind.
            UIKitLog.warn("\(type(of: animator)) called completeTransition(true) after the interaction was cancelled; "
                + "treating it as cancelled (pass !transitionContext.transitionWasCancelled)")
            completed = false
        }
        reportCompletion(completed)
    }
}
