import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Issue 35: the `UIScrollView` members added for API coverage (zooming, bouncing per axis,
/// indicators shown for offset changes) do what UIKit's do.
final class ScrollViewCoverageTests: UIKitTestCase {
    private final class ZoomDelegate: UIScrollViewDelegate {
        let zoomed: UIView?
        var zooms = 0
        init(zoomed: UIView?) { self.zoomed = zoomed }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    }

    private func makeZoomingScrollView(maximum: CGFloat = 3) -> (UIScrollView, UIView, ZoomDelegate) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentInsetAdjustmentBehavior = .never
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let delegate = ZoomDelegate(zoomed: content)
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = maximum
        // The delegate is weak, as in UIKit: callers keep it.
        return (scrollView, content, delegate)
    }

    func test_zoomScale_scalesTheZoomingView_andMakesTheContentItsScaledSize() {
        let (scrollView, content, delegate) = makeZoomingScrollView()

        scrollView.zoomScale = 2

        XCTAssertEqual(scrollView.zoomScale, 2)
        XCTAssertEqual(content.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 600, height: 600))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 600, height: 600))
        XCTAssertEqual(delegate.zooms, 1)
    }

    func test_zoomScale_isClampedToTheLimits() {
        let (scrollView, _, delegate) = makeZoomingScrollView(maximum: 3)
        defer { withExtendedLifetime(delegate) {} }
        scrollView.minimumZoomScale = 0.5

        scrollView.zoomScale = 10
        let high = scrollView.zoomScale
        scrollView.setZoomScale(0.1, animated: false)
        let low = scrollView.zoomScale

        XCTAssertEqual(high, 3)
        XCTAssertEqual(low, 0.5)
    }

    func test_zoomScale_withoutAZoomingView_staysOne() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let delegate = ZoomDelegate(zoomed: nil)
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = 4

        scrollView.zoomScale = 2

        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertEqual(delegate.zooms, 0)
    }

    func test_zoomToRect_fillsTheViewWithTheRect_andCentresIt() {
        let (scrollView, _, delegate) = makeZoomingScrollView(maximum: 3)
        defer { withExtendedLifetime(delegate) {} }

        scrollView.zoom(to: CGRect(x: 150, y: 150, width: 100, height: 100), animated: false)

        XCTAssertEqual(scrollView.zoomScale, 3)
        // The rect's middle (200, 200) at scale 3 is (600, 600); centred in 300 points: 450.
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 450, y: 450))
    }

    func test_bouncesVerticallyOff_dragPastTheTop_stopsAtTheEdge() {
        touchScene { scene in
            let scrollView = scene.addView(UIScrollView())
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            scrollView.bouncesVertically = false

            scene.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 20, lift: false)

            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertTrue(scrollView.bounces, "bounces itself stays on; only the vertical axis is off")
        }
    }

    func test_withScrollIndicatorsShown_runsTheOffsetChanges() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        scrollView.contentSize = CGSize(width: 300, height: 1000)

        scrollView.withScrollIndicatorsShown { scrollView.contentOffset = CGPoint(x: 0, y: 120) }

        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 120))
    }

    func test_isScrollAnimating_isTrueWhileAnAnimatedScrollRuns() {
        touchScene { scene in
            let scrollView = scene.addView(UIScrollView())
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.contentSize = CGSize(width: 390, height: 2000)
            let before = scrollView.isScrollAnimating

            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            scene.tick(0.1)
            let during = scrollView.isScrollAnimating
            scene.tick(0.5)

            XCTAssertFalse(before)
            XCTAssertTrue(during)
            XCTAssertFalse(scrollView.isScrollAnimating)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 500))
        }
    }
}
