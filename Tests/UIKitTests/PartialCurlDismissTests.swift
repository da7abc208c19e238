import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A `.partialCurl` presentation's way out, as on iOS: a tap on the curled page dismisses, a tap
/// where the presented page shows through reaches the presented page.
final class PartialCurlDismissTests: XCTestCase {
    private func tap(_ scene: PresentationScene, at point: CGPoint) {
        _ = scene.window.injectTouch(phase: .began, location: point)
        scene.frame()
        _ = scene.window.injectTouch(phase: .ended, location: point)
        scene.frame()
    }

    /// A page with a button filling its bottom-right corner, presented with a partial curl.
    private func presentCurled(_ scene: PresentationScene, log: EventLog) -> (RecordingViewController, UIButton) {
        let page = RecordingViewController("B", log: log)
        page.modalTransitionStyle = .partialCurl
        page.modalPresentationStyle = .fullScreen
        page.loadViewIfNeeded()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 290, y: 744, width: 100, height: 100)
        page.view.addSubview(button)
        scene.root.present(page, animated: true)
        scene.settle()
        return (page, button)
    }

    func test_partialCurl_tapOnTheCurledPage_dismisses() {
        presentationScene { scene, log in
            let (page, _) = presentCurled(scene, log: log)
            XCTAssertTrue(scene.root.presentedViewController === page)

            tap(scene, at: CGPoint(x: 30, y: 60))
            scene.settle()

            XCTAssertNil(scene.root.presentedViewController, "a tap on the curl dismisses")
            XCTAssertTrue(scene.containers.isEmpty)
            XCTAssertEqual(page.appearanceState, .disappeared)
        }
    }

    func test_partialCurl_tapWhereThePresentedPageShows_reachesIt_andDoesNotDismiss() {
        presentationScene { scene, log in
            let (page, button) = presentCurled(scene, log: log)
            var tapped = false
            button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)

            tap(scene, at: CGPoint(x: 370, y: 820))
            scene.settle()

            XCTAssertTrue(tapped, "the presented page's control answers")
            XCTAssertTrue(scene.root.presentedViewController === page)
        }
    }

    func test_partialCurl_turnedOnItsSide_theCurledPageTakesTheNewShape() {
        presentationScene { scene, log in
            // A mark kept at the root's right edge, so its place tells at which width the root was laid out.
            let mark = UIView(frame: CGRect(x: 350, y: 0, width: 40, height: 40))
            mark.autoresizingMask = [.flexibleLeftMargin]
            scene.root.view.addSubview(mark)
            _ = presentCurled(scene, log: log)

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            scene.run(0.6)
            scene.frame()
            let curl = scene.containers.first?.layer.sublayers?.first { $0 is PageCurlLayer } as? PageCurlLayer
            let image = curl?.contents as? CGImage
            let scale = UIScreen.main.scale

            XCTAssertEqual(curl?.frame, CGRect(x: 0, y: 0, width: 844, height: 390), "the curl covers the turned screen")
            XCTAssertEqual(image?.width, Int(844 * scale), "the curled page is the presenter drawn at the new width")
            XCTAssertEqual(image?.height, Int(390 * scale))
            XCTAssertEqual(mark.frame.minX, 804, "the presenter was laid out at the new width")
            XCTAssertFalse(scene.root.view.isDescendant(of: scene.window), "the presenter's view stays out of the window")
        }
    }

    func test_coveredArea_followsTheCurlLine() {
        let size = CGSize(width: 390, height: 844)

        let flat = PartialCurlTapView.isCovered(CGPoint(x: 380, y: 830), size: size, amount: 0, angle: -.pi / 6, radius: 28)
        let halfCorner = PartialCurlTapView.isCovered(CGPoint(x: 380, y: 830), size: size, amount: 0.5, angle: -.pi / 6, radius: 28)
        let halfTopLeft = PartialCurlTapView.isCovered(CGPoint(x: 10, y: 10), size: size, amount: 0.5, angle: -.pi / 6, radius: 28)
        let nan = PartialCurlTapView.isCovered(CGPoint(x: 10, y: 10), size: size, amount: .nan, angle: .nan, radius: .nan)

        XCTAssertTrue(flat, "a flat page covers everything")
        XCTAssertFalse(halfCorner, "half curled, the bottom-right corner shows the presented page")
        XCTAssertTrue(halfTopLeft)
        XCTAssertTrue(nan, "non-finite values count as flat")
    }
}

