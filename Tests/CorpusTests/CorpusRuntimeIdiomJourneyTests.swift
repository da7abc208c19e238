import Raster
import Simulator
import TestSupport
import UIKit
import XCTest

/// The corpus samples of issue 35's runtime idioms, ported (Ported/) and driven on a phone: a
/// delegate proxy forwarding with `forwardingTarget(for:)` (ForwardingPush), and `#keyPath`
/// key-value coding, Swift 4 names, a display link's run-loop modes and a layer overriding
/// `frame` (ToastBanner).
final class CorpusRuntimeIdiomJourneyTests: XCTestCase {
    func test_forwardingPush_theProxyForwardsTheAnimatorItDoesNotImplement_andCountsWhatItDoes() {
        let driver = CorpusDriver()
        let root = driver.run { ForwardingPushRootViewController() }
        let navigation = driver.run { UINavigationController(rootViewController: root) }
        driver.launch(navigation)

        driver.run { root.compose() }
        driver.wait(0.2)
        let page = driver.run { navigation.topViewController }
        let midAlpha = driver.run { page?.view.layer.presentation()?.opacity ?? -1 }
        let midX = driver.run { page?.view.layer.presentation()?.frame.minX ?? -1 }
        driver.wait(0.6)

        XCTAssertTrue(driver.run { navigation.delegate === root.proxy }, "the proxy is the navigation controller's delegate")
        XCTAssertTrue(driver.run { root.router.lastAnimator?.ran ?? false },
                      "the app's animator, which only the forwarded message returns, ran the push")
        XCTAssertGreaterThan(midAlpha, 0.05, "mid-push the new page is fading in")
        XCTAssertLessThan(midAlpha, 0.95, "mid-push the new page is fading in")
        XCTAssertEqual(midX, 0, accuracy: 0.5, "a cross-fade, not UIKit's slide")
        XCTAssertEqual(driver.run { navigation.topViewController?.title }, "Draft")
        XCTAssertEqual(driver.run { root.proxy.shownCount }, driver.run { root.router.didShowCount },
                       "the proxy's own didShow counts and hands on each page shown")
        XCTAssertGreaterThanOrEqual(driver.run { root.router.didShowCount }, 1)
        XCTAssertEqual(driver.run { root.titleLog.titles.last }, "Draft", "an observer kept in a Weak<UINavigationControllerDelegate> hears didShow")
    }

    func test_toastBanner_findsTheAppByKeyPath_slidesUp_andItsPillFollowsTheFrame() {
        let driver = CorpusDriver()
        let host = driver.run { ToastHostViewController() }
        driver.launch(host)

        driver.tap(CGPoint(x: 195, y: 322))
        driver.wait(0.1)
        let toast = driver.run { Toaster.shared.toast }
        let midY = driver.run { toast?.layer.presentation()?.position.y ?? 0 }
        let modelY = driver.run { toast?.layer.position.y ?? 0 }
        driver.wait(1.0)

        XCTAssertNotNil(toast, "the Save button shows a toast in the key window the app gave through #keyPath")
        XCTAssertTrue(driver.run { toast?.window != nil })
        XCTAssertGreaterThan(midY, modelY + 1, "mid-slide the toast is still below its place")
        XCTAssertEqual(driver.run { toast?.layer.presentation()?.position.y ?? 0 }, modelY, accuracy: 0.5, "it ends in place")
        XCTAssertGreaterThanOrEqual(driver.run { toast?.pill.pathUpdates ?? 0 }, 1, "the pill layer's frame override ran")
        XCTAssertEqual(driver.run { toast?.pill.path?.boundingBox.size }, driver.run { toast?.bounds.size },
                       "the pill's path is redrawn for the frame it was given")
        XCTAssertEqual(driver.run { Toaster.shared.ticks }, 30, "the display link stopped once removed from its run-loop mode")
    }
}
