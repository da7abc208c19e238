import Foundation
import XCTest
import Raster
@testable import QuartzCore

/// An item's damage rectangle (`DrawItem.bounds`) must hold every pixel its drawing touches, or
/// an incremental frame would leave stale pixels behind.
final class DrawItemBoundsTests: XCTestCase {
    private let canvas = PixelRect(x: 0, y: 0, width: 160, height: 140)
    private let owner = CALayer()

    /// A door of `width` x `height` hinged at (`left`, `top`), turned by `degrees` about the
    /// vertical axis and seen from `distance` in front of it.
    private func door(degrees: Double, distance d: Double, height: Double, left: Double, top: Double) -> Homography {
        let a = degrees * .pi / 180
        let turned = Homography(cos(a), 0, 0, height / 2 * sin(a) / d, 1, 0, sin(a) / d, 0, 1)
        return Homography.translation(left, top).after(turned)
    }

    /// A rotation by `degrees` about the local point (`cx`, `cy`), then a scale and a move.
    private func rotation(degrees: Double, scale s: Double, about cx: Double, _ cy: Double,
                          to tx: Double, _ ty: Double) -> Homography {
        let a = degrees * .pi / 180
        let turn = Homography(s * cos(a), -s * sin(a), 0, s * sin(a), s * cos(a), 0, 0, 0, 1)
        return Homography.translation(tx, ty).after(turn).after(.translation(-cx, -cy))
    }

    /// The pixels of `bitmap` that are no longer transparent.
    private func touchedPixels(_ bitmap: Bitmap) -> [(x: Int, y: Int)] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).compactMap { x in bitmap[x, y] != .clear ? (x, y) : nil } }
    }

    /// Draws `item` alone onto a transparent canvas and reports touched pixels outside its bounds.
    private func assertBoundsHoldDrawing(_ item: DrawItem, size: PixelRect, _ name: String,
                                         file: StaticString = #filePath, line: UInt = #line) {
        var bitmap = Bitmap(width: size.width, height: size.height)
        bitmap.withTarget { item.draw(into: $0, clip: item.clip.intersection($0.bounds)) }
        let touched = touchedPixels(bitmap)
        let outside = touched.filter { !item.bounds.contains(x: $0.x, y: $0.y) }
        XCTAssertTrue(outside.isEmpty, "\(name): \(outside.count) pixels drawn outside \(item.bounds), first \(outside.first!)",
                      file: file, line: line)
    }

    func test_damageRect_containsEveryPixelTheItemDraws() {
        let image = TestScenes.pageImage(width: 50, height: 40)
        let transforms: [(String, Homography)] = [
            ("identity", .identity),
            ("whole-pixel move", .translation(30, 40)),
            ("sub-pixel offset", .translation(30.3, 40.7)),
            ("sub-pixel offset just under a pixel", .translation(29.999, 40.001)),
            ("scale up", Homography.translation(10.5, 10.25).after(.scale(2.3, 1.7))),
            ("scale down", Homography.translation(40.6, 30.2).after(.scale(0.37, 0.61))),
            ("rotation", rotation(degrees: 20, scale: 1, about: 25, 20, to: 80.4, 70.6)),
            ("rotation and scale", rotation(degrees: 133, scale: 1.4, about: 25, 20, to: 79.5, 69.5)),
            ("perspective door", door(degrees: 45, distance: 120, height: 40, left: 20.5, top: 30.25)),
            ("door nearly edge-on", door(degrees: 88, distance: 120, height: 40, left: 60.3, top: 30)),
            ("door turned past its hinge", door(degrees: -60, distance: 80, height: 40, left: 100.7, top: 50.1)),
        ]
        let fills: [(String, QuadFill, ContentKey)] = [
            ("color", .color(RGBA8(red: 0.2, green: 0.6, blue: 0.9)), .color(RGBA8(red: 0.2, green: 0.6, blue: 0.9))),
            ("image", .image(image.bitmap), .image(image, crop: nil)),
        ]
        for (name, transform) in transforms {
            for (fillName, fill, key) in fills {
                for radius in [0.0, 9] {
                    let quad = QuadDraw(width: 50, height: 40, transform: transform, fill: fill, cornerRadius: radius)
                    let item = DrawItem(layer: ObjectIdentifier(owner), part: .contents, quad: quad, clip: canvas, content: key)

                    assertBoundsHoldDrawing(item, size: canvas, "\(name), \(fillName), radius \(radius)")
                }
            }
        }
    }

    func test_damageRect_cutToTheClip_containsEveryPixelDrawnInside() {
        let clip = PixelRect(x0: 33, y0: 21, x1: 71, y1: 64)
        let quad = QuadDraw(width: 80, height: 60, transform: rotation(degrees: 30, scale: 1, about: 40, 30, to: 55.5, 45.5),
                            fill: .color(.white))

        let item = DrawItem(layer: ObjectIdentifier(owner), part: .background, quad: quad, clip: clip, content: .color(.white))

        XCTAssertEqual(item.bounds, clip, "a quad covering the clip is damaged exactly there")
        assertBoundsHoldDrawing(item, size: canvas, "clipped rotation")
    }

    func test_damageRects_ofEveryItemInLayerScenes_containTheirPixels() {
        withFreshContext { _ in
            let size = CGSize(width: 200, height: 300)
            let rounded = makeLayer(CGRect(origin: .zero, size: size), color: .white)
            let card = makeLayer(CGRect(x: 30.3, y: 30.6, width: 100, height: 100), color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            card.cornerRadius = 24
            card.masksToBounds = true
            card.transform = CATransform3DMakeRotation(.pi / 9, 0, 0, 1)
            card.shadowOpacity = 0.5
            card.borderWidth = 3
            card.addSublayer(makeLayer(CGRect(x: 50, y: -20, width: 80, height: 80), color: CGColor(red: 1, green: 0, blue: 0, alpha: 1)))
            rounded.addSublayer(card)
            let scenes = [TestScenes.doors(angle: 0.35), TestScenes.doors(angle: .pi / 4), TestScenes.doors(angle: 1.5), rounded]

            for (index, scene) in scenes.enumerated() {
                let compositor = LayerCompositor(width: 200, height: 300, scale: 1)
                let items = compositor.displayList(scene, atMediaTime: 0).items

                XCTAssertFalse(items.isEmpty)
                for item in items {
                    assertBoundsHoldDrawing(item, size: PixelRect(x: 0, y: 0, width: 200, height: 300), "scene \(index), \(item.part)")
                }
            }
        }
    }
}
