import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class PageViewControllerTests: XCTestCase {
    // MARK: Set-up

    func test_setViewControllers_beforeShowing_makesThePageAChildFillingTheView() {
        pageScene(start: 1) { scene in
            let page = scene.book.pages[1]
            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertTrue(page.parent === scene.pageController)
            XCTAssertTrue(page.view.superview === scene.pageController.view)
            XCTAssertEqual(page.view.frame, scene.pageController.view.bounds)
            XCTAssertEqual(page.appearanceState, .appeared, "the page appears with its container")
            XCTAssertEqual(scene.pageController.spineLocation, .none, "the scroll style has no spine")
        }
    }

    func test_setViewControllers_notAnimated_swapsPagesAtOnce_withContainmentAndAppearance() {
        pageScene { scene in
            var finished: Bool?
            scene.pageController.setViewControllers([scene.book.pages[2]], direction: .forward, animated: false) { finished = $0 }

            XCTAssertEqual(scene.shownPage, "P2")
            XCTAssertEqual(finished, true)
            XCTAssertNil(scene.book.pages[0].parent)
            XCTAssertEqual(scene.log.entries, ["P2.willMove(parent)", "P0.willMove(nil)", "P0.viewWillDisappear",
                                               "P2.viewWillAppear", "P0.viewDidDisappear",
                                               "P2.viewIsAppearing", "P2.viewDidAppear", "P0.didMove(nil)",
                                               "P2.didMove(parent)"])
        }
    }

    // MARK: Animated turns from code

    func test_setViewControllersForward_animated_slidesTheNewPageInFromTheRight() {
        pageScene { scene in
            let old = scene.book.pages[0], new = scene.book.pages[1]
            var finished: Bool?
            scene.pageController.setViewControllers([new], direction: .forward, animated: true) { finished = $0 }
            scene.run(0.1)

            XCTAssertLessThan(old.view.frame.minX, 0, "the old page leaves to the left")
            XCTAssertGreaterThan(new.view.frame.minX, 0)
            XCTAssertEqual(new.view.frame.minX, old.view.frame.maxX, accuracy: 0.01, "the pages stay side by side")
            XCTAssertNil(finished)
            XCTAssertEqual(new.appearanceState, .appearing)

            scene.settle()

            XCTAssertEqual(finished, true)
            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertEqual(new.view.frame.minX, 0)
            XCTAssertNil(old.view.superview)
            XCTAssertEqual(scene.log.entries(of: "P1"), ["P1.willMove(parent)", "P1.viewWillAppear",
                                                        "P1.viewIsAppearing", "P1.viewDidAppear", "P1.didMove(parent)"])
            XCTAssertEqual(scene.log.entries(of: "P0"), ["P0.viewWillDisappear", "P0.willMove(nil)",
                                                        "P0.viewDidDisappear", "P0.didMove(nil)"])
            XCTAssertTrue(scene.log.entries(of: "delegate").isEmpty, "turns made by code are not reported to the delegate")
        }
    }

    func test_setViewControllersReverse_animated_slidesTheNewPageInFromTheLeft() {
        pageScene(start: 2) { scene in
            let old = scene.book.pages[2], new = scene.book.pages[1]
            scene.pageController.setViewControllers([new], direction: .reverse, animated: true)
            scene.run(0.1)

            XCTAssertGreaterThan(old.view.frame.minX, 0, "the old page leaves to the right")
            XCTAssertLessThan(new.view.frame.minX, 0)
            XCTAssertEqual(new.view.frame.maxX, old.view.frame.minX, accuracy: 0.01)

            scene.settle()

            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertEqual(new.view.frame, scene.pageController.view.bounds)
            XCTAssertEqual(old.appearanceState, .disappeared)
        }
    }

    func test_setViewControllersAnimated_duringAnAnimatedTurn_skipsTheFirstToItsEnd() {
        pageScene { scene in
            var results: [String] = []
            scene.pageController.setViewControllers([scene.book.pages[1]], direction: .forward, animated: true) {
                results.append("first \($0)")
            }
            scene.run(0.1)
            scene.pageController.setViewControllers([scene.book.pages[2]], direction: .forward, animated: true) {
                results.append("second \($0)")
            }

            XCTAssertEqual(results, ["first false"], "the first turn jumped to its end: its animation was skipped")
            XCTAssertEqual(scene.book.pages[1].appearanceState, .disappearing)

            scene.settle()

            XCTAssertEqual(results, ["first false", "second true"])
            XCTAssertEqual(scene.shownPage, "P2")
            XCTAssertEqual(scene.book.pages[1].appearanceState, .disappeared)
            XCTAssertNil(scene.book.pages[1].parent)
        }
    }

    func test_options_spineLocationAsNSNumber_andInterPageSpacing() {
        TestScene.inEnvironment { _ in
            let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
            XCTAssertEqual(curl.spineLocation, .max)

            let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                              options: [.interPageSpacing: 12])
            XCTAssertEqual(scroll.interPageSpacing, 12)
            XCTAssertEqual(scroll.spineLocation, .none)
        }
    }

    func test_verticalScroll_swipeUp_turnsForward_withTheGapBetweenPages() {
        TestScene.inEnvironment { environment in
            let log = EventLog()
            let book = PageBook(count: 2, log: log)
            let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                                  options: [.interPageSpacing: 10])
            controller.dataSource = book
            controller.setViewControllers([book.pages[0]], direction: .forward, animated: false)
            let scene = WindowTestScene(environment: environment, root: controller)
            scene.frame()
            let finger = TouchInjector(window: scene.window)
            finger.down(at: CGPoint(x: 200, y: 750))
            for i in 1...30 {
                finger.move(to: CGPoint(x: 200, y: 750 - CGFloat(i) * 16))
                scene.frame()
            }

            XCTAssertEqual(book.pages[1].view.frame.minY, book.pages[0].view.frame.maxY + 10, accuracy: 0.01)
            XCTAssertLessThan(book.pages[0].view.frame.minY, -422, "the page follows the finger up, past half")

            scene.run(0.2)
            finger.up()
            scene.settle(limit: 2) { controller.activeTurn != nil }

            XCTAssertTrue(controller.viewControllers?.first === book.pages[1])
        }
    }

    // MARK: Swiping

    func test_swipePastHalf_turnsThePage_withAppearanceAndDelegateCalls() {
        pageScene { scene in
            let new = scene.book.pages[1]
            scene.swipe(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 100, y: 400), frames: 30, lift: false)

            XCTAssertEqual(new.appearanceState, .appearing, "the incoming page heard viewWillAppear when the swipe started")
            XCTAssertEqual(new.view.frame.minX, scene.width - 250, accuracy: 20, "the page follows the finger")

            scene.run(0.2)
            scene.finger.up()
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P1")
            XCTAssertEqual(new.view.frame.minX, 0)
            XCTAssertEqual(scene.log.entries, [
                "delegate.willTransitionTo(P1)", "P1.willMove(parent)", "P0.viewWillDisappear",
                "P1.viewWillAppear", "P0.willMove(nil)", "P0.viewDidDisappear", "P1.viewIsAppearing",
                "P1.viewDidAppear", "P0.didMove(nil)", "P1.didMove(parent)",
                "delegate.didFinish(completed: true, previous: P0)",
            ])
        }
    }

    func test_shortSlowSwipe_goesBack_reversingTheAppearanceCalls() {
        pageScene { scene in
            let old = scene.book.pages[0], new = scene.book.pages[1]
            scene.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), frames: 30, restFrames: 12)
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P0")
            XCTAssertEqual(old.view.frame, scene.pageController.view.bounds)
            XCTAssertNil(new.parent)
            XCTAssertNil(new.view.superview)
            XCTAssertEqual(scene.log.entries(of: "P1"), ["P1.willMove(parent)", "P1.viewWillAppear",
                                                        "P1.viewWillDisappear", "P1.willMove(nil)",
                                                        "P1.viewDidDisappear", "P1.didMove(nil)"])
            XCTAssertEqual(scene.log.entries(of: "P0"), ["P0.viewWillDisappear", "P0.viewWillAppear",
                                                        "P0.viewIsAppearing", "P0.viewDidAppear"])
            XCTAssertEqual(scene.log.entries(of: "delegate"), ["delegate.willTransitionTo(P1)",
                                                              "delegate.didFinish(completed: false, previous: P0)"])
        }
    }

    func test_shortFastFlick_turnsThePage() {
        pageScene { scene in
            scene.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400), frames: 4)
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P1")
        }
    }

    func test_swipeRight_turnsBackToThePreviousPage() {
        pageScene(start: 1) { scene in
            scene.swipe(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 320, y: 400), frames: 20, restFrames: 5)
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P0")
            XCTAssertEqual(scene.log.entries(of: "delegate").first, "delegate.willTransitionTo(P0)")
        }
    }

    func test_dragAcrossTheAxis_turnsNothing() {
        pageScene { scene in
            scene.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 170, y: 300), frames: 20)
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P0")
            XCTAssertEqual(scene.book.askedAfter + scene.book.askedBefore, 0)
            XCTAssertEqual(scene.log.entries, [])
        }
    }

    func test_dataSourceReturningNil_atTheFirstPage_stopsTheSwipe() {
        pageScene { scene in
            scene.swipe(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 320, y: 400), frames: 20, lift: false)

            XCTAssertEqual(scene.book.askedBefore, 1, "the data source is asked once per swipe")
            XCTAssertNil(scene.pageController.activeTurn)
            XCTAssertEqual(scene.book.pages[0].view.frame.minX, 0, "the page does not move")

            scene.finger.up()
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P0")
            XCTAssertEqual(scene.log.entries, [], "no page heard anything and the delegate was not told")
        }
    }

    func test_dataSourceReturningNil_atTheLastPage_stopsTheSwipe() {
        pageScene(start: 2) { scene in
            scene.swipe(from: CGPoint(x: 350, y: 400), to: CGPoint(x: 50, y: 400), frames: 10)
            scene.settle()

            XCTAssertEqual(scene.shownPage, "P2")
            XCTAssertEqual(scene.book.askedAfter, 1)
            XCTAssertEqual(scene.log.entries, [])
        }
    }
}
