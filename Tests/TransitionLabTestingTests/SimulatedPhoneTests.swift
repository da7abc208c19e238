import Foundation
import Recording
import Simulator
import TransitionLabApp
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

    func test_aSessionRecordedAndHashed_verifies() throws {
        // Setup: a session of an app named "TestApp" pushing its second page, hashed by a replay.
        let app = SimulatedApp(name: "TestApp") {
            let first = UIViewController()
            first.view.backgroundColor = .white
            let navigation = UINavigationController(rootViewController: first)
            first.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", style: .plain) { _ in
                let second = UIViewController()
                second.view.backgroundColor = .systemTeal
                navigation.pushViewController(second, animated: true)
            }
            return navigation
        }
        var model = DeviceModel.phone47
        model.scale = 1
        var session = SessionFile(header: SessionHeader(app: "TestApp", model: model, demo: nil),
                                  lines: [.event(frame: 5, .touch(.began, CGPoint(x: 340, y: 42))),
                                          .event(frame: 7, .touch(.ended, CGPoint(x: 340, y: 42))), .event(frame: 60, .end)])
        session = try SessionVerifier.updated(session, makeRoot: app.root(for:))
        let path = TemporaryFiles.path(prefix: "test-app", suffix: ".jsonl")
        try session.text.write(toFile: path, atomically: false, encoding: .utf8)

        // Action and assertions: the push changed frames, and they replay alike.
        XCTAssertGreaterThan(session.hashes.count, 10, "the push moved the pages")
        assertSessionVerifies(path, app: app)
    }
}
