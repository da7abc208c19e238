// The example's own tests, written with TransitionLabTesting as a user writes them
// (docs/YOUR-APP.md, "Test your transitions"); CI runs them with `make examples`.
@testable import CustomTransition
import TransitionLabTesting
import UIKit
import XCTest

final class ZoomInTests: XCTestCase {
    private func openDetail() -> SimulatedPhone {
        let phone = SimulatedPhone { UINavigationController(rootViewController: HomeViewController()) }
        phone.tap(CGPoint(x: 195, y: 322))
        return phone
    }

    func test_tappingOpen_pushesTheDetailPage() {
        let phone = openDetail()

        phone.waitUntilIdle()

        let top = phone.run { (phone.device.window?.rootViewController as? UINavigationController)?.topViewController }
        XCTAssertTrue(top is DetailViewController)
    }

    func test_theZoom_growsTheDetailPageFromTheMiddle() {
        let phone = SimulatedPhone { UINavigationController(rootViewController: HomeViewController()) }

        assertFilmstrip(phone, at: [0.2, 0.5, 0.9], matchesGolden: "zoom-in") {
            phone.tap(CGPoint(x: 195, y: 322))
        }
    }
}
