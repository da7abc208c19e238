import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// An app's own navigation delegate: it gives `animator` for pushes (when set) and records
/// the pages it is told about.
private final class NavigationAppDelegate: NSObject, UINavigationControllerDelegate {
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
        let app = NavigationAppDelegate()
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
        let first = NavigationAppDelegate(), second = NavigationAppDelegate()

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

    /// Frames of a push to the page without a bar and of the pop back, in `mode` (seed 004's
    /// snapshots, or UIKit's own bar transition).
    private func pushToNoBarAndBackSheet(snapshotBars: Bool) -> (Bitmap, before: Bitmap, after: Bitmap) {
        let (device, navigation) = launch()
        if !snapshotBars {
            // The page's own switch, as a user taps it.
            device.run { navigation.topViewController?.navigationItem.rightBarButtonItem?.sendAction() }
            device.step(frames: 2)
        }
        XCTAssertEqual(device.run { navigation.usesSnapshotBars }, snapshotBars)
        let before = device.screen
        var sheet: [Bitmap] = []
        device.run { navigation.pushViewController(BarTintPageViewController(kind: .noBar), animated: true) }
        for _ in 0..<3 {
            device.step(frames: 6)
            sheet.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.6)
        sheet.append(device.screen.scaledDown(by: 3))
        device.run { _ = navigation.popViewController(animated: true) }
        for _ in 0..<3 {
            device.step(frames: 6)
            sheet.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.6)
        sheet.append(device.screen.scaledDown(by: 3))
        return (contactSheet(sheet, columns: 8, background: .white), before, device.screen)
    }

    func test_pushToThePageWithoutABar_andBack_seedsSnapshots_sheet() {
        let (sheet, before, after) = pushToNoBarAndBackSheet(snapshotBars: true)

        XCTAssertTrue(after == before, "back on the red page, its bar is exactly as it was")
        assertGolden(sheet, named: "seed004-no-bar-sheet")
    }

    func test_pushToThePageWithoutABar_andBack_uikitsBars_sheet() {
        let (sheet, before, after) = pushToNoBarAndBackSheet(snapshotBars: false)

        XCTAssertTrue(after == before, "back on the red page, its bar is exactly as it was")
        assertGolden(sheet, named: "seed004-uikit-bars-no-bar-sheet")
    }

