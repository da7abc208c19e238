import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// An offset the app sets while the finger drags is where the drag goes on from, as on iOS:
/// sheets pin their list at the top and move themselves instead, chats keep their place as
/// rows arrive above.
final class UIScrollViewOffsetSetWhileDraggingTests: UIKitTestCase {
    /// Pins the list at its top and adds up how far it was pulled past it, as a sheet does.
    private final class Pinner: UIScrollViewDelegate {
        var pulled: CGFloat = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard scrollView.isDragging, scrollView.contentOffset.y < 0 else { return }
            pulled += -scrollView.contentOffset.y
            scrollView.contentOffset.y = 0
        }
    }

    private func makeScrollView(_ scene: TouchScene) -> UIScrollView {
        let scrollView = scene.addView(UIScrollView())
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        return scrollView
    }

    func test_offsetSetMidDrag_theDragGoesOnFromIt() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            scene.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 500), steps: 10, lift: false)

            scrollView.contentOffset.y = 1000
            for step in 1...5 {
                scene.tick(TouchScene.frame)
                scene.finger.move(to: CGPoint(x: 200, y: 500 - CGFloat(step) * 10))
            }
            scene.finger.up()

            XCTAssertEqual(scrollView.contentOffset.y, 1050, accuracy: 0.001,
                           "50 pt more of finger after the jump scrolls 50 pt past where the app put the content")
        }
    }

    func test_listPinnedAtTheTop_pullsAddUpToTheFingersTravel() {
        touchScene { scene in
            let pinner = Pinner()
            let scrollView = makeScrollView(scene)
            scrollView.delegate = pinner

            scene.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 20, lift: false)
            let offset = scrollView.contentOffset.y
            scene.finger.up()

            XCTAssertEqual(offset, 0, "the list stays pinned")
            // The pan starts after its slop, so the pulls add up to a little less than 200 pt,
            // never to the sum of every step's whole translation (thousands of points).
            XCTAssertGreaterThan(pinner.pulled, 100)
            XCTAssertLessThanOrEqual(pinner.pulled, 200.001)
        }
    }
}
