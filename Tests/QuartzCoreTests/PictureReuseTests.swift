import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A gradient or shape picture drawn on the screen's grid is kept while its layer moves by
/// whole pixels, with the pixels a compositor drawing it afresh gives, and drawn again when it
/// moves by less.
final class PictureReuseTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    /// A white screen with a page holding a shade: a gradient with rounded corners, from a
    /// fractional origin so its edges are partly covered pixels.
    private func makeScene(start: CGPoint, end: CGPoint) -> (root: CALayer, page: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: .white)
        let page = makeLayer(CGRect(origin: .zero, size: size))
        let shade = CAGradientLayer()
        shade.frame = CGRect(x: 3.25, y: 2.75, width: 100.5, height: 60.25)
        shade.colors = [CGColor(red: 0, green: 0, blue: 0, alpha: 0.45), CGColor(red: 0.2, green: 0.4, blue: 1, alpha: 0)]
        shade.startPoint = start
        shade.endPoint = end
        shade.cornerRadius = 7
        page.addSublayer(shade)
        root.addSublayer(page)
        return (root, page)
    }

    private func makeCompositor() -> LayerCompositor {
        LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
    }

    /// Moves the page without an implicit animation, so the next frame shows it there.
    private func move(_ page: CALayer, by offset: CGSize) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        page.position.x += offset.width
        page.position.y += offset.height
        CATransaction.commit()
    }

    /// Moves the page by `offset` three times, checking after each frame that the picture was
    /// kept and that a fresh compositor draws the same pixels.
    private func assertKept(start: CGPoint, end: CGPoint, movedBy offset: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let (root, page) = makeScene(start: start, end: end)
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)

        for step in 1...3 {
            move(page, by: offset)
            let kept = compositor.render(root, atMediaTime: Double(step))

            XCTAssertEqual(compositor.lastOffscreenRenders, 0, "step \(step): the picture is kept", file: file, line: line)
            XCTAssertEqual(kept.pixels, makeCompositor().render(root, atMediaTime: Double(step)).pixels, "step \(step)",
                           file: file, line: line)
        }
    }

    func test_verticalShade_movedByWholePixels_isNotDrawnAgain_withSamePixels() {
        assertKept(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1), movedBy: CGSize(width: 4.5, height: 3))
    }

    func test_diagonalShade_movedByWholePixels_isNotDrawnAgain_withSamePixels() {
        assertKept(start: CGPoint(x: 0, y: 0), end: CGPoint(x: 1, y: 1), movedBy: CGSize(width: -1, height: 8.5))
    }

    func test_shade_movedByAFractionOfAPixel_isDrawnAgain() {
        let (root, page) = makeScene(start: CGPoint(x: 0.5, y: 0), end: CGPoint(x: 0.5, y: 1))
        let compositor = makeCompositor()
        compositor.render(root, atMediaTime: 0)

        move(page, by: CGSize(width: 0.25, height: 0))
        let moved = compositor.render(root, atMediaTime: 1)

        XCTAssertEqual(compositor.lastOffscreenRenders, 1, "the picture's edges fall elsewhere on the grid")
        XCTAssertEqual(moved.pixels, makeCompositor().render(root, atMediaTime: 1).pixels)
    }
}
