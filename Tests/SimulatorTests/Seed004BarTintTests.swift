import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// An app's own navigation delegate: it gives `animator` for pushes (when set) and records
/// the pages it is told about.
private final class AppDelegate: NSObject, UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var shown: [String?] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? animator : nil
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shown.append(viewController.title)
    }
}

/// A cross-fade that counts its runs.
private final class CountingFade: NSObject, UIViewControllerAnimatedTransitioning {
    var runs = 0
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        runs += 1
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: 0.2, animations: { toView.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// Seed 004's proxy and per-page bars in `STMNavigationController`.
final class Seed004BarTintTests: XCTestCase {
    private func launch() -> (Device, STMNavigationController) {
        let device = Device(model: .phone47)
        let navigation = device.run { STMNavigationController(rootViewController: BarTintPageViewController(kind: .red)) }
        device.launch(navigation)
        device.step(frames: 2)
        return (device, navigation)
    }

    func test_proxy_forwardsTheRealDelegatesAnimator_andFallsBackToItsOwn() {
        let (device, navigation) = launch()
        let app = AppDelegate()
        let fade = device.run { CountingFade() }
        app.animator = fade

        device.run { navigation.delegate = app }
        let red = device.run { navigation.viewControllers[0] }
        let blue = device.run { BarTintPageViewController(kind: .blue) }
        let pushAnimator = device.run { navigation.proxy.navigationController(navigation, animationControllerFor: .push, from: red, to: blue) }
        let popAnimator = device.run { navigation.proxy.navigationController(navigation, animationControllerFor: .pop, from: blue, to: red) }
        device.run { navigation.pushViewController(blue, animated: true) }
        device.advance(seconds: 0.6)
        _ = device.run { navigation.popViewController(animated: true) }
        device.advance(seconds: 0.6)

        XCTAssertTrue(pushAnimator === fade, "the app's animator for pushes")
        XCTAssertTrue(popAnimator is BarSnapshotAnimator, "the proxy's own for pops")
        XCTAssertEqual(fade.runs, 1)
        XCTAssertEqual(app.shown, ["Blue bar", "Red bar"], "the other methods are forwarded")
    }

    func test_settingDelegateLater_keepsTheProxyInstalled() {
        let (device, navigation) = launch()
        let first = AppDelegate(), second = AppDelegate()

        device.run { navigation.delegate = first }
        device.run { navigation.delegate = second }

        XCTAssertTrue(device.run { navigation.delegate } === second, "the app reads its real delegate")
        XCTAssertTrue(device.run { navigation.installedDelegate } === navigation.proxy, "UIKit asks the proxy")
        XCTAssertTrue(navigation.proxy.delegate === second)
        device.run { navigation.delegate = nil }
        XCTAssertTrue(device.run { navigation.installedDelegate } === navigation.proxy)
    }

    func test_barTakesTheTopPagesTintView_afterPushAndPop() {
        let (device, navigation) = launch()
        let red = device.run { navigation.viewControllers[0] }
        let blue = device.run { BarTintPageViewController(kind: .blue) }

        device.run { navigation.pushViewController(blue, animated: true) }
        device.step(frames: 5)
        let barAlphaMidPush = device.run { navigation.navigationBar.alpha }
        device.advance(seconds: 0.6)
        let afterPush = device.run { navigation.navigationBar.installedTintView }
        _ = device.run { navigation.popViewController(animated: true) }
        device.advance(seconds: 0.6)
        let afterPop = device.run { navigation.navigationBar.installedTintView }

        XCTAssertEqual(barAlphaMidPush, 0, "the shared bar is hidden while the pages' bars move")
        XCTAssertTrue(afterPush === blue.navigationItem.stm_barTintView)
        XCTAssertTrue(afterPop === red.navigationItem.stm_barTintView)
        XCTAssertEqual(device.run { navigation.navigationBar.alpha }, 1)
    }

    func test_pushFromRedToBlue_sheet() {
        let (device, navigation) = launch()

        device.run { navigation.pushViewController(BarTintPageViewController(kind: .blue), animated: true) }
        _ = device.renderIfNeeded()
        var sheet = [device.screen.scaledDown(by: 3)]
        for _ in 0..<4 {
            device.step(frames: 5)
            sheet.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        sheet.append(device.screen.scaledDown(by: 3))

        XCTAssertNotEqual(sheet[1], sheet[3], "the pages move between frames")
        assertGolden(contactSheet(sheet, columns: 6, background: .white), named: "seed004-push-sheet")
    }
}
