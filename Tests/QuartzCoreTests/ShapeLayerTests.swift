import XCTest
import TestSupport
import Raster
@testable import QuartzCore

/// CAShapeLayer, CAGradientLayer and maskedCorners, drawn by the compositor.
final class ShapeLayerTests: LayerTestCase {
    private let red = CGColor(red: 0.9, green: 0.15, blue: 0.2, alpha: 1)
    private let blue = CGColor(red: 0.1, green: 0.35, blue: 0.9, alpha: 1)
    private let orange = CGColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
    private let ink = CGColor(red: 0.15, green: 0.15, blue: 0.2, alpha: 1)

    /// A five-pointed star around `c` with round-cornered points (quadratic curves at the tips).
    private func star(center c: CGPoint, radius r: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<10 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let length = i % 2 == 0 ? r : r * 0.45
            let p = CGPoint(x: c.x + length * cos(angle), y: c.y + length * sin(angle))
            if i == 0 { path.move(to: p) } else if i % 2 == 0 {
                let before = CGPoint(x: c.x + r * 0.8 * cos(angle - 0.08), y: c.y + r * 0.8 * sin(angle - 0.08))
                path.addLine(to: before)
                path.addQuadCurve(to: CGPoint(x: c.x + r * 0.8 * cos(angle + 0.08), y: c.y + r * 0.8 * sin(angle + 0.08)), control: p)
            } else {
                path.addLine(to: p)
            }
        }
        path.closeSubpath()
        return path
    }

    /// A heart of two cubic curves, its dip at the top and point at the bottom of `rect`.
    private func heart(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let top = CGPoint(x: rect.midX, y: rect.minY + rect.height * 0.3), bottom = CGPoint(x: rect.midX, y: rect.maxY)
        path.move(to: bottom)
        path.addCurve(to: top, control1: CGPoint(x: rect.minX - rect.width * 0.1, y: rect.minY + rect.height * 0.55),
                      control2: CGPoint(x: rect.minX + rect.width * 0.1, y: rect.minY - rect.height * 0.15))
        path.addCurve(to: bottom, control1: CGPoint(x: rect.maxX - rect.width * 0.1, y: rect.minY - rect.height * 0.15),
                      control2: CGPoint(x: rect.maxX + rect.width * 0.1, y: rect.minY + rect.height * 0.55))
        path.closeSubpath()
        return path
    }

    /// Asserts that every channel of two pixels differs by at most `tolerance`.
    private func assertNear(_ a: RGBA8, _ b: RGBA8, _ message: String, tolerance: Int = 8,
                            file: StaticString = #filePath, line: UInt = #line) {
        let d = [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b), Int(a.a) - Int(b.a)].map(abs).max()!
        XCTAssertLessThanOrEqual(d, tolerance, "\(message): \(a) vs \(b)", file: file, line: line)
    }

    func test_newShapeLayer_hasCoreAnimationsDefaults() {
        let shape = CAShapeLayer()

        XCTAssertEqual(shape.fillColor?.components ?? [], [0, 0, 0, 1], "opaque black fill")
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.strokeStart, 0); XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(shape.fillRule, .nonZero); XCTAssertEqual(shape.lineCap, .butt); XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertNil(shape.path)
    }

    func test_filledStarAndHeart_matchGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 110), color: .white)
            let starLayer = CAShapeLayer()
            starLayer.path = star(center: CGPoint(x: 55, y: 57), radius: 45)
            starLayer.fillColor = orange
            starLayer.strokeColor = ink
            starLayer.lineWidth = 3
            starLayer.lineJoin = .round
            let heartLayer = CAShapeLayer()
            heartLayer.frame = CGRect(x: 110, y: 10, width: 80, height: 90)
            heartLayer.path = heart(in: CGRect(x: 0, y: 0, width: 80, height: 85))
            heartLayer.fillColor = red
            [starLayer, heartLayer].forEach(root.addSublayer)

            let frame = TestScenes.render(root, size: CGSize(width: 200, height: 110))

            assertGolden(frame, named: "shape-star-heart")
            XCTAssertEqual(frame[110, 114], orange.premultiplied(), "the star's middle is filled")
            XCTAssertEqual(frame[300, 120], red.premultiplied(), "the heart's middle is filled")
        }
    }

    func test_strokedCircle_withStrokeEnd06_matchesGolden_andDrawsSixTenthsOfTheRing() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color: .white)
            let ring = CAShapeLayer()
            ring.frame = root.bounds
            ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = blue
            ring.lineWidth = 8
            ring.lineCap = .round
            ring.strokeEnd = 0.6
            root.addSublayer(ring)

            let frame = TestScenes.render(root, size: CGSize(width: 100, height: 100))

            assertGolden(frame, named: "shape-stroke-end")
            // The oval starts at the rightmost point and runs down first (y points down).
            XCTAssertEqual(frame[100, 160], blue.premultiplied(), "the bottom, at 25%, is drawn")
            XCTAssertEqual(frame[40, 100], blue.premultiplied(), "the left, at 50%, is drawn")
            XCTAssertEqual(frame[100, 40], RGBA8.white, "the top, at 75%, is not")
        }
    }

    func test_pathAnimation_presentsThePathInBetween_andRedrawsEachFrame() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color: .white)
            let shape = CAShapeLayer()
            shape.fillColor = blue
            let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
            let big = CGMutablePath()
            big.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            shape.path = big
            root.addSublayer(shape)
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = small
            grow.toValue = big
            grow.duration = 1
            shape.add(grow, forKey: "path")
            let compositor = LayerCompositor(width: 100, height: 100, scale: 1, background: .black)

            let middle = shape.presentationState(atMediaTime: 0.5).shapePath
            let early = compositor.render(root, atMediaTime: 0.25)
            let late = compositor.render(root, atMediaTime: 0.75)

            XCTAssertEqual(middle?.boundingBoxOfPath.width ?? 0, 50, accuracy: 1e-6, "radius 25 halfway")
            XCTAssertEqual(early[50, 30], RGBA8.white, "radius 17.5 at a quarter")
            XCTAssertEqual(late[50, 30], blue.premultiplied(), "radius 32.5 at three quarters")
        }
    }

    func test_strokeEndAnimation_redrawsTheRingOnEveryFrame() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 100, height: 100), color: .white)
            let ring = CAShapeLayer()
            ring.path = CGPath(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60), transform: nil)
            ring.fillColor = nil
            ring.strokeColor = blue
            ring.lineWidth = 6
            root.addSublayer(ring)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            draw.fromValue = 0
            draw.toValue = 1
            draw.duration = 1
            ring.add(draw, forKey: "draw")
            let compositor = LayerCompositor(width: 100, height: 100, scale: 1, background: .black)

            let quarter = compositor.render(root, atMediaTime: 0.3)
            let threeQuarters = compositor.render(root, atMediaTime: 0.8)

            // The bottom (25% along) is drawn in both frames, the left (50%) and top (75%) only in
            // the second, and 90% in neither.
            XCTAssertEqual(quarter[50, 80], blue.premultiplied())
            XCTAssertEqual(quarter[20, 50], RGBA8.white)
            XCTAssertEqual(threeQuarters[20, 50], blue.premultiplied())
            XCTAssertEqual(threeQuarters[50, 20], blue.premultiplied())
            XCTAssertEqual(threeQuarters[74, 32], RGBA8.white)
        }
    }

    func test_changingStrokeEndOfADrawnLayer_animatesImplicitly() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 40, height: 40))
            let shape = CAShapeLayer()
            shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
            root.addSublayer(shape)
            LayerCompositor(width: 40, height: 40).render(root, atMediaTime: 0)

            shape.strokeEnd = 0.2
            shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)

            XCTAssertEqual(Set(shape.animationKeys() ?? []), ["strokeEnd", "path"])
            XCTAssertEqual(shape.presented("strokeEnd", at: 0.125) ?? 0, 0.6, accuracy: 0.2, "between 1 and 0.2")
        }
    }

    func test_shapeLayerMask_revealsACircleMidAnimation_matchesGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 160), color: .white)
            let page = makeLayer(root.bounds)
            page.contents = TestScenes.pageImage(width: 240, height: 320)
            let mask = CAShapeLayer()
            let button = CGRect(x: 80, y: 120, width: 24, height: 24)
            let radius = sqrt(pow(root.bounds.width, 2) + pow(root.bounds.height, 2))
            let big = CGMutablePath()
            big.addArc(center: CGPoint(x: button.midX, y: button.midY), radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            mask.path = big
            page.mask = mask
            root.addSublayer(page)
            let reveal = CABasicAnimation(keyPath: "path")
            reveal.fromValue = CGPath(ellipseIn: button, transform: nil)
            reveal.toValue = big
            reveal.duration = 0.5
            reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            mask.add(reveal, forKey: "path")

            let frame = TestScenes.render(root, size: CGSize(width: 120, height: 160), at: 0.2)

            assertGolden(frame, named: "shape-reveal-mask")
            XCTAssertEqual(frame[2 * 92, 2 * 132].a, 255)
            XCTAssertNotEqual(frame[2 * 92, 2 * 132], RGBA8.white, "the page shows at the button")
            XCTAssertEqual(frame[4, 4], RGBA8.white, "the far corner is still covered")
        }
    }

    func test_gradients_axialAndRadial_matchGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 100), color: .white)
            let axial = CAGradientLayer()
            axial.frame = CGRect(x: 10, y: 10, width: 85, height: 80)
            axial.colors = [red, orange, blue]
            axial.locations = [0, 0.3, 1]
            axial.startPoint = CGPoint(x: 0, y: 0)
            axial.endPoint = CGPoint(x: 1, y: 1)
            let radial = CAGradientLayer()
            radial.type = .radial
            radial.frame = CGRect(x: 105, y: 10, width: 85, height: 80)
            radial.colors = [CGColor(red: 1, green: 1, blue: 1, alpha: 1), blue]
            radial.startPoint = CGPoint(x: 0.5, y: 0.5)
            radial.endPoint = CGPoint(x: 1, y: 1)
            radial.cornerRadius = 16
            [axial, radial].forEach(root.addSublayer)

            let frame = TestScenes.render(root, size: CGSize(width: 200, height: 100))

            assertGolden(frame, named: "gradient-axial-radial")
            assertNear(frame[21, 21], red.premultiplied(), "the axial start corner")
            assertNear(frame[188, 178], blue.premultiplied(), "the axial end corner")
            assertNear(frame[71, 68], RGBA8(red: 1, green: 0.6, blue: 0.1), "30% along the diagonal is the middle color")
            XCTAssertEqual(frame[211, 21], RGBA8.white, "the radial layer's rounded corner")
            assertNear(frame[295, 100], RGBA8.white, "the radial center is its first color")
        }
    }

    func test_gradientColorsAnimation_mixesEachColorHalfway() {
        withFreshContext { _ in
            let gradient = CAGradientLayer()
            gradient.colors = [blue, red]
            let swap = CABasicAnimation(keyPath: "colors")
            swap.fromValue = [red, blue]
            swap.toValue = [blue, red]
            swap.duration = 1
            gradient.add(swap, forKey: "colors")

            let middle = gradient.presentationState(atMediaTime: 0.5).gradientColors ?? []

            XCTAssertEqual(middle.count, 2)
            let first = middle.first?.components ?? []
            XCTAssertEqual(first[0], 0.5, accuracy: 1e-6)
            XCTAssertEqual(first[1], 0.25, accuracy: 1e-6)
            XCTAssertEqual(first[2], 0.55, accuracy: 1e-6)
        }
    }

    func test_topOnlyRoundedCard_roundsOnlyTheTopCorners_matchesGolden() {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 200, height: 120), color: CGColor(gray: 0.85, alpha: 1))
            let card = makeLayer(CGRect(x: 10, y: 10, width: 85, height: 110), color: blue)
            card.cornerRadius = 20
            card.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            let clipped = makeLayer(CGRect(x: 105, y: 10, width: 85, height: 110))
            clipped.contents = TestScenes.pageImage(width: 170, height: 220)
            clipped.cornerRadius = 20
            clipped.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            clipped.masksToBounds = true
            clipped.borderWidth = 2
            clipped.borderColor = red
            [card, clipped].forEach(root.addSublayer)

            let frame = TestScenes.render(root, size: CGSize(width: 200, height: 120))

            assertGolden(frame, named: "card-top-corners")
            let backdrop = RGBA8(red: 0.85, green: 0.85, blue: 0.85)
            XCTAssertEqual(frame[21, 21], backdrop, "top-left corner cut")
            XCTAssertEqual(frame[21, 237], blue.premultiplied(), "bottom-left corner square")
            XCTAssertEqual(frame[211, 21], backdrop, "the contents are cut at the top corner")
            XCTAssertEqual(frame[211, 237], red.premultiplied(), "the border runs into the square bottom corner")
        }
    }
}
