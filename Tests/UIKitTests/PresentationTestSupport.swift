import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A window showing a recording root page "A", a small compositor and a clock, for presentation
/// tests. Create it inside `TestScene.inEnvironment` (see `presentationScene(screen:_:)`).
final class PresentationScene: WindowTestScene {
    let root: UIViewController
    let log: EventLog

    init(environment: UIKitEnvironment, log: EventLog, root: UIViewController) {
        self.log = log
        self.root = root
        super.init(environment: environment, root: root)
        frame()
    }

    /// Runs frames until no presentation transition is in progress (at most `limit` seconds).
    func settle(limit: TimeInterval = 6) {
        settle(limit: limit) { !PresentationRegistry.current.running.isEmpty }
    }

    /// The presentation containers in the window (any depth).
    var containers: [UIView] {
        var found: [UIView] = []
        func visit(_ view: UIView) {
            if view is PresentationContainerView { found.append(view) }
            view.subviews.forEach(visit)
        }
        visit(window)
        return found
    }

    /// Presents a recording page "B" in `style` without animation (after `configure`), draws a
    /// frame and returns the page.
    func present(_ style: UIModalPresentationStyle, configure: (UIViewController) -> Void = { _ in }) -> UIViewController {
        let page = RecordingViewController("B", log: log)
        page.modalPresentationStyle = style
        configure(page)
        root.present(page, animated: false)
        frame()
        return page
    }

    /// Where a view is on screen now (presentation values), in window coordinates.
    func onScreenFrame(_ view: UIView) -> CGRect {
        view.onScreenFrame(in: window)
    }
}

extension XCTestCase {
    /// Runs `body` on a fresh layer context whose screen is `screen` points (a phone by
    /// default), with a scene rooted at a recording page "A".
    func presentationScene(screen: CGSize = CGSize(width: 390, height: 844),
                           _ body: (PresentationScene, EventLog) throws -> Void) rethrows {
        try TestScene.inEnvironment(screen: screen) { environment in
            let log = EventLog()
            let scene = PresentationScene(environment: environment, log: log, root: RecordingViewController("A", log: log))
            try body(scene, log)
        }
    }
}

/// A 820 x 1180 pt tablet screen (regular width).
let tabletScreen = CGSize(width: 820, height: 1180)

/// A presentation controller that logs its life cycle as "pc.callback" and can add a dimming
/// view faded alongside (as seed 003's memo controller does), recording `isCancelled`.
final class RecordingPresentationController: UIPresentationController {
    let log: EventLog
    var frameProvider: ((UIView) -> CGRect)?
    var removesPresenter = false
    let dimming = UIView()
    private(set) var alongsideCancelled: [Bool] = []

    init(presented: UIViewController, presenting: UIViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return frameProvider?(container) ?? container.bounds
    }
    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        log.append("pc.presentationTransitionWillBegin")
        dimming.backgroundColor = .black
        dimming.alpha = 0
        dimming.frame = containerView?.bounds ?? .zero
        containerView?.addSubview(dimming)
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0.5
        }, completion: { context in
            self.alongsideCancelled.append(context.isCancelled)
            if context.isCancelled { self.dimming.alpha = 0 }
        })
    }
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        log.append("pc.presentationTransitionDidEnd(\(completed))")
    }
    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        log.append("pc.dismissalTransitionWillBegin")
        presentingViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.dimming.alpha = 0
        }, completion: { context in
            self.alongsideCancelled.append(context.isCancelled)
            if context.isCancelled { self.dimming.alpha = 0.5 }
        })
    }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        log.append("pc.dismissalTransitionDidEnd(\(completed))")
    }
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        log.append("pc.containerViewWillLayoutSubviews")
    }
    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        log.append("pc.containerViewDidLayoutSubviews")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("pc.viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
        // Seed 003's memo sheet: at most 500 pt high, full height when the screen is lower.
        coordinator.animate(alongsideTransition: { _ in
            guard let container = self.containerView else { return }
            let top = max(size.height - 500, 0)
            self.presentedView?.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: container.bounds.height - top)
        })
    }
}

/// A transitioning delegate that hands out given objects and logs what it is asked ("td.…").
final class RecordingTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: EventLog
    var presentationControllerFactory: ((UIViewController, UIViewController?) -> UIPresentationController)?
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteractor: UIViewControllerInteractiveTransitioning?
    var dismissInteractor: UIViewControllerInteractiveTransitioning?

    init(log: EventLog) { self.log = log }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("td.animationControllerForPresented")
        return presentAnimator
    }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.append("td.animationControllerForDismissed")
        return dismissAnimator
    }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        log.append("td.interactionControllerForPresentation")
        return presentInteractor
    }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        log.append("td.interactionControllerForDismissal")
        return dismissInteractor
    }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log.append("td.presentationControllerForPresented")
        return presentationControllerFactory?(presented, presenting)
    }
}

/// A slide-up animator with Core Animation-free `UIView.animate` blocks, as apps write them.
final class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    init(presenting: Bool, duration: TimeInterval = 0.4) {
        self.presenting = presenting
        self.duration = duration
    }
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = presenting ? .to : .from
        let controllerKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let view = transitionContext.view(forKey: key),
              let controller = transitionContext.viewController(forKey: controllerKey) else { return }
        let container = transitionContext.containerView
        let shown = presenting ? transitionContext.finalFrame(for: controller) : view.frame
        let hidden = shown.offsetBy(dx: 0, dy: container.bounds.height - shown.minY)
        if presenting {
            view.frame = hidden
            container.addSubview(view)
        }
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            view.frame = self.presenting ? shown : hidden
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { view.frame = self.presenting ? hidden : shown }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
