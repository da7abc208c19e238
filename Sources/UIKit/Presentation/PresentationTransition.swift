import Foundation

/// One presentation or dismissal in progress: it sets up the container, runs the animator (or
/// the interactor), and when the animator reports the end keeps or undoes the change, calls the
/// presentation controller's life cycle and the appearance callbacks in UIKit's order.
///
/// Order, presenting: `presentationTransitionWillBegin`, presenter `viewWillDisappear` (only when
/// its view is removed), presented `viewWillAppear`, container layout, `animateTransition`; at the
/// end the coordinator's completions, `presentationTransitionDidEnd(_:)`, presented
/// `viewDidAppear`, presenter `viewDidDisappear`, the completion block. Dismissing mirrors it. A
/// cancelled transition calls the callbacks back, so each controller ends where it started.
final class PresentationTransition {
    let isPresentation: Bool
    let controller: UIPresentationController
    let presented: UIViewController
    let presenting: UIViewController
    let animated: Bool
    /// Whether the presenter's view is (or was) taken out: read once, at presentation time.
    let removesPresenter: Bool
    var context: PresentationTransitionContext!
    var coordinator: TransitionCoordinator!
    var completion: (() -> Void)?
    /// The views as they were, put back if the transition is cancelled.
    var savedViews: [SavedViewState] = []

    init(presentation: Bool, controller: UIPresentationController, animated: Bool, removesPresenter: Bool) {
        isPresentation = presentation
        self.controller = controller
        presented = controller.presentedViewController
        presenting = controller.presentingViewController
        self.animated = animated
        self.removesPresenter = removesPresenter
    }

    var container: UIView { controller.containerStorage! }

    // MARK: Presenting

    static func present(_ presented: UIViewController, by presenting: UIViewController, source: UIViewController,
                        controller: UIPresentationController, animated: Bool, completion: (() -> Void)?) {
        presenting.presentationLinks.presented = presented
        presented.presentationLinks.presenting = presenting
        presented.presentationLinks.isBeingPresented = true
        presented.loadViewIfNeeded()
        let presenterView = presenting.view!
        controller.savedPresenterPlace = PresenterViewPlace(presenterView)

        // The container covers the window, or the context controller's view.
        let removes = controller.shouldRemovePresentersView
        let container = PresentationContainerView()
        container.presentationController = controller
        controller.containerStorage = container
        if controller.shouldPresentInFullscreen, let window = presenterView.window {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        } else if let superview = presenterView.superview {
            container.frame = presenterView.frame
            // The container covers the context: it takes every frame the context's view is given
            // (`contextViewDidMove()`, layout code included). A context view taken out of
            // its superview is not resized with it, so there the container does what its mask
            // would: one that filled its superview (a presented page's root view, which its own
            // container resizes without a mask) keeps filling it.
            container.autoresizingMask = !removes ? [] : presenterView.frame == superview.bounds
                ? [.flexibleWidth, .flexibleHeight] : presenterView.autoresizingMask
            superview.insertSubview(container, aboveSubview: presenterView)
        }

        controller.removedPresenterView = removes
        let transition = PresentationTransition(presentation: true, controller: controller, animated: animated, removesPresenter: removes)
        transition.completion = completion
        transition.savedViews = [SavedViewState(presenterView)]
        if removes {
            // As in UIKit, the presenter's view starts inside the container (so an interaction
            // that freezes the container freezes it too); it leaves once the presentation is done.
            let frame = presenterView.convert(presenterView.bounds, to: container)
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = frame
        }
        let (animator, interactor) = animators(presenting: true, presented: presented, presenter: presenting,
                                               source: source, animated: animated)
        transition.start(animator: animator, interactor: interactor)
    }

    /// The animator and interactor: the transitioning delegate's, else the built-in animator of
    /// the transition style (the context's when it provides one; a fade for popovers).
    static func animators(presenting: Bool, presented: UIViewController, presenter: UIViewController,
                          source: UIViewController?, animated: Bool)
        -> (UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning?) {
        guard animated else { return (ImmediateModalAnimator(presenting: presenting), nil) }
        // A card's swipe down drives the dismissal, whichever animator runs it.
        let sheetInteractor = presenting ? nil : presented.presentationLinks.controller?.sheetDismissInteractor
        if let delegate = presented.transitioningDelegate {
            if presenting, let custom = delegate.animationController(forPresented: presented, presenting: presenter,
                                                                    source: source ?? presenter) {
                return (custom, delegate.interactionControllerForPresentation(using: custom))
            }
            if !presenting, let custom = delegate.animationController(forDismissed: presented) {
                return (custom, delegate.interactionControllerForDismissal(using: custom) ?? sheetInteractor)
            }
        }
        var style = presented.modalTransitionStyle
        if presenter.providesPresentationContextTransitionStyle && presenter.definesPresentationContext,
           presented.presentationLinks.controller?.shouldPresentInFullscreen == false {
            style = presenter.modalTransitionStyle
        }
        if presented.presentationLinks.controller?.effectiveStyle == .popover { style = .crossDissolve }
        let animator = ModalTransitionAnimator.make(style: style, presenting: presenting)
        if presented.presentationLinks.controller?.presentsAsCard == true, style == .coverVertical { animator.curve = .easeOut }
        return (animator, sheetInteractor)
    }