    func test_barModeSwitch_runsUIKitsOwnTransition_withTheBarBlendingMidway() {
        let (device, navigation) = launch()
        let red = device.run { navigation.topViewController! }

        device.run {
            red.navigationItem.rightBarButtonItem?.sendAction()
        }
        device.step()
        device.run { navigation.pushViewController(BarTintPageViewController(kind: .blue), animated: true) }
        _ = device.renderIfNeeded()
        var sheet = [device.screen.scaledDown(by: 3)]
        let barAlphaMidPush: CGFloat = {
            device.step(frames: 10)
            return device.run { navigation.navigationBar.alpha }
        }()
        sheet.append(device.screen.scaledDown(by: 3))
        let midway = device.screen[60, 60]
        for _ in 0..<3 {
            device.step(frames: 5)
            sheet.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        sheet.append(device.screen.scaledDown(by: 3))

        XCTAssertFalse(device.run { navigation.usesSnapshotBars }, "the page's button switched to UIKit's bars")
        XCTAssertEqual(device.run { red.navigationItem.rightBarButtonItem?.title }, "UIKit bars")
        XCTAssertEqual(barAlphaMidPush, 1, "UIKit's own bar stays on screen and transitions itself")
        XCTAssertGreaterThan(midway.r, 40, "the red bar is still partly there midway")
        XCTAssertGreaterThan(midway.b, 100, "the blue bar comes in over it")
        assertGolden(contactSheet(sheet, columns: 6, background: .white), named: "seed004-uikit-bars-push-sheet")
    }

    func test_overAPhoto_onItsSide_theBarsRightItemReadsOverTheShade_andTheCaptionStartsBelowIt() {
        for model in [DeviceModel.phone47, .phone61] {
            for orientation in [UIInterfaceOrientation.landscapeLeft, .landscapeRight] {
                let device = Device(model: model)
                let root = device.run { DemoApp.makeRootViewController(demo: "004-bars") }!
                device.launch(root)
                device.step(frames: 2)
                let navigation = device.run { root as? UINavigationController ?? root.children.first as? UINavigationController }!
                let photo = device.run { BarTintPageViewController(kind: .photo) }
                device.run { navigation.pushViewController(photo, animated: false) }
                device.rotate(to: orientation)
                device.advance(seconds: 1)
                let place = "\(model.identifier) \(orientation)"

                // The bar's right end, inside the safe area, where the white "Seed bars" item is.
                let (itemArea, shadeBottom, captionTop) = device.run { () -> (CGRect, CGFloat, CGFloat) in
                    let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
                    let safe = device.window!.safeAreaInsets
                    let shade = photo.view.layer.sublayers?.first { $0 is CAGradientLayer }
                    let caption = photo.view.subviews.first { ($0 as? UILabel)?.text?.contains("transparent bar") == true }
                    return (CGRect(x: bar.maxX - safe.right - 110, y: bar.minY + 4, width: 110, height: bar.height - 8),
                            shade.map { $0.frame.maxY } ?? 0, caption?.frame.minY ?? -1)
                }
                let levels = device.grayLevels(in: itemArea)

                XCTAssertGreaterThan(levels.last ?? 0, 235, "the item's white text is drawn on \(place)")
                XCTAssertLessThan(levels[levels.count / 2], 140, "the ground behind the item is dark enough for white text on \(place)")
                XCTAssertGreaterThanOrEqual(captionTop, shadeBottom, "the caption starts below the shade on \(place)")
            }
        }
    }
}

/// `stm_barTintView` with UIKit's own push and pop (no custom animator): each page's tint view
/// crosses with its side of the bar, and the real bar shows the top page's tint after a
/// finished or cancelled transition.
final class BarTintViewDefaultAnimatorTests: XCTestCase {
    private func tinted(_ color: UIColor) -> UIViewController {
        let page = UIViewController()
        let tint = UIView()
        tint.backgroundColor = color
        page.navigationItem.stm_barTintView = tint
        page.view.backgroundColor = .white
        return page
    }

    func test_defaultPush_betweenTintViews_blendsThemMidway_andEndsOnTheNewTint() {
        let device = Device(model: .phone47)
        let (navigation, red, blue) = device.run { () -> (UINavigationController, UIViewController, UIViewController) in
            let red = tinted(.red), blue = tinted(.blue)
            return (UINavigationController(rootViewController: red), red, blue)
        }
        device.launch(navigation)
        device.step(frames: 2)
        let barPixel = (x: 40 * 2, y: 30 * 2)
        let before = device.screen[barPixel.x, barPixel.y]

        device.run { navigation.pushViewController(blue, animated: true) }
        device.advance(seconds: 0.2)
        let midway = device.screen[barPixel.x, barPixel.y]
        device.advance(seconds: 1)
        let after = device.screen[barPixel.x, barPixel.y]

        XCTAssertEqual(before, RGBA8(r: 255, g: 0, b: 0, a: 255), "the red page's tint fills its bar")
        XCTAssertGreaterThan(midway.r, 20, "some red is left midway")
        XCTAssertGreaterThan(midway.b, 20, "some blue has come in midway")
        XCTAssertLessThan(midway.g, 60, "a blend of the two tints, not the bar's default material")
        XCTAssertEqual(after, RGBA8(r: 0, g: 0, b: 255, a: 255), "the blue page's tint fills the bar at the end")
        XCTAssertTrue(device.run { navigation.navigationBar.installedTintView } === device.run { blue.navigationItem.stm_barTintView })
        _ = red
    }
}
