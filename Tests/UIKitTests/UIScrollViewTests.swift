import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class UIScrollViewTests: UIKitTestCase {
    private final class DelegateLog: UIScrollViewDelegate {
        var calls: [String] = []
        var targetOffset: CGPoint?
        var scrolls = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            targetOffset = targetContentOffset.pointee
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    /// A full-window vertical scroll view with `height` of content.
    private func makeScrollView(_ scene: TouchScene, contentHeight: CGFloat = 2000) -> UIScrollView {
        let scrollView = scene.addView(UIScrollView())
        // These tests measure the physics from a zero inset, not the safe area of the screen.
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        return scrollView
    }

    /// Drags slowly and rests before lifting, so that no velocity is left.
    private func slowDrag(_ scene: TouchScene, from start: CGPoint, to end: CGPoint) {
        scene.drag(from: start, to: end, steps: 20, lift: false)
        scene.tick(0.3)
        scene.finger.up()
    }

    func test_drag_movesContentAgainstTheFinger() {
        touchScene { scene in
            let log = DelegateLog()
            let scrollView = makeScrollView(scene)
            scrollView.delegate = log

            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 20, lift: false)
            let dragging = scrollView.isDragging

            XCTAssertTrue(dragging)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 200))
            XCTAssertEqual(log.calls, ["willBeginDragging"])
            XCTAssertGreaterThan(log.scrolls, 10)
        }
    }

    func test_dragPastTopEdge_rubberBandsWithUIKitsResistance() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)

            scene.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 20, lift: false)

            let expected = -(1 - 1 / (200 * 0.55 / 844 + 1)) * 844
            XCTAssertEqual(scrollView.contentOffset.y, expected, accuracy: 0.001)
            XCTAssertLessThan(abs(scrollView.contentOffset.y), 200)
        }
    }

    func test_releasePastTopEdge_springsBackToTheEdgeAndReportsEnd() {
        touchScene { scene in
            let log = DelegateLog()
            let scrollView = makeScrollView(scene)
            scrollView.delegate = log
            slowDrag(scene, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300))
            let releasedAt = scrollView.contentOffset.y

            scene.tick(0.1)
            let midway = scrollView.contentOffset.y
            scene.tick(2)

            XCTAssertLessThan(releasedAt, midway)
            XCTAssertLessThan(midway, 0)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(log.calls, ["willBeginDragging", "willEndDragging", "didEndDragging(true)",
                                       "willBeginDecelerating", "didEndDecelerating"])
        }
    }

    func test_flick_keepsMovingAfterLiftAndStopsAtTheProjectedTarget() {
        touchScene { scene in
            let log = DelegateLog()
            let scrollView = makeScrollView(scene, contentHeight: 20_000)
            scrollView.delegate = log

            // 20 pt per frame upwards: 1200 pt/s.
            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 10)
            let atLift = scrollView.contentOffset.y
            scene.tick(0.5)
            let later = scrollView.contentOffset.y
            scene.tick(10)

            XCTAssertGreaterThan(later, atLift + 100)
            // Projection: v / -ln(0.998^1000) = 1200 / 2.002 ≈ 599 pt beyond the lift point.
            XCTAssertEqual(log.targetOffset!.y, atLift + 1200 / (-Foundation.log(0.998) * 1000), accuracy: 1)
            XCTAssertEqual(scrollView.contentOffset.y, log.targetOffset!.y, accuracy: 5)
            XCTAssertEqual(log.calls.last, "didEndDecelerating")
        }
    }

    func test_flickTowardsTheEnd_settlesExactlyAtTheLastOffset() {
        touchScene { scene in
            let scrollView = makeScrollView(scene, contentHeight: 1000)

            scene.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), steps: 10)
            scene.tick(0.3)
            let overshoot = scrollView.contentOffset.y
            scene.tick(5)

            XCTAssertGreaterThan(overshoot, 156, "content passes the end before springing back")
            XCTAssertEqual(scrollView.contentOffset.y, 156)
        }
    }

    func test_bouncesFalse_clampsAtTheEdgeWhileDragging() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            scrollView.bounces = false

            scene.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 20, lift: false)

            XCTAssertEqual(scrollView.contentOffset.y, 0)
        }
    }

    func test_contentThatFits_doesNotScrollUnlessAlwaysBounceVertical() {
        touchScene { scene in
            let scrollView = makeScrollView(scene, contentHeight: 500)

            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 10, lift: false)
            let fixed = scrollView.contentOffset.y
            scene.finger.up()
            scrollView.alwaysBounceVertical = true
            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 10, lift: false)

            XCTAssertEqual(fixed, 0)
            XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        }
    }

    func test_paging_slowDragPastHalfAPage_snapsToTheNextPage() {
        touchScene { scene in
            let scrollView = scene.addView(UIScrollView())
            scrollView.contentSize = CGSize(width: 390 * 3, height: 844)
            scrollView.isPagingEnabled = true

            slowDrag(scene, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 90, y: 400))
            scene.tick(2)

            XCTAssertEqual(scrollView.contentOffset.x, 390)
        }
    }

    func test_paging_shortFlick_turnsThePageButShortSlowDragDoesNot() {
        touchScene { scene in
            let scrollView = scene.addView(UIScrollView())
            scrollView.contentSize = CGSize(width: 390 * 3, height: 844)
            scrollView.isPagingEnabled = true

            slowDrag(scene, from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400))
            scene.tick(2)
            let afterSlow = scrollView.contentOffset.x
            scene.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 250, y: 400), steps: 3)
            scene.tick(2)

            XCTAssertEqual(afterSlow, 0)
            XCTAssertEqual(scrollView.contentOffset.x, 390)
        }
    }

    func test_setContentOffsetAnimated_arrivesAfterTheAnimationAndNotifies() {
        touchScene { scene in
            let log = DelegateLog()
            let scrollView = makeScrollView(scene)
            scrollView.delegate = log

            scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            scene.tick(0.15)
            let midway = scrollView.contentOffset.y
            scene.tick(0.3)

            XCTAssertGreaterThan(midway, 0)
            XCTAssertLessThan(midway, 500)
            XCTAssertEqual(scrollView.contentOffset.y, 500)
            XCTAssertEqual(log.calls, ["didEndScrollingAnimation"])
        }
    }

    func test_scrollRectToVisible_scrollsJustEnough() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)

            scrollView.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 100), animated: false)

            XCTAssertEqual(scrollView.contentOffset.y, 1100 - 844)
        }
    }

    func test_touchDuringDeceleration_stopsTheContent() {
        touchScene { scene in
            let scrollView = makeScrollView(scene, contentHeight: 20_000)
            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), steps: 10)
            scene.tick(0.2)

            scene.finger.down(at: CGPoint(x: 200, y: 400))
            let stopped = scrollView.contentOffset.y
            scene.tick(0.5)

            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(scrollView.contentOffset.y, stopped)
            XCTAssertTrue(scrollView.isTracking)
        }
    }

    func test_buttonInScrollView_quickTapStillFiresButQuickDragNeverHighlights() {
        touchScene { scene in
            var taps = 0, highlights = 0
            let scrollView = makeScrollView(scene)
            let button = UIControl(frame: CGRect(x: 100, y: 100, width: 150, height: 60))
            scrollView.addSubview(button)
            button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
            button.addAction(UIAction { _ in highlights += 1 }, for: .touchDown)

            scene.tap(at: CGPoint(x: 150, y: 130), holding: 0.05)
            let afterTap = (taps, highlights)
            scene.drag(from: CGPoint(x: 150, y: 130), to: CGPoint(x: 150, y: 30), steps: 5)

            XCTAssertEqual(afterTap.0, 1, "the held-back touch is replayed when the finger lifts")
            XCTAssertEqual(highlights, 1, "a drag within 150 ms never reaches the button")
            XCTAssertGreaterThan(scrollView.contentOffset.y, 0)
        }
    }

    func test_holdingAControlThenDragging_doesNotScroll() {
        touchScene { scene in
            var cancels = 0
            let scrollView = makeScrollView(scene)
            let button = UIControl(frame: CGRect(x: 100, y: 100, width: 150, height: 60))
            scrollView.addSubview(button)
            button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)

            scene.finger.down(at: CGPoint(x: 150, y: 130))
            scene.tick(0.3) // past the 150 ms delay: the control tracks the touch
            let highlighted = button.isHighlighted
            for step in 1...5 {
                scene.tick(TouchScene.frame)
                scene.finger.move(to: CGPoint(x: 150, y: 130 - 20 * CGFloat(step)))
            }

            XCTAssertTrue(highlighted)
            XCTAssertEqual(scrollView.contentOffset.y, 0)
            XCTAssertEqual(cancels, 0)
        }
    }
}
