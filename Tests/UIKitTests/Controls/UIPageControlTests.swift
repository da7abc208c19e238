import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `UIPageControl`: pages, taps on either half, hiding for one page.
final class UIPageControlTests: XCTestCase {
    /// Five pages in a 200 pt control at (95, 100): its middle is x 195.
    private func makeControl(_ scene: ControlScene, page: Int = 2) -> UIPageControl {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 5
        control.currentPage = page
        return scene.add(control, at: CGPoint(x: 95, y: 100), size: CGSize(width: 200, height: 26))
    }

    func test_pageControl_defaults_andSizeForPages() {
        controlScene { _ in
            let control = UIPageControl(frame: .zero)

            XCTAssertEqual(control.numberOfPages, 0)
            XCTAssertEqual(control.currentPage, 0)
            XCTAssertFalse(control.hidesForSinglePage)
            XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: 64, height: 26))
            control.numberOfPages = 4
            XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 80, height: 26))
            XCTAssertEqual(control.dots.count, 4)
            XCTAssertEqual(control.dots[0].backgroundColor, .white, "the current dot is opaque white, as UIKit documents")
        }
    }

    func test_pageControl_currentPage_isClampedToThePages() {
        controlScene { _ in
            let control = UIPageControl(frame: .zero)
            control.numberOfPages = 3

            control.currentPage = 9
            let high = control.currentPage
            control.currentPage = -2
            let low = control.currentPage
            control.currentPage = 2
            control.numberOfPages = 2

            XCTAssertEqual(high, 2)
            XCTAssertEqual(low, 0)
            XCTAssertEqual(control.currentPage, 1, "fewer pages pull the current page in")
        }
    }

    func test_pageControl_tapRightHalf_goesToNextPageAndSendsValueChanged() {
        controlScene { scene in
            let control = makeControl(scene)
            let log = ValueChangeLog(control) { $0.currentPage }

            scene.tap(at: CGPoint(x: 260, y: 113))
            scene.tap(at: CGPoint(x: 260, y: 113))
            scene.tap(at: CGPoint(x: 260, y: 113))

            XCTAssertEqual(control.currentPage, 4)
            XCTAssertEqual(log.values, [3, 4], "nothing past the last page")
        }
    }

    func test_pageControl_tapLeftHalf_goesToPreviousPage() {
        controlScene { scene in
            let control = makeControl(scene)
            let log = ValueChangeLog(control) { $0.currentPage }

            scene.tap(at: CGPoint(x: 120, y: 113))

            XCTAssertEqual(control.currentPage, 1)
            XCTAssertEqual(log.values, [1])
            XCTAssertEqual(control.dots[1].backgroundColor, .white)
            XCTAssertEqual(control.dots[2].backgroundColor, ControlPalette.pageIndicator)
        }
    }

    func test_pageControl_hidesForSinglePage() {
        controlScene { scene in
            let control = makeControl(scene, page: 0)
            control.hidesForSinglePage = true
            let hiddenWithFive = control.isHidden

            control.numberOfPages = 1

            XCTAssertFalse(hiddenWithFive)
            XCTAssertTrue(control.isHidden)
        }
    }

    func test_pageControl_appsOwnIsHidden_survivesLayoutAndPageChanges() {
        controlScene { scene in
            let control = makeControl(scene)
            control.hidesForSinglePage = true

            control.isHidden = true
            control.setNeedsLayout()
            scene.frame()
            control.numberOfPages = 3

            XCTAssertTrue(control.isHidden)
        }
    }

    func test_pageControl_setCurrentPage_sendsNoActionAndColorsTheDot() {
        controlScene { scene in
            let control = makeControl(scene)
            control.currentPageIndicatorTintColor = .systemBlue
            control.pageIndicatorTintColor = .systemGray
            let log = ValueChangeLog(control) { $0.currentPage }

            control.currentPage = 0

            XCTAssertEqual(log.count, 0)
            XCTAssertEqual(control.dots[0].backgroundColor, .systemBlue)
            XCTAssertEqual(control.dots[2].backgroundColor, .systemGray)
        }
    }
}
