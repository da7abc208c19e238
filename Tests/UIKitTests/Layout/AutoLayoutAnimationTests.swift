import TestSupport
import XCTest
@testable import UIKit

/// Constraints animated the iOS way: change a constant, then `layoutIfNeeded()` inside
/// `UIView.animate`.
final class AutoLayoutAnimationTests: XCTestCase {
    func test_animatedConstant_presentationMovesBetweenOldAndNewFrames() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(box)
            let left = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 0)
            NSLayoutConstraint.activate([left, box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
                                         box.widthAnchor.constraint(equalToConstant: 100),
                                         box.heightAnchor.constraint(equalToConstant: 100)])
            scene.frame()
            XCTAssertEqual(box.frame, CGRect(x: 0, y: 100, width: 100, height: 100))

            left.constant = 200
            UIView.animate(withDuration: 1.0, delay: 0, options: [.curveLinear], animations: {
                controller.view.layoutIfNeeded()
            })
            XCTAssertEqual(box.frame.minX, 200)
            scene.run(0.5)

            let middle = box.layer.presentation()?.frame.minX ?? -1
            XCTAssertGreaterThan(middle, 50)
            XCTAssertLessThan(middle, 150)
            scene.run(0.6)
            XCTAssertEqual(box.layer.presentation()?.frame.minX ?? -1, 200, accuracy: 0.01)
        }
    }

    func test_constantChangedOutsideAnimation_appliesAtTheNextFrame() {
        TestScene.inEnvironment { environment in
            let controller = UIViewController()
            let scene = WindowTestScene(environment: environment, root: controller)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(box)
            let height = box.heightAnchor.constraint(equalToConstant: 10)
            NSLayoutConstraint.activate([height, box.topAnchor.constraint(equalTo: controller.view.topAnchor),
                                         box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
                                         box.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5)])
            scene.frame()

            height.constant = 70
            scene.frame()

            XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 195, height: 70))
        }
    }
}
