import TestSupport
import XCTest
@testable import QuartzCore
import Raster

/// The compositor and offscreen renderings leave out what a later opaque item hides
/// (`LayerCompositor+Occlusion.swift`) and still draw the bytes of every item drawn whole, in order.
final class CompositorOcclusionTests: XCTestCase {
    private let size = PixelRect(x0: 0, y0: 0, x1: 160, y1: 120)

    /// An item filled with `fill`, placed by `transform`, clipped to the frame.
    private func item(_ fill: QuadFill, width: Double, height: Double, transform: Homography, opacity: Double = 1,
                      content: ContentKey) -> DrawItem {
        let quad = QuadDraw(width: width, height: height, transform: transform, fill: fill, opacity: opacity)
        return DrawItem(layer: ObjectIdentifier(self), part: .contents, quad: quad, clip: size, content: content)
    }

    /// A push's frame: a page, a translucent shadow, an opaque page at a fractional place, an
    /// opaque picture turned like a door, and a translucent bar over all of them.
    private var pushItems: [DrawItem] {
        var texture = Bitmap(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { texture[x, y] = RGBA8(r: UInt8(x * 6), g: UInt8(y * 8), b: 90, a: 255) } }
        let picture = CGImage(bitmap: texture)
        let gray = RGBA8(r: 230, g: 230, b: 230, a: 255), shade = RGBA8(r: 0, g: 0, b: 0, a: 60)
        let bar = RGBA8(r: 20, g: 40, b: 60, a: 200)
        let a = 25.0 * .pi / 180
        let door = Homography(cos(a), 0, 45, 45 * sin(a) / 400, 1, 15, sin(a) / 400, 0, 1)
        return [
            item(.image(texture), width: 40, height: 30, transform: .scale(4, 4), content: .image(picture, crop: nil)),
            item(.color(shade), width: 110, height: 130, transform: .translation(33.5, -5), content: .color(shade)),
            item(.color(gray), width: 100, height: 120, transform: .translation(40.25, 0), content: .color(gray)),
            item(.image(texture), width: 110, height: 90, transform: door, content: .image(picture, crop: nil)),
            item(.color(bar), width: 160, height: 30, transform: .identity, content: .color(bar)),
        ]
    }

    func test_aListWithOpaqueItems_drawsTheBytesOfEveryItemDrawnWholeInOrder() {
        let items = pushItems
        XCTAssertEqual(LayerCompositor.occluders(items, in: size).map(\.index), [0, 2, 3], "the opaque page, color and door")
        var expected = Bitmap(width: 160, height: 120, color: .black)
        expected.withTarget { target in
            for item in items { item.draw(into: target, clip: item.clip) }
        }
        for threads in [1, 2] {
            var frame = Bitmap(width: 160, height: 120)
            LayerCompositor.draw(items, in: size, onto: &frame, background: .black, threads: threads)
            XCTAssertEqual(frame, expected, "\(threads) thread(s)")
        }
        var offscreen = Bitmap(width: 160, height: 120, color: .black)
        DrawItem.rasterize(items, into: &offscreen)
        XCTAssertEqual(offscreen, expected, "an offscreen rendering")
    }

    func test_tableOfStackedCells_hidesThePageAsOneOccluder_andDrawsTheBytesOfEveryItemDrawnWhole() {
        // Setup: a page, then twelve opaque cells stacked down it (more than `maximumOccluders`),
        // overlapping by a pixel, each with a translucent mark, and a translucent bar over all.
        let page = RGBA8(r: 240, g: 240, b: 240, a: 255), cell = RGBA8(r: 255, g: 255, b: 255, a: 255)
        let mark = RGBA8(r: 0, g: 0, b: 120, a: 100), bar = RGBA8(r: 20, g: 40, b: 60, a: 200)
        var items = [item(.color(page), width: 160, height: 120, transform: .identity, content: .color(page))]
        for row in 0..<12 {
            let top = 2.0 + Double(row) * 9
            items.append(item(.color(cell), width: 160, height: 10, transform: .translation(0, top), content: .color(cell)))
            items.append(item(.color(mark), width: 30, height: 5, transform: .translation(10.5, top + 2), content: .color(mark)))
        }
        items.append(item(.color(bar), width: 160, height: 20, transform: .identity, content: .color(bar)))
        var expected = Bitmap(width: 160, height: 120, color: .black)
        expected.withTarget { target in
            for item in items { item.draw(into: target, clip: item.clip) }
        }

        let occluders = LayerCompositor.occluders(items, in: size)
        var frame = Bitmap(width: 160, height: 120)
        LayerCompositor.draw(items, in: size, onto: &frame, background: .black, threads: 1)

        let column = occluders.first { $0.index == 1 }
        XCTAssertEqual(column?.rect.y1, 2 + 11 * 9 + 10, "the cells hide as one rectangle, down to the last one")
        let shown = LayerCompositor.visiblePieces(of: size, after: 0, occluders: occluders).reduce(0) { $0 + $1.area }
        XCTAssertLessThan(shown, size.area / 5, "little of the page is drawn")
        XCTAssertEqual(frame, expected)
    }

    func test_sheetPicture_hidesWhatIsUnderItsOpaqueRows_andTheFrameIsTheBytesOfEveryItemDrawnWhole() {
        withFreshContext { _ in
            // Both offscreen pictures (clipped to rounded corners), the sheet moved by a fraction.
            let root = makeSheetOverPage(size: CGSize(width: 80, height: 60), sheetTop: 20.37).root
            let compositor = LayerCompositor(width: 160, height: 120, scale: 2, background: .black, threads: 1)
            // Drawn anew, the sheet would draw its interior straight (RoundedInteriorTests); here
            // its picture is drawn whole, as one kept from an earlier frame is.
            compositor.drawsRoundedInteriorsDirectly = false

            let items = compositor.displayList(root, atMediaTime: 0).items
            var frame = Bitmap(width: 160, height: 120)
            LayerCompositor.draw(items, in: size, onto: &frame, background: .black, threads: 1)

            let sheetItem = items.last { $0.part == .group }!
            // Its top at 40.74 pixels, its corners 10 pixels tall: opaque from row 51 to the bottom.
            XCTAssertEqual(sheetItem.opaqueRect, PixelRect(x0: 0, y0: 51, x1: 160, y1: 120))
            XCTAssertTrue(LayerCompositor.occluders(items, in: size).contains { items[$0.index].part == .group })
            var expected = Bitmap(width: 160, height: 120, color: .black)
            expected.withTarget { target in
                for item in items { item.draw(into: target, clip: item.clip) }
            }
            XCTAssertEqual(frame, expected)
        }
    }

    func test_visiblePieces_areDisjointAndCoverTheRectangleLessTheLaterOccluders() {
        let rect = PixelRect(x0: 0, y0: 0, x1: 30, y1: 20)
        let occluders = [LayerCompositor.Occluder(index: 1, rect: PixelRect(x0: 5, y0: 5, x1: 12, y1: 25)),
                         LayerCompositor.Occluder(index: 3, rect: PixelRect(x0: 20, y0: -4, x1: 40, y1: 8)),
                         LayerCompositor.Occluder(index: 0, rect: PixelRect(x0: 0, y0: 0, x1: 30, y1: 20))]
        let pieces = LayerCompositor.visiblePieces(of: rect, after: 0, occluders: occluders)
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 {
                let hidden = occluders.contains { $0.index > 0 && $0.rect.contains(x: x, y: y) }
                XCTAssertEqual(pieces.filter { $0.contains(x: x, y: y) }.count, hidden ? 0 : 1, "pixel (\(x), \(y))")
            }
        }
    }
}
