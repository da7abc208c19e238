import XCTest
@testable import QuartzCore
import Raster

/// Pictures and whole-screen frames are drawn into memory not cleared first
/// (`Bitmap(width:height:writingEveryPixel:)`): every pixel must be set by the drawing itself,
/// whatever the memory held, or a frame would show leftovers.
final class UnwrittenMemoryDrawingTests: XCTestCase {
    private let size = PixelRect(x0: 0, y0: 0, x1: 200, y1: 400)
    /// What the memory holds before drawing: a color no item below draws.
    private let leftover = RGBA8(r: 255, g: 0, b: 255, a: 255)

    private func item(_ color: RGBA8, _ rect: (x: Double, y: Double, w: Double, h: Double), cornerRadius: Double = 0) -> DrawItem {
        var quad = QuadDraw(width: rect.w, height: rect.h, transform: .translation(rect.x, rect.y), fill: .color(color))
        quad.cornerRadius = cornerRadius
        return DrawItem(layer: ObjectIdentifier(self), part: .contents, quad: quad, clip: size, content: .color(color))
    }

    /// A page's list: opaque cells stacked in a column (merged into one occluder), an opaque
    /// card with round corners, translucent marks and a bar, and small opaque squares (more
    /// than the occluders kept), so bands meet occluders, merged columns and pieces.
    private var items: [DrawItem] {
        let cell = RGBA8(r: 250, g: 250, b: 250, a: 255), mark = RGBA8(r: 0, g: 0, b: 120, a: 90)
        var list: [DrawItem] = []
        for row in 0..<14 { list.append(item(cell, (0, 30 + Double(row) * 20.5, 200, 20))) }
        list.append(item(RGBA8(r: 30, g: 120, b: 200, a: 255), (20.25, 60.5, 150, 180), cornerRadius: 12))
        for row in 0..<10 { list.append(item(mark, (10.5, 35 + Double(row) * 33, 80, 9))) }
        for square in 0..<12 { list.append(item(RGBA8(r: 200, g: 40, b: 40, a: 255), (Double(square * 16), 330, 70, 70))) }
        list.append(item(RGBA8(r: 20, g: 40, b: 60, a: 200), (0, 0, 200, 44)))
        return list
    }

    private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) } + abs(a.pixels.count - b.pixels.count)
    }

    func test_compositorDraw_overLeftoverMemory_setsEveryPixelOfTheRegion() {
        for background in [RGBA8.clear, RGBA8.black, RGBA8(r: 0, g: 0, b: 0, a: 128)] {
            var expected = Bitmap(width: size.width, height: size.height)
            LayerCompositor.draw(items, in: size, onto: &expected, background: background, threads: 1)
            for threads in [1, 2] {
                var drawn = Bitmap(width: size.width, height: size.height, color: leftover)

                drawn.withTarget { LayerCompositor.draw(items, in: size, onto: $0, background: background, threads: threads) }

                XCTAssertEqual(differing(drawn, expected), 0, "background \(background), \(threads) thread(s)")
            }
        }
    }

    func test_picture_isTheListDrawnOverItsBackground_withoutAnOpaqueFirstItemOrWithOne() {
        // Setup: a list as it is, and one starting with a page's opaque background, as a
        // snapshot's list does (its color then is the picture's background, the item not drawn).
        let page = RGBA8(r: 240, g: 240, b: 240, a: 255)
        for list in [items, [item(page, (0, 0, 200, 400))] + items] {
            var expected = Bitmap(width: size.width, height: size.height)
            expected.withTarget { target in for item in list { item.draw(into: target, clip: item.clip) } }

            for threads in [1, 2] {
                // Leftovers in the heap for the picture's memory to reuse: read back, so the
                // optimizer cannot leave the fill out.
                do {
                    let leftovers = Bitmap(width: size.width, height: size.height, color: leftover)
                    XCTAssertTrue(leftovers.pixels.allSatisfy { $0 == leftover.packed })
                }
                let picture = DrawItem.picture(of: list, width: size.width, height: size.height, threads: threads)

                XCTAssertEqual(differing(picture, expected), 0, "\(list.count) items, \(threads) thread(s)")
                XCTAssertFalse(picture.pixels.contains(leftover.packed), "no pixel keeps what its memory held")
            }
        }
    }
}
