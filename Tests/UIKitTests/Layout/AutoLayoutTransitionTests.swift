import TestSupport
import XCTest
import UIKit

/// Constraints in a custom transition, written the way animators on iOS write them: the
/// presented view is pinned below the container, the pin is swapped, and the container lays
/// out inside `UIView.animate`.
final class AutoLayoutTransitionTests: XCTestCase {
    private final class ConstraintSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(toView)
            let below = toView.topAnchor.constraint(equalTo: container.bottomAnchor)
            NSLayoutConstraint.activate([
                below,
                toView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                toView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                toView.heightAnchor.constraint(equalTo: container.heightAnchor),
            ])
            container.layoutIfNeeded()
            below.isActive = false
            toView.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear],
                           animations: { container.layoutIfNeeded() },
                           completion: { _ in transitionContext.completeTransition(true) })
        }
    }

    private final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            ConstraintSlideAnimator()
        }
    }

    func test_presentation_slidesUpThroughSwappedConstraints() {
        TestScene.inEnvironment { environment in
            let root = UIViewController()
            let scene = WindowTestScene(environment: environment, root: root)
            scene.frame()
            let delegate = SlideDelegate()
            let page = UIViewController()
            page.modalPresentationStyle = .fullScreen
            page.transitioningDelegate = delegate

            root.present(page, animated: true)
            scene.run(0.5)
            let middle = page.view.layer.presentation()?.frame.minY ?? -1

            XCTAssertGreaterThan(middle, 844 * 0.3)
            XCTAssertLessThan(middle, 844 * 0.7)
            scene.run(0.7)
            XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertTrue(root.presentedViewController === page)
        }
    }
}
