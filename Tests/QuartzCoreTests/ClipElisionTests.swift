import Foundation
import Raster
import XCTest
@testable import QuartzCore

/// A layer that clips to its bounds, turned: the clip cuts what lies outside its bounds and
/// nothing inside them.
final class ClipElisionTests: XCTestCase {
    /// A 60 x 60 layer showing an image that fills it, turned by `transform`, clipping or not
    /// (with its corners rounded by `cornerRadius`).
    private func turnedPicture(_ transform: CATransform3D, clips: Bool, cornerRadius: CGFloat = 0) -> Bitmap {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 120), color: .white)
            let picture = makeLayer(CGRect(x: 30, y: 30, width: 60, height: 60))
            picture.contents = CGImage(bitmap: Bitmap(width: 6, height: 6, color: RGBA8(r: 30, g: 140, b: 200, a: 255)))
            picture.masksToBounds = clips
            picture.cornerRadius = cornerRadius
            picture.transform = transform
            root.addSublayer(picture)
            return TestScenes.render(root, size: CGSize(width: 120, height: 120))
        }
    }

    /// How many pixels differ between two bitmaps of one size.
    private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        var count = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { count += 1 } }
        return count
    }

    func test_clippedImage_turnedByAnEighth_drawsAsUnclipped() {
        // Setup / action: the image fills its bounds, so the clip cuts nothing.
        let turn = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let clipped = turnedPicture(turn, clips: true), free = turnedPicture(turn, clips: false)

        // Assertions: the same pixels (the diagonal corners' box, zero wide here, cut it all).
        XCTAssertEqual(differingPixels(clipped, free), 0)
        XCTAssertNotEqual(free[120, 120], RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func test_roundedClippedImage_flippedUpsideDown_isDrawn() {
        // Setup: rounded, the clip needs an offscreen picture; flipped, the layer's bounds map
        // to pixels bottom up (a chat's inverted list, `scaleX: 1, y: -1`).
        let flip = CATransform3DMakeScale(1, -1, 1)

        // Action: the same layer with its corners rounded, unflipped and flipped.
        let flipped = turnedPicture(flip, clips: true, cornerRadius: 8)
        let upright = turnedPicture(CATransform3DIdentity, clips: true, cornerRadius: 8)

        // Assertions: a vertically symmetric picture looks the same either way (it was not drawn
        // at all flipped: the picture's extent, taken from two corners, was empty).
        XCTAssertEqual(flipped[120, 120], RGBA8(r: 30, g: 140, b: 200, a: 255))
        XCTAssertEqual(differingPixels(flipped, upright), 0)
    }

    func test_clippedImage_inPerspective_drawsAsUnclipped() {
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 200
        turn = CATransform3DRotate(turn, .pi / 3, 0, 1, 0)

        let clipped = turnedPicture(turn, clips: true), free = turnedPicture(turn, clips: false)

        XCTAssertEqual(differingPixels(clipped, free), 0)
    }

    /// A 60 x 60 white page in perspective (or, `flat`, turned in its plane) holding `rows`
    /// stripes; clipping or not.
    private func turnedPage(clips: Bool, rows: [CGRect], turn: CGFloat = .pi / 5,
                            shadowed: Bool = false, flat: Bool = false) -> Bitmap {
        withFreshContext { _ in
            let root = makeLayer(CGRect(x: 0, y: 0, width: 120, height: 120), color: .black)
            let page = makeLayer(CGRect(x: 30, y: 30, width: 60, height: 60), color: .white)
            page.masksToBounds = clips
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 150
            page.transform = flat ? CATransform3DMakeRotation(turn, 0, 0, 1) : CATransform3DRotate(transform, turn, 0, 1, 0)
            for row in rows {
                let stripe = makeLayer(row, color: CGColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1))
                if shadowed {
                    stripe.shadowOpacity = 1
                    stripe.shadowRadius = 4
                }
                page.addSublayer(stripe)
            }
            root.addSublayer(page)
            return TestScenes.render(root, size: CGSize(width: 120, height: 120))
        }
    }

    func test_pageInPerspective_sublayersInside_drawsAsUnclipped() {
        // Setup: stripes within the page, the first touching its left, top and right edges.
        let rows = [CGRect(x: 0, y: 0, width: 60, height: 8), CGRect(x: 6, y: 20, width: 30, height: 6)]

        // Action.
        let clipped = turnedPage(clips: true, rows: rows), free = turnedPage(clips: false, rows: rows)

        // Assertions: drawn straight through the turn, not from an offscreen picture resampled
        // (which differs at every edge and stripe).
        XCTAssertEqual(differingPixels(clipped, free), 0)
    }

    func test_pageTurnedInItsPlane_sublayersInside_keepsItsPicture() {
        // Setup: the stripes inside the page, as above, the page turned about z.
        let rows = [CGRect(x: 0, y: 0, width: 60, height: 8), CGRect(x: 6, y: 20, width: 30, height: 6)]

        // Action.
        let clipped = turnedPage(clips: true, rows: rows, flat: true), free = turnedPage(clips: false, rows: rows, flat: true)

        // Assertions: drawn from its offscreen picture (kept through a rotation, so not left
        // out), which resamples the page's edges.
        XCTAssertGreaterThan(differingPixels(clipped, free), 0)
    }

    func test_pageInPerspective_sublayerPastItsEdge_isStillCut() {
        // Setup: a stripe reaching 30 points past the page's right edge.
        let rows = [CGRect(x: 10, y: 20, width: 80, height: 8)]

        // Action.
        let clipped = turnedPage(clips: true, rows: rows), free = turnedPage(clips: false, rows: rows)

        // Assertions: the part past the page shows only unclipped; left of the page, nothing.
        XCTAssertGreaterThan(differingPixels(clipped, free), 100)
        let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
        let pastEdge = (0..<clipped.width).filter { free[$0, 108] != black && clipped[$0, 108] == black }
        XCTAssertFalse(pastEdge.isEmpty)
    }

    func test_pageInPerspective_shadowedSublayer_keepsTheClip() {
        // Setup: a stripe along the page's top edge whose shadow reaches above the page.
        let rows = [CGRect(x: 0, y: 0, width: 60, height: 8)]

        // Action.
        let clipped = turnedPage(clips: true, rows: rows, shadowed: true)
        let free = turnedPage(clips: false, rows: rows, shadowed: true)

        // Assertions: the shadow above the page is cut when clipping.
        XCTAssertGreaterThan(differingPixels(clipped, free), 50)
    }

    func test_sublayersFit_answersNoPastItsBudget() {
        withFreshContext { _ in
            // Setup: a page with more sublayers than are looked at, each inside it.
            let page = makeLayer(CGRect(x: 0, y: 0, width: 60, height: 60), color: .white)
            for index in 0...DisplayListBuilder.maximumLayersToFit {
                page.addSublayer(makeLayer(CGRect(x: 1, y: CGFloat(index % 50), width: 10, height: 1), color: .black))
            }
            let few = makeLayer(CGRect(x: 0, y: 0, width: 60, height: 60), color: .white)
            few.addSublayer(makeLayer(CGRect(x: 1, y: 1, width: 10, height: 1), color: .black))
            let builder = DisplayListBuilder(mediaTime: 0, cache: OffscreenCache())

            // Action.
            let many = builder.sublayersFit(builder.children(of: page).inOrder, within: builder.state(of: page))
            let one = builder.sublayersFit(builder.children(of: few).inOrder, within: builder.state(of: few))

            // Assertions.
            XCTAssertFalse(many)
            XCTAssertTrue(one)
        }
    }

    func test_sublayersFit_aSublayerBehindTheEye_answersNo() {
        withFreshContext { _ in
            // Setup: a sublayer turned so far in a strong perspective that a corner is behind the eye.
            let page = makeLayer(CGRect(x: 0, y: 0, width: 60, height: 60), color: .white)
            let card = makeLayer(CGRect(x: 10, y: 10, width: 40, height: 40), color: .black)
            var transform = CATransform3DIdentity
            transform.m34 = -1 / 10
            card.transform = CATransform3DRotate(transform, .pi / 3, 0, 1, 0)
            page.addSublayer(card)
            let builder = DisplayListBuilder(mediaTime: 0, cache: OffscreenCache())

            // Action / assertions.
            XCTAssertFalse(builder.sublayersFit(builder.children(of: page).inOrder, within: builder.state(of: page)))
        }
    }
}
