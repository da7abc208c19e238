import XCTest
import Raster
import TestSupport
@testable import QuartzCore

/// The screen's group pictures are drawn only in the rectangle no later opaque item hides
/// (`LayerCompositor.drawPendingPictures`), and every frame is still the bytes of the pictures
/// drawn whole: a page under a sheet that rises and falls, and behind two doors that open, its
/// picture new on some frames and kept on others, and a snapshot of it taken while the sheet
/// hides most of it.
final class CompositorPendingPictureTests: LayerTestCase {
    private let size = CGSize(width: 120, height: 90)

    private func makeScene() -> (root: CALayer, page: CALayer, sheet: CALayer) {
        makeSheetOverPage(size: size, sheetTop: 80)
    }

    private func makeCompositor(defers: Bool) -> LayerCompositor {
        let compositor = LayerCompositor(width: Int(size.width * 2), height: Int(size.height * 2), scale: 2, background: .black)
        compositor.defersGroupPictures = defers
        return compositor
    }

    /// Moves the sheet's top to `y` and rounds the page by `radius`, without implicit animations.
    private func place(_ scene: (root: CALayer, page: CALayer, sheet: CALayer), sheetAt y: CGFloat, pageRadius radius: CGFloat) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        scene.sheet.frame.origin.y = y
        scene.page.cornerRadius = radius
        CATransaction.commit()
    }

    /// Renders frame `index` with both compositors, checks they give the same bytes, and gives
    /// the page's picture as the deferring one drew it.
    private func renderBoth(_ scene: (root: CALayer, page: CALayer, sheet: CALayer), _ deferring: LayerCompositor,
                            _ whole: LayerCompositor, frame index: Int, _ message: String) -> Bitmap? {
        let drawn = deferring.render(scene.root, atMediaTime: Double(index))
        let expected = whole.render(scene.root, atMediaTime: Double(index))
        XCTAssertNil(compareBitmaps(drawn, expected), message)
        return deferring.listOnScreen?.first { $0.part == .group && $0.layer == ObjectIdentifier(scene.page) }?.quad.fill.image
    }

    func test_pageUnderARisingAndFallingSheet_isTheBytesOfThePageDrawnWhole() {
        let scene = makeScene()
        let deferring = makeCompositor(defers: true), whole = makeCompositor(defers: false)
        // The page's corners change on some frames (a new picture) and not on others (a kept one,
        // which must be drawn where the sheet uncovers more of it as it falls).
        let frames: [(y: CGFloat, radius: CGFloat)] = [(80, 6), (50.25, 6.5), (20.5, 7), (20.5, 7), (35.75, 7), (60, 7), (10, 7.5), (85, 8)]
        var partlyDrawn = 0

        for (index, frame) in frames.enumerated() {
            place(scene, sheetAt: frame.y, pageRadius: frame.radius)
            let pagePicture = renderBoth(scene, deferring, whole, frame: index, "frame \(index), sheet at \(frame.y)")
            // The picture's row 160 is the screen's row 166, under the sheet from frame 1 on.
            if let pagePicture, pagePicture.height > 160, pagePicture[60, 160].a == 0 { partlyDrawn += 1 }
        }
        XCTAssertGreaterThan(partlyDrawn, 1, "the page's picture was drawn only above the sheet on the frames that made it new")
    }

    func test_pageBehindOpeningDoors_isTheBytesOfThePageDrawnWhole_drawnOnlyInTheGap() {
        checkPageBehindOpeningDoors(roundedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    }

    func test_pageWithTwoRoundedCornersBehindOpeningDoors_isTheBytesOfThePageDrawnWhole_drawnOnlyInTheGap() {
        // A page rounded at its top alone is clipped by a path (partly rounded corners).
        checkPageBehindOpeningDoors(roundedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    }

    private func checkPageBehindOpeningDoors(roundedCorners: CACornerMask, line: UInt = #line) {
        // Setup: the sheet scene's page, its sheet moved away and its left edge on a fraction
        // of a pixel, under two opaque doors that meet in the middle and part. The left door
        // leaves the page's left edge showing, drawn first, then pieces in the same rows: its
        // pixels must be clipped once.
        let scene = makeScene()
        place(scene, sheetAt: size.height, pageRadius: 6)
        scene.page.maskedCorners = roundedCorners
        scene.page.frame.origin.x = 4.25
        let left = makeLayer(CGRect(x: 6, y: 0, width: size.width / 2 - 6, height: size.height), color: CGColor(gray: 0.3, alpha: 1))
        let right = makeLayer(CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height), color: CGColor(gray: 0.5, alpha: 1))
        scene.root.addSublayer(left)
        scene.root.addSublayer(right)
        let deferring = makeCompositor(defers: true), whole = makeCompositor(defers: false)
        // The gap's half width and the page's corners: new on some frames, kept on others.
        let frames: [(gap: CGFloat, radius: CGFloat)] = [(0, 6), (3.25, 6.5), (9.5, 7), (9.5, 7), (20, 7), (41.75, 7.5), (60, 8)]
        var drawnInTheGapOnly = 0

        for (index, frame) in frames.enumerated() {
            // Action: the doors part by the gap, the page's corners change.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            left.frame.origin.x = 6 - frame.gap
            right.frame.origin.x = size.width / 2 + frame.gap
            scene.page.cornerRadius = frame.radius
            CATransaction.commit()
            // Assertions: the bytes of the whole picture, which was drawn only in the gap (the
            // picture's column 20 lies under the left door until the doors part past it).
            let pagePicture = renderBoth(scene, deferring, whole, frame: index, "frame \(index), gap \(frame.gap)")
            if let pagePicture, pagePicture.width > 20, pagePicture[20, 90].a == 0 { drawnInTheGapOnly += 1 }
        }
        // Frames 0 to 5, the new ones and the kept ones: a kept picture is drawn in what the
        // wider gap adds, not whole. On the last, new, the doors uncover the page, whose interior
        // is drawn straight onto the screen (RoundedInteriorTests): the picture lacks it too.
        XCTAssertEqual(drawnInTheGapOnly, 7, "the page's picture was drawn only in the gap until the doors uncovered column 20",
                       line: line)
    }

    func test_snapshotOfAPagePartlyDrawnUnderASheet_isThePageWhole() {
        let scene = makeScene()
        let compositor = makeCompositor(defers: true)
        compositor.render(scene.root, atMediaTime: 0)
        place(scene, sheetAt: 15, pageRadius: 7)
        compositor.render(scene.root, atMediaTime: 1)

        let snapshot = LayerCompositor.snapshot(of: scene.page, scale: 2, atMediaTime: 1)

        let fresh = withFreshLayerContext { _ in
            let again = makeScene()
            again.page.cornerRadius = 7
            return LayerCompositor.snapshot(of: again.page, scale: 2, atMediaTime: 0)
        }
        XCTAssertEqual(snapshot.width, fresh.width)
        XCTAssertTrue(snapshot.pixels == fresh.pixels, "the rows the sheet hid are in the snapshot")
    }
}
