import Foundation
import Simulator
import TransitionLabTesting
import UIKit
import XCTest

/// The test library users' transitions are tested with (docs/YOUR-APP.md, "Test your
/// transitions"), on a small app of its own: a page that pushes a second one.
final class SimulatedPhoneTests: XCTestCase {
    /// A navigation controller on a white page; `push` pushes a teal page with UIKit's animation.
    private func app() -> (SimulatedPhone, UINavigationController) {
        var navigation: UINavigationController!
        var model = DeviceModel.phone47
        model.scale = 1
        let phone = SimulatedPhone(model) {
            let first = UIViewController()
            first.view.backgroundColor = .white
            first.title = "First"
            navigation = UINavigationController(rootViewController: first)
            return navigation
        }
        return (phone, navigation)
    }

    private func push(_ phone: SimulatedPhone, _ navigation: UINavigationController) {
        phone.run {
            let second = UIViewController()
            second.view.backgroundColor = .systemTeal
            second.title = "Second"
            navigation.pushViewController(second, animated: true)
        }
    }

    func test_edgePan_releasedPastHalf_pops_andBeforeHalf_staysPushed() {
        let (phone, navigation) = app()
        push(phone, navigation)
        phone.waitUntilIdle()

        phone.edgePan(toX: 100)
        phone.waitUntilIdle()
        let afterShortPan = phone.run { navigation.viewControllers.count }
        phone.edgePan(toX: 300)
        phone.waitUntilIdle()
        let afterLongPan = phone.run { navigation.viewControllers.count }

        XCTAssertEqual(afterShortPan, 2, "a pan released before half way cancels")
        XCTAssertEqual(afterLongPan, 1, "a pan released past half way pops")
    }

    func test_waitUntilTransitionProgress_stopsWhereAsked_undrawn() {
        let (phone, navigation) = app()
        push(phone, navigation)

        let reached = phone.wait(untilTransitionProgress: 0.5)
        let progress = phone.transitionProgress
        phone.waitUntilIdle()

        XCTAssertTrue(reached)
        XCTAssertEqual(Double(progress ?? 0), 0.5, accuracy: 0.05, "within a frame of half way")
        XCTAssertNil(phone.transitionProgress, "the push ended")
    }

    func test_aPushsFilmstrip_matchesItsGolden() {
        let (phone, navigation) = app()

        assertFilmstrip(phone, at: [0.25, 0.5, 0.75], matchesGolden: "push-filmstrip") { push(phone, navigation) }
    }

    func test_aScreenAtRest_matchesItsGolden() {
        let (phone, navigation) = app()
        push(phone, navigation)
        phone.waitUntilIdle()

        assertScreen(phone, matchesGolden: "second-page")
    }
}
