import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// A rounded group whose picture is drawn anew draws its opaque interior straight onto the screen
/// (`DisplayListBuilder.openInterior`), and every frame is the bytes of the whole picture drawn
/// and copied: sliding by fractions of a pixel at 3x, shrinking, rounded at all corners or only
/// at the top, with translucent pictures, a child cut by the bounds and a rounded child inside.
final class RoundedInteriorTests: LayerTestCase {
    private let size = CGSize(width: 130, height: 100)

    /// A noisy screen under a rounded `page` with an opaque background holding a translucent
    /// picture, a translucent color reaching past its bounds and a rounded card of its own.
    private func makeScene(pageFrame: CGRect, radius: CGFloat, corners: CACornerMask = .all,
                           background: CGColor = CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)) -> (root: CALayer, page: CALayer) {
        let root = makeLayer(CGRect(origin: .zero, size: size), color: CGColor(gray: 0.2, alpha: 1))
        let under = makeLayer(CGRect(x: 3, y: 2, width: 120, height: 94))
        under.contents = noiseImage(width: 120, height: 94, seed: 7, translucent: false)
        root.addSublayer(under)
        let page = makeLayer(pageFrame, color: background)
        page.cornerRadius = radius
        page.maskedCorners = corners
        page.masksToBounds = true
        let photo = makeLayer(CGRect(x: 12.5, y: 20.25, width: 30, height: 22))
        photo.contents = noiseImage(width: 60, height: 44, seed: 11, translucent: true)
        page.addSublayer(photo)
        page.addSublayer(makeLayer(CGRect(x: -6, y: 40, width: pageFrame.width + 12, height: 9),
                                   color: CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)))
        let card = makeLayer(CGRect(x: 50, y: 8, width: 30, height: 26), color: CGColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1))
        card.cornerRadius = 4
        card.masksToBounds = true
        card.addSublayer(makeLayer(CGRect(x: -3, y: 10, width: 20, height: 30), color: CGColor(red: 0.1, green: 0.1, blue: 0.9, alpha: 0.6)))
        page.addSublayer(card)
        root.addSublayer(page)
        return (root, page)
    }

    private func makeCompositor(direct: Bool) -> LayerCompositor {
        let compositor = LayerCompositor(width: Int(size.width * 3), height: Int(size.height * 3), scale: 3, background: .black)
        compositor.drawsRoundedInteriorsDirectly = direct
        return compositor
    }

    /// Renders a frame with and without the interior drawn straight and checks the bytes agree
    /// but where an image is resampled (`resamples`), where its map into the screen's pixels and
    /// into the picture's, a whole number of pixels apart, may round differently (by one at most);
    /// whether the screen's list drew `layer`'s background outside its picture (`grouped`: the
    /// whole pictures' list does not).
    @discardableResult
    private func renderBoth(_ root: CALayer, layer: CALayer, frame index: Int, _ message: String, resamples: Bool = true, grouped: Bool = true,
                            direct: LayerCompositor, whole: LayerCompositor, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let drawn = direct.render(root, atMediaTime: Double(index))
        let expected = whole.render(root, atMediaTime: Double(index))
        if let difference = compareBitmaps(expected, drawn) {
            // An image resampled at other coordinates may round a channel the other way.
            XCTAssertTrue(resamples, "\(message): \(difference)", file: file, line: line)
            XCTAssertLessThanOrEqual(difference.maxChannelDifference, 1, message, file: file, line: line)
            XCTAssertLessThan(difference.differingPixelCount, drawn.width * drawn.height / 200, message, file: file, line: line)
        }
        let id = ObjectIdentifier(layer)
        if grouped {
            XCTAssertFalse(whole.listOnScreen?.contains { $0.layer == id && $0.part == .background } ?? true,
                           "\(message): drawn whole, the background is in the picture", file: file, line: line)
        }
        return direct.listOnScreen?.contains { $0.layer == id && $0.part == .background } ?? false
    }

    private func setWithoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    /// Slides the page by fractions of a pixel, then leaves it still for two frames.
    private func checkSliding(radius: CGFloat, corners: CACornerMask, file: StaticString = #filePath, line: UInt = #line) {
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 84), radius: radius, corners: corners)
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)
        let offsets: [CGFloat] = [0, 0.37, 1.81, 2.2, 5.05, 5.05, 5.05]
        for (index, dy) in offsets.enumerated() {
            setWithoutActions { page.position = CGPoint(x: 61 + dy / 3, y: 49 + dy) }

            let drew = renderBoth(root, layer: page, frame: index, "offset \(dy)", direct: direct, whole: whole, file: file, line: line)

            // Moved, the picture is drawn anew and its interior straight; kept still, it is copied.
            let moved = index == 0 || offsets[index - 1] != dy
            XCTAssertEqual(drew, moved, "offset \(dy), frame \(index): the interior drawn straight", file: file, line: line)
        }
    }

    func test_slidingPage_roundedAllRound_drawsItsInteriorStraight_withTheBytesOfThePicture() {
        checkSliding(radius: 10, corners: .all)
    }

    func test_slidingSheet_roundedAtTheTop_drawsItsInteriorStraight_withTheBytesOfThePicture() {
        checkSliding(radius: 10.5, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    func test_slidingPage_roundedAtTheBottomLeft_drawsItsInteriorStraight_withTheBytesOfThePicture() {
        checkSliding(radius: 7.3, corners: [.layerMinXMaxYCorner])
    }

    func test_shrinkingFlippedPage_drawsItsInteriorStraight_withTheBytesOfThePicture() {
        // Setup: the presenting page of a sheet shrinks; flipped upside down, its top corners
        // are at the bottom on screen.
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 84), radius: 9,
                                     corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)
        for (index, scale) in [CGFloat(1), 0.97, 0.931, 0.9].enumerated() {
            setWithoutActions { page.transform = CATransform3DMakeScale(scale, index == 3 ? -scale : scale, 1) }

            let drew = renderBoth(root, layer: page, frame: index, "scale \(scale)", direct: direct, whole: whole)

            XCTAssertTrue(drew, "scale \(scale): the interior drawn straight")
        }
    }

    func test_pageSheet_sheetAndPageDrawnStraight_withTheBytesOfThePictures() {
        // Setup: the suite's page sheet scene, the sheet rising by fractions of a pixel.
        let (root, page, sheet) = makeSheetOverPage(size: size, sheetTop: 40)
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)
        for (index, top) in [CGFloat(40), 33.4, 27.15, 22.9].enumerated() {
            setWithoutActions {
                sheet.frame.origin.y = top
                page.transform = CATransform3DMakeScale(1 - (40 - top) / 400, 1 - (40 - top) / 400, 1)
            }

            let sheetDrew = renderBoth(root, layer: sheet, frame: index, "top \(top)", resamples: false, direct: direct, whole: whole)

            let id = ObjectIdentifier(page), list = direct.listOnScreen ?? []
            XCTAssertTrue(sheetDrew, "top \(top): the sheet's interior drawn straight")
            // Its square background hides the page under it (`drawPendingPictures`, `draw`),
            // alone or merged with the opaque rows of the sheet's picture above it.
            let screen = PixelRect(x: 0, y: 0, width: 390, height: 300)
            let sheetID = ObjectIdentifier(sheet)
            // Off whole pixels, an occluder is taken a pixel inside its quad (`QuadDraw.opaqueRect`).
            let bounds = list.first { $0.layer == sheetID && $0.part == .background }?.bounds ?? screen
            let square = PixelRect(x0: bounds.x0 + 1, y0: bounds.y0 + 1, x1: bounds.x1 - 1, y1: bounds.y1 - 1)
            let pagePicture = list.firstIndex { $0.layer == id && $0.part == .group } ?? list.count
            XCTAssertTrue(LayerCompositor.occluders(list, in: screen).contains {
                $0.index > pagePicture && list[$0.index].layer == sheetID && $0.rect.intersection(square) == square
            }, "top \(top): the sheet's interior hides the page under it")
            XCTAssertEqual(direct.listOnScreen?.contains { $0.layer == id && $0.part == .background }, true,
                           "top \(top): the page's interior drawn straight")
        }
    }

    func test_partlyRoundedBackground_slidingWithoutAClip_picturesOnlyAroundItsMiddle_withTheBytesOfThePicture() {
        // Setup: a card rounded at its top, not clipping (no group), over the noisy screen.
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 84), radius: 8.5,
                                     corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        setWithoutActions { page.masksToBounds = false }
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)
        for (index, dy) in [CGFloat(0), 0.41, 2.77, 2.77].enumerated() {
            setWithoutActions { page.position = CGPoint(x: 61 + dy / 5, y: 49 + dy) }

            renderBoth(root, layer: page, frame: index, "offset \(dy)", grouped: false, direct: direct, whole: whole)

            // Its middle is a square color item; its picture items are cut around it.
            let id = ObjectIdentifier(page), list = direct.listOnScreen ?? []
            let backgrounds = list.filter { $0.layer == id && $0.part == .background }
            let middle = backgrounds.first { if case .color = $0.content { return true } else { return false } }
            XCTAssertEqual(middle?.quad.cornerRadius, 0, "offset \(dy)")
            XCTAssertGreaterThan(middle?.bounds.area ?? 0, 60_000, "offset \(dy): the middle covers most of the card")
            let pictured = backgrounds.filter { $0.bounds != middle?.bounds }
            XCTAssertTrue(pictured.allSatisfy { $0.bounds.intersection(middle?.bounds ?? .empty).isEmpty }, "offset \(dy)")
            XCTAssertFalse(pictured.isEmpty, "offset \(dy): the rounded corners are pictured")
        }
    }

    func test_translucentBackground_keepsThePicture() {
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 84), radius: 10,
                                     background: CGColor(red: 0.95, green: 0.9, blue: 0.8, alpha: 0.98))
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)

        let drew = renderBoth(root, layer: page, frame: 0, "translucent", direct: direct, whole: whole)

        XCTAssertFalse(drew)
    }

    func test_groupOpacity_keepsThePicture() {
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 84), radius: 10)
        setWithoutActions { page.opacity = 0.6 }
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)

        let drew = renderBoth(root, layer: page, frame: 0, "opacity 0.6", direct: direct, whole: whole)

        XCTAssertFalse(drew)
    }

    func test_cornersTallerThanThePage_leaveNoInterior() {
        // Setup: the rows of the corners cover the page (a pill): nothing is open.
        let (root, page) = makeScene(pageFrame: CGRect(x: 9, y: 7, width: 104, height: 30), radius: 15)
        let direct = makeCompositor(direct: true), whole = makeCompositor(direct: false)

        let drew = renderBoth(root, layer: page, frame: 0, "pill", direct: direct, whole: whole)

        XCTAssertFalse(drew)
    }
}
