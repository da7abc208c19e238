import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// The offscreen pictures of layers taken off the screen are kept, up to a bound, so a page that
/// comes back (the grid under a pushed page, shown again by its pop) is not drawn again in the
/// first frame that shows it.
final class IdlePictureTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// A card at half opacity with a sublayer over most of it: a group, drawn through an
    /// offscreen picture the size of the card (its background shows alone only around the
    /// sublayer, too little to be drawn as a color instead).
    private func makeCard(_ frame: CGRect, color: CGColor) -> CALayer {
        let card = makeLayer(frame, color: color)
        card.opacity = 0.5
        card.addSublayer(makeLayer(CGRect(x: 4, y: 4, width: frame.width - 8, height: frame.height - 8),
                                   color: CGColor(red: 0, green: 0, blue: 0, alpha: 1)))
        return card
    }

    func test_groupTakenOffTheScreenAndPutBack_isNotDrawnAgain_withSamePixels() {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let card = makeCard(CGRect(x: 10.5, y: 8, width: 60, height: 40), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        root.addSublayer(card)
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)
        XCTAssertEqual(compositor.lastOffscreenRenders, 1, "the card's group is drawn offscreen")

        card.removeFromSuperlayer()
        compositor.render(root, atMediaTime: 1)
        root.addSublayer(card)
        let shown = compositor.render(root, atMediaTime: 2)

        XCTAssertEqual(compositor.lastOffscreenRenders, 0, "the picture made before it left is kept")
        XCTAssertEqual(shown.pixels, makeCompositor().render(root, atMediaTime: 2).pixels)
    }

    func test_picturesOffTheScreen_pastFourScreensOfPixels_areDroppedLongestUnusedFirst() {
        // Eleven cards each half the screen, shown one at a time: 10 idle pictures of half a
        // screen each are five screens, one more than the compositor keeps.
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let cards = (0..<11).map { index in
            makeCard(CGRect(x: 0, y: 0, width: size.width, height: size.height / 2),
                     color: CGColor(red: Double(index) / 10, green: 0.5, blue: 0, alpha: 1))
        }
        let compositor = makeCompositor()
        for (index, card) in cards.enumerated() {
            root.addSublayer(card)
            compositor.render(root, atMediaTime: Double(index))
            card.removeFromSuperlayer()
        }
        compositor.render(root, atMediaTime: 11)

        root.addSublayer(cards[10])
        compositor.render(root, atMediaTime: 12)
        XCTAssertEqual(compositor.lastOffscreenRenders, 0, "the last card shown is kept")
        cards[10].removeFromSuperlayer()
        root.addSublayer(cards[0])
        compositor.render(root, atMediaTime: 13)
        XCTAssertEqual(compositor.lastOffscreenRenders, 1, "the first card shown was dropped to stay within the bound")
    }

    func test_pictureOfALayerThatIsGone_isDropped() {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let compositor = makeCompositor()
        do {
            let card = makeCard(CGRect(x: 0, y: 0, width: 50, height: 50), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            root.addSublayer(card)
            compositor.render(root, atMediaTime: 0)
            XCTAssertEqual(compositor.cache.entryCount, 1)
            card.removeFromSuperlayer()
        }

        compositor.render(root, atMediaTime: 1)

        XCTAssertEqual(compositor.cache.entryCount, 0, "nothing is kept for a layer no one holds")
    }
}
