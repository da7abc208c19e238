import TestSupport
import XCTest
@testable import UIKit

/// `contentInsetAdjustmentBehavior`: a table filling a page under a translucent bar starts
/// below the bar, as on iOS.
final class ScrollViewSafeAreaTests: XCTestCase {
    private final class TablePage: UIViewController {
        let table = UITableView(frame: .zero, style: .plain)
        override func viewDidLoad() {
            super.viewDidLoad()
            table.frame = view.bounds
            table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(table)
        }
    }

    private func adjusted(_ behavior: UIScrollView.ContentInsetAdjustmentBehavior) -> (UIEdgeInsets, CGPoint) {
        TestScene.inEnvironment(screen: CGSize(width: 390, height: 844)) { environment in
            let page = TablePage()
            page.loadViewIfNeeded()
            page.table.contentInsetAdjustmentBehavior = behavior
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: page))
            scene.frame()
            scene.frame()
            return (page.table.adjustedContentInset, page.table.contentOffset)
        }
    }

    func test_automatic_inANavigationController_startsBelowTheBar() {
        let (insets, offset) = adjusted(.automatic)

        XCTAssertEqual(insets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(offset, CGPoint(x: 0, y: -91))
    }

    func test_never_keepsTheContentInsetAsSet() {
        let (insets, offset) = adjusted(.never)

        XCTAssertEqual(insets, .zero)
        XCTAssertEqual(offset, .zero)
    }

    func test_always_addsEveryEdge_andScrollableAxes_onlyScrollingOnes() {
        TestScene.inEnvironment(screen: CGSize(width: 390, height: 844)) { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let scroll = UIScrollView(frame: controller.view.bounds)
            scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            scroll.contentSize = CGSize(width: 390, height: 2000)
            controller.view.addSubview(scroll)
            scene.frame()
            XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))

            scroll.contentSize = CGSize(width: 390, height: 100)
            XCTAssertEqual(scroll.adjustedContentInset, .zero)
            scroll.contentInsetAdjustmentBehavior = .always
            XCTAssertEqual(scroll.adjustedContentInset, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        }
    }
}
