import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class PageCurlPageViewControllerTests: XCTestCase {
    func test_pageCurlStyle_defaultsToASpineAtTheLeft() {
        pageScene(style: .pageCurl) { scene in
            XCTAssertEqual(scene.pageController.spineLocation, .min)
        }
    }

    func test_pageCurlDrag_curlsTheOldPageOverTheNewOne_andCompletesPastHalf() {
        pageScene(style: .pageCurl) { scene in
            let old = scene.book.pages[0], new = scene.book.pages[1]
            scene.swipe(from: CGPoint(x: 370, y: 500), to: CGPoint(x: 130, y: 500), frames: 30, lift: false)

            let curl = scene.pageController.curlView
            XCTAssertTrue(old.view.superview === curl, "the old page is the one that rolls")
            XCTAssertTrue(new.view.superview === scene.pageController.view, "the new page lies below it")
            XCTAssertEqual(curl.curlAmount, 240 / scene.width, accuracy: 0.01)
            XCTAssertEqual(new.appearanceState, .appearing)

            scene.run(0.2)
            scene.finger.up()
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertNil(curl.superview, "the curl view leaves once the page is turned")
            XCTAssertEqual(curl.curlAmount, 0)
            XCTAssertEqual(scene.log.entries(of: "delegate"), ["delegate.willTransitionTo(P1)",
                                                              "delegate.didFinish(completed: true, previous: P0)"])
        }
    }

    func test_pageCurlDragBack_uncurlsThePreviousPage_andAShortOneCancels() {
        pageScene(style: .pageCurl, start: 1) { scene in
            let previous = scene.book.pages[0]
            scene.swipe(from: CGPoint(x: 20, y: 500), to: CGPoint(x: 100, y: 500), frames: 30, lift: false)

            XCTAssertTrue(previous.view.superview === scene.pageController.curlView, "the previous page unrolls on top")
            XCTAssertEqual(scene.pageController.curlView.curlAmount, 1 - 80 / scene.width, accuracy: 0.01)

            scene.run(0.2)
            scene.finger.up()
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertNil(previous.parent)
            XCTAssertEqual(previous.appearanceState, .disappeared)
        }
    }

    func test_setViewControllersAnimated_pageCurl_rollsThePageAway() {
        pageScene(style: .pageCurl) { scene in
            var finished: Bool?
            scene.pageController.setViewControllers([scene.book.pages[1]], direction: .forward, animated: true) { finished = $0 }
            scene.run(0.2)

            XCTAssertGreaterThan(scene.pageController.curlView.curlAmount, 0.3)
            XCTAssertLessThan(scene.pageController.curlView.curlAmount, 1)

            scene.settle()

            XCTAssertEqual(finished, true)
            XCTAssertEqual(scene.shownPage, "P1")
        }
    }

    func test_golden_pageCurlDragMidCurl() {
        pageScene(style: .pageCurl) { scene in
            scene.swipe(from: CGPoint(x: 370, y: 500), to: CGPoint(x: 175, y: 500), frames: 20, lift: false)
            let compositor = LayerCompositor(width: 195, height: 422, scale: 0.5)

            assertGolden(compositor.render(scene.window.layer), named: "page-view-controller-curl-drag-half")

            scene.finger.up()
            scene.settle()
        }
    }
}
