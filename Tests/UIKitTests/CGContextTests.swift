import TestSupport
import Raster
import XCTest
@testable import QuartzCore
@testable import UIKit

final class CGContextTests: UIKitTestCase {
    let red = RGBA8(red: 1, green: 0, blue: 0)

    func test_fill_ofARectangle_coversExactlyItsPixels() {
        let context = CGContext(width: 8, height: 8, scale: 2)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 1, y: 1, width: 2, height: 1))
        let bitmap = context.bitmap
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (2..<4).contains(y)
                XCTAssertEqual(bitmap[x, y], inside ? red : .clear, "pixel \(x), \(y)")
            }
        }
    }

    func test_fill_withAlphaTransformsAndSavedState_blendsAndRestores() {
        let context = CGContext(width: 10, height: 10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.saveGState()
        context.translateBy(x: 5, y: 5)
        context.scaleBy(x: 2, y: 2)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bitmap = context.bitmap
        let half = RGBA8(red: 0, green: 0, blue: 1, alpha: 0.5)
        XCTAssertEqual(bitmap[0, 0], half)
        XCTAssertEqual(bitmap[5, 5], half); XCTAssertEqual(bitmap[6, 6], half)
        XCTAssertEqual(bitmap[7, 7], .clear); XCTAssertEqual(bitmap[4, 4], .clear)
        XCTAssertEqual(context.ctm, .identity)
    }

    func test_rotation_ofTheContext_turnsAFillAboutTheOrigin() {
        let context = CGContext(width: 10, height: 10)
        context.setFillColor(UIColor.red.cgColor)
        context.translateBy(x: 5, y: 5)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
        // The 4 x 1 bar now points down from (5, 5): column 4, rows 5...8.
        let bitmap = context.bitmap
        XCTAssertEqual(bitmap[4, 6].a, 255); XCTAssertEqual(bitmap[4, 8].a, 255)
        XCTAssertEqual(bitmap[6, 5].a, 0); XCTAssertEqual(bitmap[5, 6].a, 0)
    }

    func test_clip_toARectangle_limitsDrawing() {
        let context = CGContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        let bitmap = context.bitmap
        XCTAssertEqual(bitmap.pixels.filter { $0 != 0 }.count, 9)
        XCTAssertEqual(bitmap[2, 2], red); XCTAssertEqual(bitmap[5, 5], .clear)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 2, y: 2, width: 3, height: 3))
    }

    func test_ellipseAndStrokedRectangle_drawn_coverTheirShapes() {
        let context = CGContext(width: 40, height: 40)
        context.setFillColor(UIColor.red.cgColor)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let disc = context.bitmap
        let area = disc.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        XCTAssertEqual(area, Double.pi * 400, accuracy: 8)
        XCTAssertEqual(disc[0, 0].a, 0); XCTAssertEqual(disc[20, 20], red)

        let framed = CGContext(width: 20, height: 20)
        framed.setStrokeColor(UIColor.red.cgColor)
        framed.setLineWidth(2)
        framed.stroke(CGRect(x: 5, y: 5, width: 10, height: 10))
        let ring = framed.bitmap
        XCTAssertEqual(ring[4, 10], red); XCTAssertEqual(ring[5, 10], red)
        XCTAssertEqual(ring[6, 10].a, 0); XCTAssertEqual(ring[10, 10].a, 0); XCTAssertEqual(ring[3, 10].a, 0)
        XCTAssertEqual(ring[4, 4], red, "corners are filled")
    }

    func test_bezierPaths_filledAndStroked_drawInTheCurrentContext() {
        withDrawingScreen(scale: 1) {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
                UIColor.red.setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 5).fill()
                let triangle = UIBezierPath()
                triangle.move(to: CGPoint(x: 0, y: 10)); triangle.addLine(to: CGPoint(x: 20, y: 10))
                triangle.addLine(to: CGPoint(x: 0, y: 20)); triangle.close()
                UIColor.blue.setFill()
                triangle.fill()
            }
            let bitmap = image.cgImage!.bitmap
            XCTAssertEqual(bitmap[0, 0].a, 0, "rounded corner")
            XCTAssertEqual(bitmap[10, 5], red)
            XCTAssertEqual(bitmap[2, 12], RGBA8(red: 0, green: 0, blue: 1))
            XCTAssertEqual(bitmap[17, 17].a, 0)
            let triangleArea = bitmap.pixels[200...].reduce(0.0) { $0 + Double($1 >> 24) / 255 }
            XCTAssertEqual(triangleArea, 100, accuracy: 1)

            let line = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                UIColor.red.setStroke()
                let path = UIBezierPath()
                path.move(to: CGPoint(x: 1, y: 5)); path.addLine(to: CGPoint(x: 9, y: 5))
                path.lineWidth = 2
                path.stroke()
            }.cgImage!.bitmap
            XCTAssertEqual((0..<10).filter { line[5, $0].a > 0 }, [4, 5])
            XCTAssertEqual((0..<10).filter { line[$0, 4].a > 0 }, Array(1..<9))
        }
    }

    func test_images_drawn_areUpsideDownForCGImageAndUprightForUIImage() {
        withDrawingScreen(scale: 1) {
            var pixels = Bitmap(width: 1, height: 2)
            pixels[0, 0] = red
            pixels[0, 1] = .white
            let image = UIImage(cgImage: CGImage(bitmap: pixels))
            let drawn = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
                context.cgContext.interpolationQuality = .none
                context.cgContext.draw(image.cgImage!, in: CGRect(x: 0, y: 0, width: 1, height: 2))
                image.draw(in: CGRect(x: 1, y: 0, width: 1, height: 2))
            }.cgImage!.bitmap
            XCTAssertEqual(drawn[0, 0], .white, "Core Graphics' y-up image drawing in a UIKit context")
            XCTAssertEqual(drawn[0, 1], red)
            XCTAssertEqual(drawn[1, 0], red, "UIImage.draw(in:) is upright")
            XCTAssertEqual(drawn[1, 1], .white)
        }
    }

    func test_viewContents_whenDrawIsOverriddenOrNot_areDrawnOrKept() {
        final class Dot: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        withDrawingScreen {
            let dot = Dot(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            dot.setNeedsDisplay()
            let bitmap = displayedBitmap(dot)
            XCTAssertEqual(bitmap?.width, 8)
            XCTAssertEqual(bitmap?[1, 1], red); XCTAssertEqual(bitmap?[2, 2], .clear)

            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
            let own = CGImage(bitmap: Bitmap(width: 1, height: 1, color: red))
            plain.layer.contents = own
            plain.setNeedsDisplay()
            plain.layer.displayIfNeeded()
            XCTAssertTrue(plain.layer.contents as? CGImage === own, "a view that draws nothing keeps its contents")
        }
    }
}
