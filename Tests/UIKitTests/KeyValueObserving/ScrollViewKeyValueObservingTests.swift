import Foundation
import TestSupport
import UIKit
import XCTest

/// KVO on a scroll view's offset, size and inset, with iOS's call and lifetime: plain
/// `import Foundation` and `import UIKit`, as app code (no `@testable`).
final class ScrollViewKeyValueObservingTests: XCTestCase {
    private func makeScrollView(_ scene: TouchScene) -> UIScrollView {
        let scrollView = scene.addView(UIScrollView())
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: 390, height: 3000)
        return scrollView
    }

    func test_observeContentOffset_whileDragging_reportsEveryChange() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            var changes: [NSKeyValueObservedChange<CGPoint>] = []
            let observation = scrollView.observe(\.contentOffset, options: [.new, .old]) { _, change in changes.append(change) }

            scene.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 300), steps: 20, lift: false)

            XCTAssertGreaterThanOrEqual(changes.count, 15)
            XCTAssertEqual(changes.first?.oldValue, .zero)
            XCTAssertEqual(changes.last?.newValue, scrollView.contentOffset)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 400))
            for (previous, next) in zip(changes, changes.dropFirst()) {
                XCTAssertEqual(next.oldValue, previous.newValue)
            }
            XCTAssertTrue(changes.allSatisfy { $0.kind == .setting && !$0.isPrior })
            observation.invalidate()
        }
    }

    func test_observeContentOffset_animatedSetContentOffset_reportsEachAnimationStep() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            var offsets: [CGFloat] = []
            let observation = scrollView.observe(\.contentOffset, options: [.new]) { _, change in
                offsets.append(change.newValue!.y)
            }

            scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
            scene.tick(0.5)

            XCTAssertGreaterThanOrEqual(offsets.count, 10)
            XCTAssertEqual(offsets.last, 600)
            XCTAssertEqual(offsets, offsets.sorted())
            withExtendedLifetime(observation) {}
        }
    }

    func test_observeContentOffset_afterFlick_reportsDecelerationUntilRest() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            var count = 0
            let observation = scrollView.observe(\.contentOffset) { _, _ in count += 1 }
            scene.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), steps: 5)
            let atRelease = count

            scene.tick(1)

            XCTAssertGreaterThan(count, atRelease + 20)
            withExtendedLifetime(observation) {}
        }
    }

    func test_observeContentOffset_boundsOriginSet_reportsAsOffsetChange() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            var news: [CGPoint] = []
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, change in news.append(change.newValue!) }

            scrollView.bounds.origin = CGPoint(x: 0, y: 50)
            scrollView.bounds.size = CGSize(width: 300, height: 500)

            XCTAssertEqual(news, [CGPoint(x: 0, y: 50)])
            withExtendedLifetime(observation) {}
        }
    }

    func test_observeContentSizeAndInset_settersReportOldAndNew() {
        touchScene { scene in
            let scrollView = makeScrollView(scene)
            var sizes: [(CGSize?, CGSize?)] = []
            var insets: [UIEdgeInsets?] = []
            let sizeObservation = scrollView.observe(\.contentSize, options: [.old, .new]) { _, change in
                sizes.append((change.oldValue, change.newValue))
            }
            let insetObservation = scrollView.observe(\.contentInset, options: .new) { _, change in insets.append(change.newValue) }

            scrollView.contentSize = CGSize(width: 390, height: 5000)
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)

            XCTAssertEqual(sizes.count, 1)
            XCTAssertEqual(sizes.first?.0, CGSize(width: 390, height: 3000))
            XCTAssertEqual(sizes.first?.1, CGSize(width: 390, height: 5000))
            XCTAssertEqual(insets, [UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)])
            withExtendedLifetime((sizeObservation, insetObservation)) {}
        }
    }

    func test_observeContentOffset_onSubclassTypedKeyPath_reportsChanges() {
        final class FeedView: UIScrollView {}
        touchScene { scene in
            let feed = scene.addView(FeedView())
            feed.contentSize = CGSize(width: 390, height: 3000)
            var calls = 0
            let observation = feed.observe(\FeedView.contentOffset) { view, _ in
                XCTAssertTrue(view === feed)
                calls += 1
            }

            feed.contentOffset = CGPoint(x: 0, y: 120)

            XCTAssertEqual(calls, 1)
            withExtendedLifetime(observation) {}
        }
    }
}
