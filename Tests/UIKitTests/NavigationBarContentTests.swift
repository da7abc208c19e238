import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// The navigation bar keeps only the top item's content once transitions end.
final class NavigationBarContentTests: UIKitTestCase {
    /// Every view in the bar's tree.
    private func viewCount(_ view: UIView) -> Int {
        1 + view.subviews.reduce(0) { $0 + viewCount($1) }
    }

    func test_twentyPushPopCycles_leaveNoContentViewsBehind() {
        navigationScene { scene, log in
            let bar = scene.navigation.navigationBar
            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.settle()
            scene.run(0.5)
            let afterOneCycle = viewCount(bar)

            for index in 0..<20 {
                scene.navigation.pushViewController(RecordingViewController("P\(index)", log: log), animated: true)
                scene.settle()
                scene.navigation.popViewController(animated: true)
                scene.settle()
            }
            scene.run(0.5)

            XCTAssertEqual(viewCount(bar), afterOneCycle)
            XCTAssertTrue(bar.subviews.allSatisfy { $0.alpha > 0 || $0.isHidden }, "no content left invisible at alpha 0")
        }
    }

    func test_backTappedTwiceAndPopDuringPush_leaveOnlyTheTopItemsContent() {
        navigationScene { scene, log in
            let bar = scene.navigation.navigationBar
            scene.run(0.5)
            let start = viewCount(bar)

            scene.navigation.pushViewController(RecordingViewController("B", log: log), animated: true)
            scene.frame()
            scene.navigation.popViewController(animated: true)
            scene.settle()
            scene.navigation.pushViewController(RecordingViewController("C", log: log), animated: true)
            scene.settle()
            scene.navigation.popViewController(animated: true)
            scene.navigation.popViewController(animated: true)
            scene.settle()
            scene.run(0.5)

            XCTAssertEqual(scene.navigation.viewControllers.count, 1)
            XCTAssertEqual(viewCount(bar), start)
        }
    }
}
