import Foundation
import TestSupport
import UIKit
import XCTest

/// Deprecated members older transition code still uses (plain `import UIKit`).
final class DeprecatedMembersTests: UIKitTestCase {
    func test_topAndBottomLayoutGuides_lengthsAreTheSafeAreaInsets_andAnchorsLayOut() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let page = UIViewController()
        window.rootViewController = page
        window.makeKeyAndVisible()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: page.topLayoutGuide.bottomAnchor),
            banner.leadingAnchor.constraint(equalTo: page.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
            banner.heightAnchor.constraint(equalToConstant: 20),
        ])

        window.layoutIfNeeded()

        XCTAssertEqual(page.topLayoutGuide.length, page.view.safeAreaInsets.top)
        XCTAssertEqual(page.bottomLayoutGuide.length, page.view.safeAreaInsets.bottom)
        XCTAssertGreaterThan(page.topLayoutGuide.length, 0)
        XCTAssertEqual(banner.frame.minY, page.view.safeAreaInsets.top)
        XCTAssertTrue(page.topLayoutGuide === page.topLayoutGuide, "made once, kept by the view")
    }

    func test_scrollIndicatorInsets_setsBothIndicators() {
        let scrollView = UIScrollView()

        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0)

        XCTAssertEqual(scrollView.verticalScrollIndicatorInsets, UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(scrollView.horizontalScrollIndicatorInsets, UIEdgeInsets(top: 4, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(scrollView.scrollIndicatorInsets.bottom, 8)
    }

    func test_automaticallyAdjustsScrollViewInsets_isKept() {
        let controller = UIViewController()
        XCTAssertTrue(controller.automaticallyAdjustsScrollViewInsets)

        controller.automaticallyAdjustsScrollViewInsets = false

        XCTAssertFalse(controller.automaticallyAdjustsScrollViewInsets)
    }
}
