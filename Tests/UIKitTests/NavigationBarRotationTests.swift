import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class NavigationBarRotationTests: XCTestCase {
    /// The bar's title and back button views (the title is the bold text view).
    private func parts(of bar: UINavigationBar) -> (title: UIView?, back: UIView?) {
        let views = bar.contentView.subviews
        let back = views.first { ($0 as? BarTextView)?.accessibilityName == "back" }
        let title = views.first { ($0 as? BarTextView)?.isBold == true }
        return (title, back)
    }

    func test_afterARotation_theTitleIsCentred_andTheBackButtonClearsTheNotch() {
        TestScene.inEnvironment(screen: CGSize(width: 390, height: 844)) { environment in
            let log = EventLog()
            let first = RecordingViewController("First", log: log)
            let scene = NavigationScene(environment: environment, log: log, root: first)
            scene.navigation.pushViewController(RecordingViewController("Second", log: log), animated: false)
            scene.frame()

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            scene.run(0.6)
            let bar = scene.navigation.navigationBar
            let (title, back) = parts(of: bar)

            XCTAssertEqual(bar.bounds.width, 844)
            XCTAssertEqual(title?.frame.midX ?? 0, 422, accuracy: 1, "centred on the landscape bar")
            XCTAssertGreaterThanOrEqual(back?.frame.minX ?? 0, bar.safeAreaInsets.left, "inside the safe area")
            XCTAssertGreaterThan(bar.safeAreaInsets.left, 0, "a notched phone on its side has a left inset")

            UIKitEnvironment.current.rotate(to: .portrait)
            scene.run(0.6)

            XCTAssertEqual(parts(of: bar).title?.frame.midX ?? 0, 195, accuracy: 1, "centred again in portrait")
        }
    }
}
