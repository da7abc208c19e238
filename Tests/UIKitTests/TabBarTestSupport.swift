import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// A 390 x 844 window showing a tab bar controller with recording pages "A", "B" and "C", a
/// small compositor and a clock, for tab switch tests.
final class TabScene: WindowTestScene {
    let tabs: UITabBarController
    let pages: [RecordingViewController]
    let log: EventLog
    /// Objects the scene keeps alive (delegates are held weakly by their controllers).
    var retained: [AnyObject] = []

    init(environment: UIKitEnvironment) {
        let log = EventLog()
        self.log = log
        pages = ["A", "B", "C"].map { RecordingViewController($0, log: log) }
        for page in pages { page.tabBarItem = UITabBarItem(title: page.name, tag: 0) }
        let tabs = UITabBarController()
        tabs.viewControllers = pages
        self.tabs = tabs
        super.init(environment: environment, root: tabs)
        frame()
    }

    /// Runs frames until no tab switch is in progress (at most `limit` seconds), then one more.
    func settle(limit: TimeInterval = 5) {
        settle(limit: limit) { tabs.activeTabTransition != nil }
    }

    /// The on-screen x of a view's frame origin (presentation values at the current time).
    func presentedMinX(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        return layer.position.x - layer.bounds.width * layer.anchorPoint.x
    }

    /// The titles of the tab bar's item buttons and their colors, leading first.
    func barItemColors() -> [UIColor] {
        tabs.tabBar.subviews[0].subviews.compactMap { ($0 as? BarButtonView)?.label.textColor }
    }
}

extension XCTestCase {
    /// Runs `body` on a fresh environment with a tab scene showing tab "A".
    func tabScene(_ body: (TabScene) throws -> Void) rethrows {
        try TestScene.inEnvironment { environment in
            try body(TabScene(environment: environment))
        }
    }
}

/// A tab bar delegate that hands out a given animator (and interactor) and logs what it is asked.
final class RecordingTabBarDelegate: NSObject, UITabBarControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interactor: UIViewControllerInteractiveTransitioning?
    private(set) var asked: [String] = []

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("animator \(fromVC.title ?? "?")->\(toVC.title ?? "?")")
        return animator
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        asked.append("interactor")
        return interactor
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        asked.append("didSelect \(viewController.title ?? "?")")
    }
}

/// An animator that slides the arriving page in from the right over `duration` (or over a
/// shorter `animationDuration`, as animators whose animations end before their stated duration
/// do), recording the context it was given.
final class SlideInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    /// How long the slide itself lasts.
    let animationDuration: TimeInterval
    private(set) var endedWith: [Bool] = []
    private(set) var seenContainer: UIView?
    private(set) var seenFrames: (fromInitial: CGRect, toFinal: CGRect)?
    private(set) var selectedIndexWhileAnimating: Int?

    init(duration: TimeInterval = 0.3, animationDuration: TimeInterval? = nil) {
        self.duration = duration
        self.animationDuration = animationDuration ?? duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let container = transitionContext.containerView
        seenContainer = container
        seenFrames = (transitionContext.initialFrame(for: fromVC), transitionContext.finalFrame(for: toVC))
        selectedIndexWhileAnimating = toVC.tabBarController?.selectedIndex
        let toView = transitionContext.view(forKey: .to)!
        let fromView = transitionContext.view(forKey: .from)!
        let final = transitionContext.finalFrame(for: toVC)
        toView.frame = final.offsetBy(dx: final.width, dy: 0)
        container.addSubview(toView)
        UIView.animate(withDuration: animationDuration, delay: 0, options: [.curveLinear], animations: {
            toView.frame = final
            fromView.frame = final.offsetBy(dx: -final.width, dy: 0)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}
