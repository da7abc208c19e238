import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

final class ViewTransitionTests: UIKitTestCase {
    /// A card in the middle of the scene showing a red face; a blue face waits hidden.
    private struct Card {
        let container: UIView
        let red: UIView
        let blue: UIView

        /// Shows the blue face instead of the red one (the change a transition block makes).
        func turnOver() {
            red.isHidden = true
            blue.isHidden = false
        }
    }

    private func makeCard(_ scene: AnimationScene) -> Card {
        let container = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 120))
        container.backgroundColor = .white
        let red = UIView(frame: container.bounds.insetBy(dx: 10, dy: 10))
        red.backgroundColor = .red
        let blue = UIView(frame: container.bounds.insetBy(dx: 10, dy: 10))
        blue.backgroundColor = .blue
        blue.isHidden = true
        container.addSubview(red)
        container.addSubview(blue)
        scene.show(container)
        return Card(container: container, red: red, blue: blue)
    }

    /// The layer holding the transition's pictures, if one is running in the scene.
    private func transitionLayer(_ scene: AnimationScene) -> CALayer? {
        scene.root.layer.sublayers?.first { $0.name == ViewTransitionAnimation.layerName }
    }

    private func assertRotation(_ transform: CATransform3D, aboutY angle: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        let expected = CATransform3DMakeRotation(angle, 0, 1, 0)
        XCTAssertEqual(transform.m11, expected.m11, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(transform.m13, expected.m13, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(transform.m31, expected.m31, accuracy: 1e-6, file: file, line: line)
    }

    func test_flipFromRight_turnsTheOldFaceAwayAndTheNewOneIn_halfwayAQuarterTurnEach() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.25)
            let faces = transitionLayer(scene)?.sublayers ?? []
            let quarter = faces.map { $0.presentation()!.transform }
            let hidden = card.container.onScreen.opacity
            scene.run(for: 0.25)
            let half = faces.map { $0.presentation()!.transform }

            XCTAssertTrue(card.red.isHidden, "the block changes the model at once")
            XCTAssertEqual(faces.count, 2)
            XCTAssertEqual(hidden, 0, "the view itself is hidden while its pictures turn")
            XCTAssertEqual(transitionLayer(scene)?.sublayerTransform.m34, ViewTransitionAnimation.perspective)
            assertRotation(quarter[0], aboutY: -.pi / 4)
            assertRotation(quarter[1], aboutY: .pi * 3 / 4)
            assertRotation(half[0], aboutY: -.pi / 2)
            assertRotation(half[1], aboutY: .pi / 2)
            XCTAssertFalse(faces[0].isDoubleSided || faces[1].isDoubleSided, "each face hides its back")
        }
    }

    func test_flipFromTop_turnsAboutTheHorizontalAxis() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.5)
            let old = transitionLayer(scene)!.sublayers![0].presentation()!.transform

            let expected = CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)
            XCTAssertEqual(old.m22, expected.m22, accuracy: 1e-6)
            XCTAssertEqual(old.m23, expected.m23, accuracy: 1e-6)
            XCTAssertEqual(old.m11, 1, accuracy: 1e-9)
        }
    }

    func test_crossDissolve_fadesTheOldPictureOverTheNewState() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: .transitionCrossDissolve,
                              animations: card.turnOver)
            scene.run(for: 0.25)
            let picture = transitionLayer(scene)!.sublayers![0]

            XCTAssertEqual(Double(picture.presentation()!.opacity), 1 - easeInOut(0.25), accuracy: 1e-5)
            XCTAssertEqual(card.container.onScreen.opacity, 1, "the new state shows through")
        }
    }

    func test_curlUp_curlsTheOldPictureAwayWithThePageCurlLayer() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.5)
            let curl = transitionLayer(scene)?.sublayers?.first as? PageCurlLayer

            XCTAssertNotNil(curl)
            XCTAssertEqual(Double((curl?.presentation() as? PageCurlLayer)?.curlAmount ?? -1), 0.5, accuracy: 1e-6)
        }
    }

    func test_curlDown_unrollsTheNewPictureFromTheTopOverTheOldOne() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionCurlDown, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.25)
            let layers = transitionLayer(scene)?.sublayers ?? []
            let curl = layers.last as? PageCurlLayer

            XCTAssertEqual(layers.count, 2, "the old picture flat below, the new one curling above")
            XCTAssertEqual(Double(curl?.curlAngle ?? 0), .pi, accuracy: 1e-9)
            XCTAssertEqual(Double((curl?.presentation() as? PageCurlLayer)?.curlAmount ?? -1), 0.75, accuracy: 1e-6)
            XCTAssertEqual(card.container.onScreen.opacity, 0, "the view is hidden under its pictures")
        }
    }

    func test_flipFromLeft_turnsTheOtherWayThanFromRight() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.25)

            // The left edge comes toward the viewer: a positive turn about y, as Apple documents.
            assertRotation(transitionLayer(scene)!.sublayers![0].presentation()!.transform, aboutY: .pi / 4)
        }
    }

    func test_transition_endsWithThePicturesGone_andCompletesOnceWithTrue() {
        AnimationScene.run { scene in
            let card = makeCard(scene)
            var calls: [Bool] = []

            UIView.transition(with: card.container, duration: 0.5, options: [.transitionFlipFromLeft, .curveEaseInOut],
                              animations: card.turnOver, completion: { calls.append($0) })
            scene.run(for: 0.45)
            let callsBefore = calls
            scene.run(for: 0.2)
            scene.run(for: 0.5)

            XCTAssertEqual(callsBefore, [])
            XCTAssertEqual(calls, [true])
            XCTAssertNil(transitionLayer(scene))
            XCTAssertEqual(card.container.onScreen.opacity, 1)
            XCTAssertNil(card.container.layer.animation(forKey: "UIViewTransition.hide"))
        }
    }

    func test_transitionFromTo_swapsTheViewsInTheSuperview() {
        AnimationScene.run { scene in
            let card = makeCard(scene)
            let green = UIView(frame: card.red.frame)
            green.backgroundColor = .green
            var calls: [Bool] = []

            UIView.transition(from: card.red, to: green, duration: 0.5, options: .transitionCrossDissolve,
                              completion: { calls.append($0) })
            let during = transitionLayer(scene) != nil
            scene.run(for: 0.7)

            XCTAssertTrue(during)
            XCTAssertNil(card.red.superview)
            XCTAssertTrue(green.superview === card.container)
            XCTAssertEqual(card.container.subviews.firstIndex { $0 === green }, 0, "in the old view's place")
            XCTAssertEqual(calls, [true])
        }
    }

    func test_transitionFromTo_showHideTransitionViews_togglesHiddenInstead() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(from: card.red, to: card.blue, duration: 0.5,
                              options: [.transitionFlipFromBottom, .showHideTransitionViews])
            scene.run(for: 0.7)

            XCTAssertTrue(card.red.isHidden)
            XCTAssertFalse(card.blue.isHidden)
            XCTAssertTrue(card.red.superview === card.container)
        }
    }

    func test_zeroDurationAndPerformWithoutAnimation_applyAtOnce_completeOnTheNextFrame() {
        AnimationScene.run { scene in
            let card = makeCard(scene)
            var calls: [String] = []

            UIView.transition(with: card.container, duration: 0, options: .transitionFlipFromLeft,
                              animations: card.turnOver, completion: { calls.append("zero \($0)") })
            let zeroPicture = transitionLayer(scene)
            UIView.performWithoutAnimation {
                UIView.transition(with: card.container, duration: 1, options: .transitionCurlDown,
                                  animations: { card.blue.alpha = 0.5 }, completion: { calls.append("without \($0)") })
            }
            let withoutPicture = transitionLayer(scene)
            let callsAtOnce = calls
            scene.frame()

            XCTAssertNil(zeroPicture)
            XCTAssertNil(withoutPicture)
            XCTAssertTrue(card.red.isHidden)
            XCTAssertEqual(card.blue.onScreen.opacity, 0.5)
            XCTAssertEqual(callsAtOnce, [])
            XCTAssertEqual(calls, ["zero true", "without true"])
        }
    }

    func test_propertyChangesInTheBlock_animateAlongTheTransition() {
        AnimationScene.run { scene in
            let card = makeCard(scene)

            UIView.transition(with: card.container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear], animations: {
                card.turnOver()
                card.container.center.x += 20
            })
            scene.run(for: 0.5)

            XCTAssertEqual(card.container.onScreen.position.x, 110, accuracy: 1e-6)
            XCTAssertEqual(transitionLayer(scene)!.presentation()!.position.x, 110, accuracy: 1e-6,
                           "the pictures follow the view")
        }
    }

    // MARK: Goldens

    func test_golden_flipFromRightAThirdOfTheWay() {
        AnimationScene.run { scene in
            scene.root.backgroundColor = .lightGray // so the white card's edges show
            let card = makeCard(scene)
            UIView.transition(with: card.container, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.3)
            assertGolden(scene.compositor.render(scene.root.layer), named: "view-transition-flip-from-right-0.3")
            scene.run(for: 0.4)
            assertGolden(scene.compositor.render(scene.root.layer), named: "view-transition-flip-from-right-0.7")
        }
    }

    func test_golden_crossDissolveHalfway() {
        AnimationScene.run { scene in
            scene.root.backgroundColor = .lightGray // so the white card's edges show
            let card = makeCard(scene)
            UIView.transition(with: card.container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.5)
            assertGolden(scene.compositor.render(scene.root.layer), named: "view-transition-cross-dissolve-0.5")
        }
    }

    func test_golden_curlUpHalfway() {
        AnimationScene.run { scene in
            scene.root.backgroundColor = .lightGray // so the white card's edges show
            let card = makeCard(scene)
            UIView.transition(with: card.container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                              animations: card.turnOver)
            scene.run(for: 0.5)
            assertGolden(scene.compositor.render(scene.root.layer), named: "view-transition-curl-up-0.5")
        }
    }
}
