import TestSupport
import XCTest
import UIKit

// A flip presentation as transition libraries write it: a property animator returned by
// `interruptibleAnimator(using:)` with a spring, keyframes inside it, a pan-driven
// `UIPercentDrivenInteractiveTransition` to dismiss, Auto Layout to the safe area, an image
// drawn by `UIGraphicsImageRenderer`, and `UIView.transition(with:)` in the completion. Ported
// by `transition-lab port` (its method references in place of `#selector`), nothing else changed.

private final class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var presenting = true
    private var animator: UIViewImplicitlyAnimating?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to) else {
            fatalError()
        }
        container.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 800
        container.layer.sublayerTransform = perspective
        toView.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        toView.layer.cornerCurve = .continuous
        toView.layer.cornerRadius = 12
        toView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: transitionDuration(using: transitionContext), timingParameters: timing)
        animator.addAnimations {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    fromView.layer.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    toView.layer.transform = CATransform3DIdentity
                }
            })
        }
        animator.addCompletion { position in
            fromView.layer.transform = CATransform3DIdentity
            transitionContext.completeTransition(position == .end && !transitionContext.transitionWasCancelled)
        }
        animator.isInterruptible = true
        animator.scrubsLinearly = false
        animator.pausesOnCompletion = false
        self.animator = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

private final class PanDriver: UIPercentDrivenInteractiveTransition {
    weak var controller: UIViewController?
    private(set) var interacting = false

    func attach(to controller: UIViewController) {
        self.controller = controller
        let pan = UIPanGestureRecognizer(target: self, action: PanDriver.handle(_:))
        pan.maximumNumberOfTouches = 1
        controller.view.addGestureRecognizer(pan)
        completionCurve = .easeOut
        wantsInteractiveStart = true
    }

    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let translation = pan.translation(in: view.superview)
        let progress = max(0, min(1, translation.x / view.bounds.width))
        switch pan.state {
        case .began:
            interacting = true
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended, .cancelled:
            interacting = false
            let velocity = pan.velocity(in: view).x
            if progress > 0.5 || velocity > 800 { finish() } else { cancel() }
        default: break
        }
    }
}

private final class FlipHost: UIViewController, UIViewControllerTransitioningDelegate {
    let animator = FlipAnimator()
    let driver = PanDriver()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Flip", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.addTarget(self, action: FlipHost.flip, for: .touchUpInside)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { context in
            UIColor.systemIndigo.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 24, height: 24)).fill()
        }
        let imageView = UIImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: 20, y: 120, width: 80, height: 80)
        view.addSubview(imageView)
    }

    private func flip() {
        let next = UIViewController()
        next.view.backgroundColor = .systemTeal
        next.modalPresentationStyle = .fullScreen
        next.transitioningDelegate = self
        driver.attach(to: next)
        present(next, animated: true) {
            UIView.transition(with: next.view, duration: 0.3, options: [.transitionCrossDissolve, .allowUserInteraction], animations: {
                next.view.backgroundColor = .systemPink
            }, completion: nil)
        }
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        driver.interacting ? driver : nil
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.view.layoutIfNeeded()
        }, completion: { context in
            _ = context.isCancelled
        })
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
}

final class InterruptibleFlipCompileTests: UIKitTestCase {
    /// The host's "Flip" button, found by its title.
    private func flipButton(in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == "Flip" { return button }
        for subview in view.subviews { if let found = flipButton(in: subview) { return found } }
        return nil
    }

    func test_flipPresentation_runsToTheEnd_thenAPanPastHalfDismisses_andOneShortOfHalfCancels() throws {
        try controllerScene(root: { FlipHost() }) { scene in
            let host = try XCTUnwrap(scene.window.rootViewController as? FlipHost)
            scene.frame()
            let button = try XCTUnwrap(flipButton(in: host.view))
            let finger = SceneFinger(window: scene.window)
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: scene.window)

            // Present: a tap on the button, then the flip runs its 0.6 s spring.
            finger.down(at: center)
            scene.frame()
            finger.up()
            scene.run(0.3)
            let midFlip = host.presentedViewController?.transitionCoordinator != nil
            scene.settle()
            let presented = try XCTUnwrap(host.presentedViewController)

            XCTAssertTrue(midFlip, "the flip is a transition in progress after 0.3 s")
            XCTAssertEqual(presented.view.layer.transform, CATransform3DIdentity, "the new page ends flat")
            XCTAssertEqual(scene.onScreenFrame(presented.view), scene.window.bounds)

            // A drag a third of the width, released slowly: the dismissal cancels.
            var turnsMidDrag: [CGFloat] = []
            func drag(to fraction: CGFloat) {
                let y = scene.window.bounds.midY, width = scene.window.bounds.width
                finger.down(at: CGPoint(x: 20, y: y))
                scene.frame()
                for step in 1...20 {
                    finger.move(to: CGPoint(x: 20 + width * fraction * CGFloat(step) / 20, y: y))
                    scene.run(0.05)
                    if step == 10 { turnsMidDrag.append((presented.view.layer.presentation() ?? presented.view.layer).transform.m11) }
                }
                scene.run(0.2)
                finger.up()
                scene.settle()
            }
            drag(to: 0.3)
            XCTAssertTrue(host.presentedViewController === presented, "released short of half: still presented")
            // Half way through the drag (15%, the first keyframe's 30%) the page has turned part
            // way: cos of 30% of a quarter turn, not edge-on, not flat.
            XCTAssertEqual(Double(turnsMidDrag[0]), cos(0.3 * .pi / 2), accuracy: 0.1, "the keyframes follow the finger")
            XCTAssertNil(presented.transitionCoordinator, "and nothing left running")

            drag(to: 0.7)
            XCTAssertNil(host.presentedViewController, "released past half: dismissed")
            XCTAssertTrue(host.view.window === scene.window, "the host is on screen again")
        }
    }
}
