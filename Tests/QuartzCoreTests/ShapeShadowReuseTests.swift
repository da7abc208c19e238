import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A shape shadow's blur is made once and reused: by a new layer of the same shape, and by a
/// drawn frame after undrawn ones that prepared it (the replay engine's indexing), always with
/// the pixels a compositor making it afresh draws.
final class ShapeShadowReuseTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 120)

    /// A white screen with one shadowed card, as every push's incoming page casts its shadow.
    private func makeScene() -> (root: CALayer, card: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let card = makeShadowedCard()
        root.addSublayer(card)
        return (root, card)
    }

    private func makeShadowedCard() -> CALayer {
        let card = makeLayer(CGRect(x: 30, y: 20, width: 60, height: 80), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        card.shadowOpacity = 0.25
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: -3, height: 0)
        return card
    }

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// A new width without an implicit animation, so the next frame shows it.
    private func resize(_ layer: CALayer, width: Int) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.bounds.size.width = CGFloat(width)
        CATransaction.commit()
    }

    func test_newLayerOfSameShape_reusesBlur_withSamePixels() {
        withFreshContext { _ in
            let (root, card) = makeScene()
            let compositor = makeCompositor()
            compositor.render(root, atMediaTime: 0)
            let successor = makeShadowedCard()

            card.removeFromSuperlayer()
            root.addSublayer(successor)
            let reused = compositor.render(root, atMediaTime: 1)

            XCTAssertEqual(compositor.shadowMasksMade, 1, "the second card's shadow reuses the first one's blur")
            let fresh = makeCompositor().render(root, atMediaTime: 1)
            XCTAssertEqual(reused.pixels, fresh.pixels, "a reused blur draws the pixels of a new one")
        }
    }

    func test_preparing_blursOnceInUndrawnFrames_andDrawnFrameReusesIt() {
        withFreshContext { _ in
            let (root, _) = makeScene()
            let compositor = makeCompositor()
            compositor.preparesShapeShadows = true

            for frame in 0..<5 { compositor.render(root, atMediaTime: Double(frame) / 60, drawing: false) }
            let preparedCount = compositor.shadowMasksMade
            let drawn = compositor.render(root, atMediaTime: 5.0 / 60)

            XCTAssertEqual(preparedCount, 1, "five undrawn frames blur the new layer's shadow once")
            XCTAssertEqual(compositor.shadowMasksMade, 1, "the drawn frame finds the blur made")
            let fresh = makeCompositor().render(root, atMediaTime: 5.0 / 60)
            XCTAssertEqual(drawn.pixels, fresh.pixels)
        }
    }

    func test_notPreparing_undrawnFramesBlurNothing() {
        withFreshContext { _ in
            let (root, _) = makeScene()
            let compositor = makeCompositor()

            for frame in 0..<5 { compositor.render(root, atMediaTime: Double(frame) / 60, drawing: false) }

            XCTAssertEqual(compositor.shadowMasksMade, 0, "a plain replay's undrawn frames make no pictures")
        }
    }

    func test_changedShape_makesNewBlur_andKeepsAtMostFourShapes() {
        withFreshContext { _ in
            let (root, card) = makeScene()
            let compositor = makeCompositor()

            // Six shapes, then the first again: it was pushed out by the four newer ones.
            for (index, width) in [60, 62, 64, 66, 68, 70, 60].enumerated() {
                resize(card, width: width)
                compositor.render(root, atMediaTime: Double(index))
            }

            XCTAssertEqual(compositor.shadowMasksMade, 7)
            resize(card, width: 70)
            compositor.render(root, atMediaTime: 10)
            XCTAssertEqual(compositor.shadowMasksMade, 7, "a recent shape is found again")
        }
    }
}
