import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

// The circular reveal, written the ordinary iOS way: a shape layer masks the incoming view and
// a "path" animation grows it from the button's oval to a circle past the screen's corners;
// the animation's delegate completes the transition and removes the mask.

final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    let button: UIView
    private var transitionContext: UIViewControllerContextTransitioning?
    private var toView: UIView?
    /// What `animationDidStop(_:finished:)` was told (nil until it is called).
    private(set) var stoppedFinished: Bool?

    init(button: UIView) { self.button = button }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let container = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to) else { return }
        container.addSubview(toView)
        self.toView = toView

        let maskLayer = CAShapeLayer()
        let small = UIBezierPath(ovalIn: button.frame)
        let radius = sqrt(pow(container.bounds.width, 2) + pow(container.bounds.height, 2))
        let big = UIBezierPath(arcCenter: button.center, radius: radius, startAngle: 0, endAngle: .pi * 2, clockwise: true)
        maskLayer.path = big.cgPath
        toView.layer.mask = maskLayer

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = small.cgPath
        animation.toValue = big.cgPath
        animation.duration = transitionDuration(using: transitionContext)
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.delegate = self
        maskLayer.add(animation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stoppedFinished = flag
        transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
        toView?.layer.mask = nil
    }
}

final class CircularRevealNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let animator: CircularRevealAnimator
    init(animator: CircularRevealAnimator) { self.animator = animator }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return operation == .push ? animator : nil
    }
}

final class CircularRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator: CircularRevealAnimator
    init(animator: CircularRevealAnimator) { self.animator = animator }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animator
    }
}

final class CircularRevealTransitionTests: UIKitTestCase {
    private let buttonFrame = CGRect(x: 300, y: 700, width: 60, height: 60)

    /// Checks the mask mid-animation: a circle about the button, bigger than the button and
    /// smaller than the final circle, with the final path's element structure.
    private func assertRevealInProgress(_ view: UIView, file: StaticString = #filePath, line: UInt = #line) {
        guard let mask = view.layer.mask as? CAShapeLayer, let finalPath = mask.path,
              let presented = mask.presentation()?.path else {
            return XCTFail("the incoming view is masked by a shape layer with a path", file: file, line: line)
        }
        let box = presented.boundingBoxOfPath
        XCTAssertEqual(box.midX, buttonFrame.midX, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(box.midY, buttonFrame.midY, accuracy: 1e-6, file: file, line: line)
        XCTAssertGreaterThan(box.width, buttonFrame.width * 1.5, "grown past the button", file: file, line: line)
        XCTAssertLessThan(box.width, finalPath.boundingBoxOfPath.width * 0.8, "not yet full size", file: file, line: line)
        XCTAssertEqual(presented.segments.filter { $0 != .close }.map(\.type), finalPath.segments.map(\.type), file: file, line: line)
    }

    func test_circularReveal_asAPush_growsTheMask_thenCompletesAndRemovesIt() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let first = RecordingViewController("First", log: log)
            let button = UIButton(frame: buttonFrame)
            first.view.addSubview(button)
            let navigation = UINavigationController(rootViewController: first)
            let animator = CircularRevealAnimator(button: button)
            let delegate = CircularRevealNavigationDelegate(animator: animator)
            navigation.delegate = delegate
            let scene = NavigationScene(environment: environment, log: log, root: first, navigation: navigation)
            let second = RecordingViewController("Second", log: log)

            navigation.pushViewController(second, animated: true)
            scene.run(0.25)
            assertRevealInProgress(second.view)
            scene.run(0.35)

            XCTAssertEqual(animator.stoppedFinished, true, "the animation's delegate heard it finish")
            XCTAssertNil(navigation.activeTransition, "the delegate completed the transition")
            XCTAssertNil(second.view.layer.mask, "and removed the mask")
            XCTAssertTrue(navigation.topViewController === second)
            XCTAssertEqual(second.view.frame, scene.window.bounds)
        }
    }

    func test_circularReveal_asAPresentation_growsTheMask_thenCompletesAndRemovesIt() {
        presentationScene { scene, log in
            let button = UIButton(frame: buttonFrame)
            scene.root.view.addSubview(button)
            let animator = CircularRevealAnimator(button: button)
            let delegate = CircularRevealTransitioningDelegate(animator: animator)
            let next = RecordingViewController("B", log: log)
            next.modalPresentationStyle = .fullScreen
            next.transitioningDelegate = delegate
            var completions = 0

            scene.root.present(next, animated: true) { completions += 1 }
            scene.run(0.25)
            assertRevealInProgress(next.view)
            scene.run(0.35)

            XCTAssertEqual(animator.stoppedFinished, true)
            XCTAssertTrue(PresentationRegistry.current.running.isEmpty, "the delegate completed the transition")
            XCTAssertEqual(completions, 1)
            XCTAssertNil(next.view.layer.mask)
            XCTAssertTrue(scene.root.presentedViewController === next)
        }
    }
}
