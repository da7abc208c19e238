import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Hidden arranged views collapse, and `isHidden` inside `UIView.animate` animates it.
final class UIStackViewHidingTests: XCTestCase {
    /// Three boxes in a 300 x 100 `.fillEqually` stack with `spacing`, drawn once in a window.
    private func drawnEqualStack(in environment: UIKitEnvironment, spacing: CGFloat)
        -> (scene: WindowTestScene, stack: UIStackView, boxes: [IntrinsicBox]) {
        let controller = UIViewController()
        let scene = WindowTestScene(environment: environment, root: controller)
        let boxes = threeBoxes()
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        stack.distribution = .fillEqually
        stack.spacing = spacing
        controller.view.addSubview(stack)
        scene.frame()
        return (scene, stack, boxes)
    }

    func test_hiddenView_collapsesWithItsSpacing() {
        TestScene.inEnvironment { _ in
            let boxes = threeBoxes()
            let stack = laidOutStack(boxes, frame: CGRect(x: 0, y: 0, width: 300, height: 100), axis: .horizontal,
                                     distribution: .fillEqually, spacing: 15)

            boxes[1].isHidden = true
            stack.layoutIfNeeded()

            XCTAssertEqual(boxes[0].frame, CGRect(x: 0, y: 0, width: 142.5, height: 100))
            XCTAssertEqual(boxes[1].frame.width, 0)
            XCTAssertEqual(boxes[2].frame, CGRect(x: 157.5, y: 0, width: 142.5, height: 100))
            XCTAssertTrue(boxes[1].layer.isHidden)

            boxes[1].isHidden = false
            stack.layoutIfNeeded()
            XCTAssertEqual(boxes.map(\.frame.minX), [0, 105, 210])
        }
    }

    func test_viewHiddenBeforeBeingArranged_takesNoRoom() {
        TestScene.inEnvironment { _ in
            let boxes = threeBoxes()
            boxes[0].isHidden = true
            let stack = laidOutStack(boxes, frame: CGRect(x: 0, y: 0, width: 200, height: 300), axis: .vertical,
                                     distribution: .equalSpacing, spacing: 10)

            XCTAssertEqual(boxes[0].frame.height, 0)
            XCTAssertEqual(boxes[1].frame.minY, 0)
            XCTAssertEqual(boxes[2].frame.minY, 290)
            XCTAssertEqual(stack.arrangedSubviews.count, 3)
        }
    }

    func test_hidingInsideAnimate_collapsesOverTheBlockThenHides() {
        TestScene.inEnvironment { environment in
            let (scene, _, boxes) = drawnEqualStack(in: environment, spacing: 15)
            XCTAssertEqual(boxes[1].frame, CGRect(x: 105, y: 0, width: 90, height: 100))

            var finished = false
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                boxes[1].isHidden = true
            }, completion: { finished = $0 })

            // The model is at the end at once; the view still draws while it collapses.
            XCTAssertTrue(boxes[1].isHidden)
            XCTAssertFalse(boxes[1].layer.isHidden)
            XCTAssertEqual(boxes[1].frame.width, 0)
            XCTAssertEqual(boxes[2].frame.minX, 157.5)
            scene.run(0.5)
            let middle = boxes[1].layer.presentation()?.bounds.width ?? -1
            XCTAssertEqual(middle, 45, accuracy: 2)
            XCTAssertFalse(boxes[1].layer.isHidden)
            XCTAssertEqual(boxes[2].layer.presentation()?.frame.minX ?? -1, (210 + 157.5) / 2, accuracy: 2)

            scene.run(0.6)
            XCTAssertTrue(boxes[1].layer.isHidden)
            XCTAssertTrue(finished)

            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                boxes[1].isHidden = false
            })
            XCTAssertFalse(boxes[1].layer.isHidden, "a view being shown draws at once and grows")
            scene.run(0.5)
            XCTAssertEqual(boxes[1].layer.presentation()?.bounds.width ?? -1, 45, accuracy: 2)
            scene.run(0.6)
            XCTAssertEqual(boxes[1].frame, CGRect(x: 105, y: 0, width: 90, height: 100))
        }
    }

    func test_showingAgainDuringTheCollapse_keepsTheViewVisible() {
        TestScene.inEnvironment { environment in
            let (scene, _, boxes) = drawnEqualStack(in: environment, spacing: 0)

            UIView.animate(withDuration: 1) { boxes[0].isHidden = true }
            scene.run(0.3)
            UIView.animate(withDuration: 1) { boxes[0].isHidden = false }
            scene.run(1.2)

            XCTAssertFalse(boxes[0].isHidden)
            XCTAssertFalse(boxes[0].layer.isHidden)
            XCTAssertEqual(boxes[0].frame.width, 100)
        }
    }

    func test_hidingInsideAPropertyAnimator_collapsesWithItAndHidesAtOnce() {
        TestScene.inEnvironment { environment in
            let (scene, _, boxes) = drawnEqualStack(in: environment, spacing: 15)

            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { boxes[1].isHidden = true }
            animator.startAnimation()
            scene.run(0.5)

            XCTAssertTrue(boxes[1].layer.isHidden)
            XCTAssertEqual(boxes[2].layer.presentation()?.frame.minX ?? -1, (210 + 157.5) / 2, accuracy: 2)
            scene.run(0.6)
            XCTAssertEqual(boxes[2].frame.minX, 157.5)
        }
    }
}
