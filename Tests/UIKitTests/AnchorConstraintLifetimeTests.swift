import Foundation
import TestSupport
import UIKit
import XCTest

/// A constraint from an anchor outlives the statement that made it, as iOS's autoreleased one
/// lives until the run loop turns: code that keeps it in a `weak var` and activates it on the
/// next line (HandyViewController's top constraint) works.
final class AnchorConstraintLifetimeTests: XCTestCase {
    func test_anchorConstraint_heldWeakly_canBeActivatedOnTheNextLine_andStaysWhileActive() {
        TestScene.inEnvironment { environment in
            let scene = TestScene(environment: environment)
            let window = scene.makeKeyWindow()
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)

            weak let top = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 120)
            top?.isActive = true
            _ = view.topAnchor.constraint(equalTo: window.topAnchor, constant: 300)
            scene.stepClock()
            window.layoutIfNeeded()

            XCTAssertTrue(top?.isActive ?? false, "activated on the next line, then kept by its view")
            XCTAssertEqual(view.frame.minY, 120)
        }
    }
}
