import TestSupport
import UIKit
import XCTest

/// Delegate proxies ported from iOS (docs/PORTING.md, "Delegate proxies"): UIKit's delegate
/// defaults hand what a `MessageForwarding` proxy does not implement to its target.
final class MessageForwardingTests: XCTestCase {
    /// A proxy as `transition-lab port` leaves one: its own methods, and a forwarding target.
    private final class Proxy: NSObject, UIGestureRecognizerDelegate, UITabBarControllerDelegate,
        UIViewControllerTransitioningDelegate, MessageForwarding {
        weak var target: AnyObject?
        var asked: [String] = []
        func forwardingTarget(for aSelector: Selector!) -> Any? {
            asked.append(aSelector.name)
            return (target as? NSObjectProtocol)?.responds(to: aSelector) == true ? target : nil
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
    }

    private final class Target: NSObject, UIGestureRecognizerDelegate, UITabBarControllerDelegate,
        UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { false }
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
    }

    func test_proxyDefaults_forwardToTheTarget_whatTheProxyDoesNotImplement() {
        TestScene.inEnvironment { _ in
            let target = Target()
            let proxy = Proxy()
            proxy.target = target
            let tabs = UITabBarController()
            let page = UIViewController()

            let shouldBegin = proxy.gestureRecognizerShouldBegin(UIPanGestureRecognizer())
            let shouldSelect = proxy.tabBarController(tabs, shouldSelect: page)
            let tabAnimator = proxy.tabBarController(tabs, animationControllerForTransitionFrom: page, to: UIViewController())
            let dismissal = proxy.animationController(forDismissed: page)

            XCTAssertFalse(shouldBegin, "the target's answer, not the default true")
            XCTAssertFalse(shouldSelect)
            XCTAssertTrue(tabAnimator === target)
            XCTAssertTrue(dismissal === target)
            XCTAssertEqual(proxy.asked, ["gestureRecognizerShouldBegin:", "tabBarController:shouldSelectViewController:",
                                         "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
                                         "animationControllerForDismissedController:"])
        }
    }

    func test_proxyWithoutTarget_orNonForwardingDelegate_givesUIKitsDefaults() {
        TestScene.inEnvironment { _ in
            let proxy = Proxy()
            let plain = Target()

            XCTAssertTrue(proxy.gestureRecognizerShouldBegin(UIPanGestureRecognizer()), "no target: the default")
            XCTAssertNil(proxy.animationController(forDismissed: UIViewController()))
            XCTAssertNil(plain.animationController(forPresented: UIViewController(), presenting: UIViewController(),
                                                   source: UIViewController()), "not a proxy: the default")
            XCTAssertFalse(proxy.responds(to: Selector("anything")), "a name alone: no runtime to look it up")
        }
    }
}
