import Foundation
import TestSupport
import UIKit
import XCTest

// Compile tests: each class adopts one of UIKit's controller protocols the way iOS code does,
// implementing only some of its methods; the rest come from the defaults. Plain `import UIKit`.

/// Implements only `didShow` and the orientation it supports.
final class PartialNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var shown: [UIViewController] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController)
    }
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .portrait
    }
}

/// Implements only the customizing end and the orientation requirements.
final class PartialTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var customized = false
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        customized = changed
    }
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation {
        .landscapeLeft
    }
}

/// Implements only the presentation's animator.
final class PartialTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { PartialAnimator() }
}

/// Implements only the two required methods.
final class PartialAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}

/// Implements only `startInteractiveTransition(_:)`.
final class PartialInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
}

/// Implements only the dismissal questions.
final class PartialAdaptiveDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }
}

/// The defaults answer as UIKit does when a delegate leaves a method out.
final class ControllerProtocolAdoptionTests: XCTestCase {
    func test_navigationDelegate_partialAdoption_keepsDefaultsAndOwnMethods() {
        TestScene.inEnvironment { _ in
            let delegate = PartialNavigationDelegate()
            let navigation = UINavigationController(rootViewController: UIViewController())
            XCTAssertEqual(delegate.navigationControllerSupportedInterfaceOrientations(navigation), .portrait)
            XCTAssertEqual(delegate.navigationControllerPreferredInterfaceOrientationForPresentation(navigation), .portrait)
            XCTAssertNil(delegate.navigationController(navigation, animationControllerFor: .push,
                                                       from: UIViewController(), to: UIViewController()))
        }
    }

    func test_tabBarDelegate_partialAdoption_customizingAndOrientationRequirementsCompile() {
        TestScene.inEnvironment { _ in
            let delegate = PartialTabBarDelegate()
            let tabs = UITabBarController()
            let pages = [UIViewController(), UIViewController()]
            tabs.viewControllers = pages
            delegate.tabBarController(tabs, willBeginCustomizing: pages)
            delegate.tabBarController(tabs, willEndCustomizing: pages, changed: true)
            delegate.tabBarController(tabs, didEndCustomizing: pages, changed: true)
            XCTAssertTrue(delegate.customized)
            XCTAssertEqual(delegate.tabBarControllerPreferredInterfaceOrientationForPresentation(tabs), .landscapeLeft)
            XCTAssertEqual(delegate.tabBarControllerSupportedInterfaceOrientations(tabs),
                           pages[0].supportedInterfaceOrientations)
            XCTAssertTrue(delegate.tabBarController(tabs, shouldSelect: pages[1]))
        }
    }

    func test_transitioningDelegate_partialAdoption_othersAreNil() {
        TestScene.inEnvironment { _ in
            let delegate = PartialTransitioningDelegate()
            let presented = UIViewController()
            let presenting = UIViewController()
            let animator = delegate.animationController(forPresented: presented, presenting: presenting, source: presenting)
            XCTAssertNotNil(animator)
            XCTAssertNil(delegate.animationController(forDismissed: presented))
            XCTAssertNil(delegate.interactionControllerForPresentation(using: PartialAnimator()))
            XCTAssertNil(delegate.interactionControllerForDismissal(using: PartialAnimator()))
            XCTAssertNil(delegate.presentationController(forPresented: presented, presenting: presenting, source: presenting))
        }
    }

    func test_animatorAndInteraction_partialAdoption_defaults() {
        PartialAnimator().animationEnded(true)
        let interaction = PartialInteraction()
        XCTAssertEqual(interaction.completionSpeed, 1)
        XCTAssertEqual(interaction.completionCurve, .easeInOut)
        XCTAssertTrue(interaction.wantsInteractiveStart)
    }

    func test_adaptiveDelegate_partialAdoption_ownAnswerWins() {
        TestScene.inEnvironment { _ in
            let delegate = PartialAdaptiveDelegate()
            let controller = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
            XCTAssertFalse(delegate.presentationControllerShouldDismiss(controller))
            XCTAssertEqual(delegate.adaptivePresentationStyle(for: controller), .automatic)
            delegate.presentationControllerDidAttemptToDismiss(controller)
        }
    }
}