    // MARK: Dismissing

    static func dismiss(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard let controller = presented.presentationLinks.controller, let presenting = presented.presentationLinks.presenting,
              controller.containerStorage != nil else {
            completion?()
            return
        }
        guard !presented.presentationLinks.isBeingDismissed else {
            UIKitLog.warn("Attempt to dismiss \(type(of: presented)) while it is being dismissed; ignored, as UIKit does")
            return
        }
        let removes = controller.removedPresenterView
        let transition = PresentationTransition(presentation: false, controller: controller, animated: animated, removesPresenter: removes)
        transition.completion = completion
        presented.presentationLinks.isBeingDismissed = true
        let presenterView = presenting.view!
        if removes, let container = controller.containerStorage {
            // Back below the presented view, where the animator expects the "to" view.
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = container.bounds
        }
        transition.savedViews = [SavedViewState(presenterView)] + (controller.presentedView.map { [SavedViewState($0)] } ?? [])
        let (animator, interactor) = animators(presenting: false, presented: presented, presenter: presenting,
                                               source: nil, animated: animated)
        transition.start(animator: animator, interactor: interactor)
    }

    // MARK: Running

    func start(animator: UIViewControllerAnimatedTransitioning, interactor: UIViewControllerInteractiveTransitioning?) {
        let registry = PresentationRegistry.current
        registry.running.append(self)
        controller.isTransitioning = true
        let style = controller.adaptedStyle ?? UIViewController.resolvedStyle(presented.modalPresentationStyle)
        let context = PresentationTransitionContext(presentation: isPresentation, controller: controller, container: container,
                                                    animated: animated, style: style, animator: animator, interactor: interactor)
        let coordinator = TransitionCoordinator(transition: context)
        self.context = context
        self.coordinator = coordinator
        for participant in [presenting, presented] { participant.transitionCoordinatorStorage = coordinator }
        context.onComplete = { [weak self] completed in self?.end(completed: completed) }
        context.onInteractionChange = { [weak coordinator] in coordinator?.interactionDidChange() }
        // The page shrunk behind a card is outside the container: a swipe down scrubs it too.
        if !isPresentation, let presenter = controller.cardPresenter { context.companionLayers.append(presenter.layer) }

        if isPresentation {
            controller.delegate?.presentationController(controller, willPresentWithAdaptiveStyle: controller.adaptedStyle ?? .none,
                                                        transitionCoordinator: coordinator)
            controller.presentationTransitionWillBegin()
            if removesPresenter { presenting.performBeginAppearanceTransition(false, animated: animated) }
            presented.performBeginAppearanceTransition(true, animated: animated)
        } else {
            controller.dismissalTransitionWillBegin()
            presented.performBeginAppearanceTransition(false, animated: animated)
            if removesPresenter { presenting.performBeginAppearanceTransition(true, animated: animated) }
        }
        container.setNeedsLayout()
        container.layoutIfNeeded()

        context.announceStart(as: isPresentation ? .presentation : .dismissal)
        if let interactor {
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        guard registry.running.contains(where: { $0 === self }) else { return } // completed synchronously
        (isPresentation ? presented : presenting).callViewIsAppearingIfNeeded()
        coordinator.runAlongsideAnimations()
        context.startCompletionWatchdog()
    }

    /// The animator reported the end.
    func end(completed: Bool) {
        let registry = PresentationRegistry.current
        guard registry.running.contains(where: { $0 === self }) else { return }
        registry.running.removeAll { $0 === self }
        controller.isTransitioning = false
        controller.sheetDismissInteractor = nil
        if isPresentation { endPresentation(completed: completed) } else { endDismissal(completed: completed) }
        for participant in [presenting, presented] where participant.transitionCoordinatorStorage === coordinator {
            participant.transitionCoordinatorStorage = nil
        }
        context.animator.animationEnded(completed)
        if completed { completion?() }
        completion = nil
        registry.runDeferred()
    }
}
