import Foundation
import TestSupport
import XCTest
import Raster
@testable import QuartzCore

/// An image item's clip cut to where the image has ink (`DisplayListBuilder.inkClip`) draws the
/// same bytes as the whole clip, for any scale and move, crop, filter and opacity.
final class InkClipTests: XCTestCase {
    /// A picture of `width` x `height` texels, clear but for a block of noise (alpha zero with color
    /// in places, as source-over still adds it) at `ink`.
    private func picture(width: Int, height: Int, ink: PixelRect, generator: inout SplitMix) -> CGImage {
        var bitmap = Bitmap(width: width, height: height)
        for y in ink.y0..<ink.y1 {
            for x in ink.x0..<ink.x1 {
                let a = UInt32(generator.next() % 256)
                let c = min(a, UInt32(generator.next() % 256))
                bitmap.pixels[y * width + x] = a << 24 | c << 16 | c << 8 | (a == 0 ? 3 : c)
            }
        }
        return CGImage(bitmap: bitmap)
    }

    /// A background every pixel of which differs from its neighbours, so a pixel wrongly left
    /// out or drawn shows.
    private func background(_ generator: inout SplitMix) -> Bitmap {
        var bitmap = Bitmap(width: 160, height: 120)
        for i in bitmap.pixels.indices {
            let a = UInt32(128 + generator.next() % 128), c = UInt32(generator.next() % 128)
            bitmap.pixels[i] = a << 24 | c << 16 | (c / 2) << 8 | c
        }
        return bitmap
    }

    func test_imagesCutToTheirInk_drawTheSameBytes_underAnyScaleAndMove() {
        var generator = SplitMix(state: 11)
        var cut = 0
        for index in 0..<240 {
            // Setup: a picture with ink somewhere inside (or touching an edge), a crop of it now
            // and then, placed in a layer rectangle, scaled (mirrored at times) and moved.
            let width = 4 + Int(generator.next() % 60), height = 4 + Int(generator.next() % 40)
            let x0 = Int(generator.next() % UInt64(width)), y0 = Int(generator.next() % UInt64(height))
            let ink = PixelRect(x0: x0, y0: y0, x1: min(width, x0 + 1 + Int(generator.next() % 12)),
                                y1: min(height, y0 + 1 + Int(generator.next() % 6)))
            let image = picture(width: width, height: height, ink: ink, generator: &generator)
            let crop: TexelRect? = index % 3 == 0
                ? TexelRect(x: Double(width) * 0.1 + 0.3, y: Double(height) * 0.05, width: Double(width) * 0.7, height: Double(height) * 0.8)
                : nil
            let g = CGRect(x: 3.25, y: -1.5, width: Double(width) * 0.5, height: Double(height) * 0.5)
            let sx = [2, 1.998, 0.25, 3, -2, 0.93][index % 6] * (1 + generator.unit() * 0.02)
            let sy = [2, 2.5, -1.5, 0.4, 1.998, 3][(index / 6) % 6] * (1 + generator.unit() * 0.02)
            let h = Homography.translation(80 + generator.unit() * 10, 60 + generator.unit() * 10).after(.scale(sx, sy))
            let quad = QuadDraw(width: Double(g.width), height: Double(g.height),
                                transform: h.after(.translation(Double(g.minX), Double(g.minY))),
                                fill: .image(image.bitmap, crop: crop), opacity: index % 4 == 0 ? 0.6 : 1,
                                filter: index % 5 == 0 ? .nearest : .bilinear)
            let clip = PixelRect(x0: 0, y0: 0, x1: 160, y1: 120)
            let under = background(&generator)

            // Action.
            var whole = under, tight = under
            whole.draw(quad, clip: clip)
            let inkClip = DisplayListBuilder.inkClip(image, crop: crop, placedIn: g, through: h)
            tight.draw(quad, clip: inkClip.map { clip.intersection($0) } ?? clip)

            // Assertions.
            let differing = zip(tight.pixels, whole.pixels).filter { $0 != $1 }.count
            XCTAssertEqual(differing, 0, "pixels differing, picture \(index): \(width) x \(height), ink \(ink), scale \(sx), \(sy), crop \(String(describing: crop))")
            if let inkClip, inkClip.intersection(quad.pixelBounds).area < quad.pixelBounds.intersection(clip).area { cut += 1 }
        }
        XCTAssertGreaterThan(cut, 100, "most pictures are cut to less than their quad")
    }

    func test_aPictureWithInkToItsEdges_isNotCut_andAClearOne_drawsNothing() {
        // Setup.
        var generator = SplitMix(state: 3)
        let full = picture(width: 10, height: 8, ink: PixelRect(x0: 0, y0: 0, x1: 10, y1: 8), generator: &generator)
        let clear = CGImage(bitmap: Bitmap(width: 10, height: 8))
        let g = CGRect(x: 0, y: 0, width: 10, height: 8)

        // Action and assertions.
        XCTAssertNil(DisplayListBuilder.inkClip(full, crop: nil, placedIn: g, through: .scale(2, 2)))
        XCTAssertEqual(DisplayListBuilder.inkClip(clear, crop: nil, placedIn: g, through: .scale(2, 2)), .empty)
        XCTAssertNil(DisplayListBuilder.inkClip(clear, crop: nil, placedIn: g, through: Homography(1, 0.1, 0, 0, 1, 0, 0, 0, 1)),
                     "a turned picture is not cut")
    }

    func test_aReducedCopyOfACutItem_isCutFromTheWholeClip() {
        withFreshLayerContext { _ in
            // Setup: a label-like layer, its picture a line of ink in the middle.
            var generator = SplitMix(state: 9)
            let image = picture(width: 40, height: 30, ink: PixelRect(x0: 5, y0: 12, x1: 35, y1: 18), generator: &generator)
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 15)
            layer.position = CGPoint(x: 20, y: 15)
            layer.contents = image
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 80, height: 60)
            root.addSublayer(layer)

            // Action.
            let items = LayerCompositor(width: 160, height: 120, scale: 2).displayList(root, atMediaTime: 0).items
            guard let item = items.first(where: { $0.part == .contents }), let whole = item.clipBeforeInk else {
                return XCTFail("no contents item cut to its ink")
            }
            let reduced = item.scaled(by: 0.25, dx: 0, dy: 0)

            // Assertions.
            XCTAssertLessThan(item.clip.area, whole.area, "the item is cut to its ink")
            XCTAssertEqual(reduced.clip, PixelRect.covering(minX: Double(whole.x0) * 0.25, minY: Double(whole.y0) * 0.25,
                                                            maxX: Double(whole.x1) * 0.25, maxY: Double(whole.y1) * 0.25))
        }
    }
}
