import TestSupport
import XCTest
import UIKit

/// Ordinary iOS code for swipes, pinches, rotations, long presses and view transitions, as a
/// developer writes it (with this project's method references in place of `#selector`).
private final class CardViewController: UIViewController {
    let card = UIView()
    let front = UIView()
    let back = UIView()
    var swipes = 0
    var lastScale: CGFloat = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addSubview(front)
        let swipe = UISwipeGestureRecognizer(target: self, action: CardViewController.didSwipe)
        swipe.direction = .left
        swipe.numberOfTouchesRequired = 1
        card.addGestureRecognizer(swipe)
        let pinch = UIPinchGestureRecognizer(target: self, action: CardViewController.didPinch)
        card.addGestureRecognizer(pinch)
        let rotation = UIRotationGestureRecognizer(target: self, action: CardViewController.didRotate)
        card.addGestureRecognizer(rotation)
        let press = UILongPressGestureRecognizer(target: self, action: CardViewController.didPress)
        press.minimumPressDuration = 0.8
        press.allowableMovement = 12
        card.addGestureRecognizer(press)
    }

    func didSwipe(_ recognizer: UISwipeGestureRecognizer) {
        swipes += 1
        UIView.transition(with: card, duration: 0.5, options: [.transitionFlipFromRight, .curveEaseInOut], animations: {
            self.front.removeFromSuperview()
            self.card.addSubview(self.back)
        })
    }

    func didPinch(_ recognizer: UIPinchGestureRecognizer) {
        card.transform = card.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        lastScale = recognizer.scale
        recognizer.scale = 1
    }

    func didRotate(_ recognizer: UIRotationGestureRecognizer) {
        card.transform = card.transform.rotated(by: recognizer.rotation)
        recognizer.rotation = 0
        _ = recognizer.velocity
    }

    func didPress(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        UIView.transition(from: front, to: back, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews]) { finished in
            _ = finished
        }
        UIView.transition(with: card, duration: 0.4, options: .transitionCurlUp, animations: nil, completion: nil)
    }
}

final class ViewTransitionCompileTests: UIKitTestCase {
    func test_ordinaryRecognizerAndTransitionCode_compilesAndLoads() {
        TestScene.inEnvironment { _ in
            let controller = CardViewController()
            controller.loadViewIfNeeded()

            XCTAssertEqual(controller.card.gestureRecognizers?.count, 4)
            XCTAssertEqual((controller.card.gestureRecognizers?.first as? UISwipeGestureRecognizer)?.direction, .left)
        }
    }
}
