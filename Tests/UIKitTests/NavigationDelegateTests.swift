import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// The navigation delegate as iOS calls it: the root page's first appearance, and a custom
/// animator that never sets the incoming page's frame.
final class NavigationDelegateTests: UIKitTestCase {
    /// Logs `willShow` / `didShow`; animates pushes with `pushAnimator`, pops by default.
    private final class Delegate: NSObject, UINavigationControllerDelegate {
        var shown: [String] = []
        var pushAnimator: UIViewControllerAnimatedTransitioning?
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            shown.append("willShow \(viewController.title ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append("didShow \(viewController.title ?? "?")")
        }
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            operation == .push ? pushAnimator : nil
        }
    }

    /// Adds the incoming page and fades it in, as a tutorial's animator might, never setting a frame.
    private final class FadeInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
            UIView.animate(withDuration: 0.2, animations: { toView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    func test_rootPagesFirstAppearance_isAnnouncedToTheDelegate_once() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let delegate = Delegate()
            let navigation = UINavigationController()
            navigation.delegate = delegate

            let scene = NavigationScene(environment: environment, log: log, root: RecordingViewController("A", log: log),
                                        navigation: navigation)
            scene.settle()
            navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.settle()

            XCTAssertEqual(delegate.shown, ["willShow A", "didShow A", "willShow B", "didShow B"])
            XCTAssertTrue(log.order("A.viewWillAppear", before: "A.viewDidAppear"))
        }
    }

    func test_pageSlidAwayByADefaultPop_comesBackFillingTheScreen_underAnAnimatorThatSetsNoFrame() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let delegate = Delegate()
            delegate.pushAnimator = FadeInAnimator()
            let navigation = UINavigationController()
            navigation.delegate = delegate
            let scene = NavigationScene(environment: environment, log: log, root: RecordingViewController("A", log: log),
                                        navigation: navigation)
            let b = RecordingViewController("B", log: log)
            navigation.pushViewController(b, animated: true)
            scene.settle()
            navigation.popViewController(animated: true)
            scene.settle()

            navigation.pushViewController(b, animated: true)
            scene.settle()

            XCTAssertEqual(b.view.frame, navigation.transitionView.bounds, "the page fills the container, not where the pop left it")
        }
    }
}
