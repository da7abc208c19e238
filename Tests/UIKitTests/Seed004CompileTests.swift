import TestSupport
import XCTest
import QuartzCore
import UIKit

// Seed 004 ("视图转场那些事(上)"): the article's Objective-C written in Swift the ordinary way,
// with only the Linux differences in docs/UIKIT.md, "Your own code": the category property is UIKit's
// stored `stm_barTintView`, the swizzled `delegate` accessors are an override in a subclass,
// `respondsToSelector:` is "returned non-nil", and the full-screen pan reaches the public
// `handleNavigationTransition`. What the article leaves out ("......") is filled in, marked.

/// The article's `STMTransitionProxy`.
class STMTransitionProxy: NSObject, UINavigationControllerDelegate {
    weak var delegate: UINavigationControllerDelegate?
    weak var navigationController: UINavigationController?
    // Filled in: the proxy's own state.
    var interacting = false
    var interactionController: UIPercentDrivenInteractiveTransition?
    let animator = SlideWithBarsAnimator()

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        if let interaction = delegate?.navigationController(navigationController, interactionControllerFor: animationController) {
            return interaction
        }
        return self.interacting ? self.interactionController : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let animator = delegate?.navigationController(navigationController, animationControllerFor: operation,
                                                         from: fromVC, to: toVC) {
            return animator
        }
        // Filled in ("......"): the proxy's own animator.
        animator.operation = operation
        return animator
    }
}

/// The article's delegate hook: `stm_setDelegate:` and `stm_delegate`, a subclass here.
class STMHookedNavigationController: UINavigationController {
    lazy var proxy: STMTransitionProxy = {
        let proxy = STMTransitionProxy()
        proxy.navigationController = self
        return proxy
    }()

    override var delegate: UINavigationControllerDelegate? {
        get { self.proxy.delegate }
        set {
            self.proxy.delegate = newValue
            super.delegate = self.proxy
        }
    }

    // Filled in: FDFullscreenPopGesture's pan, adopted explicitly.
    let fullscreenPan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.delegate = nil // installs the proxy
        fullscreenPan.addTarget(self, action: UINavigationController.handleNavigationTransition)
        view.addGestureRecognizer(fullscreenPan)
        interactivePopGestureRecognizer?.isEnabled = false
    }
}

/// Filled in: the article's animator ("动画时把导航条截图"): each page moves with a snapshot of
/// the bar showing it, while the shared bar is hidden.
class SlideWithBarsAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var operation: UINavigationController.Operation = .push

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        let container = transitionContext.containerView
        let bar = transitionContext.viewController(forKey: .from)!.navigationController!.navigationBar
        let barSnapshot = bar.snapshotView(afterScreenUpdates: false)!
        barSnapshot.frame = bar.frame
        fromView.addSubview(barSnapshot)
        bar.alpha = 0
        let width = container.bounds.width
        if operation == .push { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }
        let moving = operation == .push ? toView : fromView
        moving.transform = operation == .push ? CGAffineTransform(translationX: width, y: 0) : .identity
        UIView.animate(withDuration: 0.35, delay: 0, options: .curveLinear, animations: {
            moving.transform = self.operation == .push ? .identity : CGAffineTransform(translationX: width, y: 0)
        }, completion: { _ in
            moving.transform = .identity
            barSnapshot.removeFromSuperview()
            bar.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class Seed004CompileTests: UIKitTestCase {
    /// How far right a page is moved by its transform now (the animator moves pages so).
    private func presentedShift(_ view: UIView) -> CGFloat {
        (view.layer.presentation() ?? view.layer).transform.m41
    }

    func test_seed004_pushAndFullscreenPop_runWithTheProxyAndBarTints() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let first = RecordingViewController("First", log: log)
            let navigation = STMHookedNavigationController(rootViewController: first)
            let scene = NavigationScene(environment: environment, log: log, root: first, navigation: navigation)
            let second = RecordingViewController("Second", log: log)
            // The article's category property, as its demo uses it.
            first.navigationItem.stm_barTintView = UIView()
            first.navigationItem.stm_barTintView?.backgroundColor = .red
            second.navigationItem.stm_barTintView = UIView()
            second.navigationItem.stm_barTintView?.backgroundColor = .blue
            let progressView = UIView()
            progressView.backgroundColor = .yellow
            second.navigationItem.stm_barTintView?.addSubview(progressView)
            scene.frame()

            navigation.pushViewController(second, animated: true)
            scene.run(0.15)
            XCTAssertGreaterThan(presentedShift(second.view), 0, "the new page slides in")
            XCTAssertEqual(navigation.navigationBar.alpha, 0, "the shared bar is hidden meanwhile")
            scene.settle()
            XCTAssertTrue(second.navigationItem.stm_barTintView?.isDescendant(of: navigation.navigationBar) == true, "the page's tint view is in the bar")

            let finger = SceneFinger(window: scene.window)
            finger.down(at: CGPoint(x: scene.width / 2, y: 500))
            for step in 1...20 {
                scene.frame()
                finger.move(to: CGPoint(x: scene.width / 2 + CGFloat(step) * 8, y: 500))
            }
            let midPop = presentedShift(second.view)
            scene.frame()
            finger.up()
            scene.settle()

            XCTAssertTrue(navigation.delegate == nil, "the app has no delegate of its own")
            // Only the proxy, installed through the delegate setter, can drive a pop from the middle
            // of the screen: the page following the finger there shows it is the delegate UIKit uses.
            XCTAssertGreaterThan(midPop, 100, "the page followed the finger from the middle of the screen")
            XCTAssertTrue(navigation.viewControllers == [first], "released past half, the pop finished")
            XCTAssertTrue(first.navigationItem.stm_barTintView?.isDescendant(of: navigation.navigationBar) == true, "the first page's tint view is back in the bar")
            XCTAssertEqual(navigation.navigationBar.alpha, 1)
        }
    }

    func test_interactivePopGestureRecognizer_turnedOffByTheApp_staysOff() {
        navigationScene { scene, log in
            scene.navigation.interactivePopGestureRecognizer?.isEnabled = false

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: false)
            scene.frame()

            XCTAssertEqual(scene.navigation.interactivePopGestureRecognizer?.isEnabled, false)
        }
    }

    func test_barTintView_ofTheTopItem_fillsTheBarBehindTheStatusBar() {
        navigationScene { scene, log in
            let tint = UIView()
            tint.backgroundColor = .red
            scene.navigation.topViewController?.navigationItem.stm_barTintView = tint
            scene.frame()

            let bar = scene.navigation.navigationBar
            XCTAssertTrue(tint.isDescendant(of: bar), "the tint view is in the bar")
            XCTAssertEqual(tint.convert(tint.bounds, to: scene.window), CGRect(x: 0, y: 0, width: scene.width, height: bar.frame.maxY))
            scene.navigation.topViewController?.navigationItem.stm_barTintView = nil
            scene.frame()
            XCTAssertFalse(tint.isDescendant(of: bar), "and leaves it when the item lets it go")
        }
    }
}
