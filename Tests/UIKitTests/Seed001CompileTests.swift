import TestSupport
import XCTest
import QuartzCore
import UIKit

// Seed 001 ("仿今日头条转场效果"): the Swift code of the tutorial, unchanged except for the
// declarations the article leaves out (marked "filled in"). It must compile against our UIKit
// and run a push and a pop.

// Filled in: the screen size, the scale of the page behind, and the animation kind.
var kWidth: CGFloat { UIScreen.main.bounds.width }
var kHeight: CGFloat { UIScreen.main.bounds.height }
let default_scale: CGFloat = 0.9
enum AnimationType { case push, pop }

class BaseNaviViewController: UINavigationController, UINavigationControllerDelegate {
    // Filled in: set while the app's own pan gesture drives a pop.
    var isInteractive = false

    //自定义滑动动画类
    lazy var transitionAnimation:TransitionAnimation = {
        var transitionAnimation = TransitionAnimation()
        return transitionAnimation
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .black
        self.navigationBar.isHidden = true
        self.delegate = self  //遵循代理
    }

}

//MARK: nav delegate
extension BaseNaviViewController {
    //处理push/pop过渡动画
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {

        if operation == .push {
            self.transitionAnimation.animationType = .push
        } else if operation == .pop {
            self.transitionAnimation.animationType = .pop
        }
        return self.transitionAnimation

    }

    //pop手势百分比
    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {

        //在手势交互且是pop操作时,返回transitionAnimation实例,处理pop手势进程
        if self.transitionAnimation.animationType == .pop {
            let gestureMove = isInteractive == true ? self.transitionAnimation : nil
            return gestureMove
        }
        return nil
    }
}

class TransitionAnimation: UIPercentDrivenInteractiveTransition, UIViewControllerAnimatedTransitioning {
    // Filled in: the state the article's methods use.
    var animationType: AnimationType?
    var timeInterval: TimeInterval = 0.35
    var storedContext: UIViewControllerContextTransitioning?
    var fromVC: UIViewController!
    var toVC: UIViewController!

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return timeInterval
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        storedContext = transitionContext
        switch animationType {
        case .push?:
            pushAnimation(transitionContext: transitionContext)
        default:
            popAnimation(transitionContext: transitionContext)
        }
    }

    func pushAnimation(transitionContext:UIViewControllerContextTransitioning) {
        //通过viewControllerForKey取出转场前后的两个控制器,这里toVC就是转场后的VC,fromVC就是转场前的VC
        if transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) is BaseNaviViewController {
            let baseNav = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) as? BaseNaviViewController
            fromVC = (baseNav?.viewControllers.last)!
        } else {
            fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
        }
        //引入containerView
        let containerView = transitionContext.containerView
        toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!

        containerView.addSubview(toVC.view)
        containerView.insertSubview(fromVC.view, belowSubview: toVC.view)

        var fromView:UIView!
        var toView:UIView!
        fromView = fromVC.view
        toView = toVC.view
        let frame = CGRect(x: 0, y: 0, width: kWidth, height: kHeight)
        fromView.frame = frame
        toView.frame = CGRect(x: kWidth, y: 0, width: kWidth, height: kHeight)
        //对目标控制器缩放一个比例
        UIView.animate(withDuration: timeInterval, animations: {
            fromView.transform = CGAffineTransform(scaleX: default_scale, y: default_scale)
            toView.frame = frame
        }) { (finished) in
            transitionContext.completeTransition(true)
            //注意:transform还原,一定要在过渡完成后把transform还原,不然下次fromVC的frame会发生变化
            self.fromVC.view.transform = .identity
        }

    }

    func popAnimation(transitionContext:UIViewControllerContextTransitioning) {
        //通过viewControllerForKey取出转场前后的两个控制器,这里toVC就是转场后的VC,fromVC就是转场前的VC
        if transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) is BaseNaviViewController {
            let baseNav = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from) as? BaseNaviViewController
            fromVC = (baseNav?.viewControllers.last)!
        } else  {
            fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
        }
        toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
        toVC.tabBarController?.tabBar.isHidden = true
        //引入containerView
        let containerView = transitionContext.containerView

        var fromView:UIView!
        var toView:UIView!
        containerView.insertSubview(toVC.view, belowSubview:fromVC.view)
        fromView = fromVC.view
        toView = toVC.view
        let frame = CGRect(x: 0, y: 0, width: kWidth, height: kHeight)
        fromView.frame = frame
        toView.frame = frame
        toView.transform = CGAffineTransform(scaleX: default_scale, y: default_scale)
        //对目标控制器还原缩放比例
        UIView.animate(withDuration: timeInterval, animations: {
            toView.transform = .identity
            fromView.frame = CGRect(x: kWidth, y: 0, width: kWidth, height: kHeight)
        }) { (finished) in
            transitionContext.completeTransition(true)
        }
    }
}

final class Seed001CompileTests: UIKitTestCase {
    func test_seed001_pushAndPop_runWithTheSeedsAnimator() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let first = RecordingViewController("First", log: log)
            let navigation = BaseNaviViewController(rootViewController: first)
            let scene = NavigationScene(environment: environment, log: log, root: first, navigation: navigation)
            let second = RecordingViewController("Second", log: log)
            scene.prerender(second.view)
            XCTAssertTrue(navigation.delegate === navigation)
            XCTAssertTrue(navigation.navigationBar.isHidden)

            navigation.pushViewController(second, animated: true)
            scene.run(0.15)
            let midScale = first.view.layer.presentation()!.transform.m11
            XCTAssertLessThan(midScale, 1, "the page behind scales down during the push")
            XCTAssertGreaterThan(midScale, default_scale)
            XCTAssertGreaterThan(scene.presentedMinX(second.view), 0, "the new page slides in from the right")
            scene.settle()

            XCTAssertTrue(navigation.topViewController === second)
            XCTAssertEqual(second.view.frame, scene.window.bounds)
            XCTAssertTrue(first.view.transform.isIdentity, "the seed restores the transform")
            XCTAssertEqual(navigation.transitionAnimation.animationType, .push)

            navigation.popViewController(animated: true)
            scene.run(0.15)
            XCTAssertGreaterThan(scene.presentedMinX(second.view), 0, "the old page slides out to the right")
            scene.settle()

            XCTAssertTrue(navigation.viewControllers == [first])
            XCTAssertTrue(first.view.transform.isIdentity)
            XCTAssertEqual(first.view.frame, scene.window.bounds)
            XCTAssertEqual(navigation.transitionAnimation.animationType, .pop)
            XCTAssertEqual(log.entries(of: "Second").last, "Second.didMove(nil)")
        }
    }

    func test_seed001_interactivePop_drivenByTheAnimatorItself_finishes() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let first = RecordingViewController("First", log: log)
            let navigation = BaseNaviViewController(rootViewController: first)
            let scene = NavigationScene(environment: environment, log: log, root: first, navigation: navigation)
            let second = RecordingViewController("Second", log: log)
            navigation.pushViewController(second, animated: false)
            scene.frame()

            navigation.isInteractive = true
            navigation.popViewController(animated: true)
            navigation.transitionAnimation.update(0.5)
            scene.frame()
            XCTAssertEqual(scene.presentedMinX(second.view), scene.width * 0.5, accuracy: 1)
            navigation.transitionAnimation.finish()
            scene.settle()

            XCTAssertTrue(navigation.viewControllers == [first])
        }
    }
}
