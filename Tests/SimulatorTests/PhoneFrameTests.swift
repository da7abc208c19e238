import XCTest
import TestSupport
import Raster
@testable import Simulator
@testable import UIKit

/// The phone drawn around the screen as the iOS Simulator draws it: the 6.1-inch phone's
/// sensor housing and home indicator, the 4.7-inch phone's wide top and bottom and home
/// button, turned with the device.
final class PhoneFrameTests: XCTestCase {
    /// A frame of `model` turned to `orientation`, at 1x to keep the pictures small.
    private func frame(_ model: DeviceModel, _ orientation: UIInterfaceOrientation) -> PhoneFrame {
        var oriented = model.oriented(orientation)
        oriented.scale = 1
        return PhoneFrame(model: oriented, orientation: orientation)
    }

    /// A screen of the frame's size in one color.
    private func screen(_ frame: PhoneFrame, _ color: RGBA8) -> Bitmap {
        Bitmap(width: frame.screenRect.width, height: frame.screenRect.height, color: color)
    }

    func test_screenRect_isTheScreensSize_inEveryOrientation() {
        for model in DeviceModel.all {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown] {
                let frame = frame(model, orientation)
                let size = model.oriented(orientation).screenSize

                XCTAssertEqual(frame.screenRect.width, Int(size.width), "\(model.identifier) \(orientation)")
                XCTAssertEqual(frame.screenRect.height, Int(size.height), "\(model.identifier) \(orientation)")
                XCTAssertLessThanOrEqual(frame.screenRect.x1, frame.pixelSize.width)
                XCTAssertLessThanOrEqual(frame.screenRect.y1, frame.pixelSize.height)
            }
        }
    }

    func test_homeButtonPhone_hasItsChinWhereTheHomeButtonIs_turnedEachWay() {
        let portrait = frame(.phone47, .portrait), left = frame(.phone47, .landscapeLeft), right = frame(.phone47, .landscapeRight)

        XCTAssertEqual(portrait.screenRect.y0, 96, "the forehead")
        XCTAssertEqual(portrait.pixelSize.height - portrait.screenRect.y1, 96, "the chin")
        XCTAssertEqual(portrait.screenRect.x0, 20)
        XCTAssertEqual(left.screenRect.x0, 96, "landscape left: the home button on the left")
        XCTAssertEqual(right.pixelSize.width - right.screenRect.x1, 96, "landscape right: on the right")
    }

    func test_sensorHousing_coversTheTopMiddleOfTheScreen_andTheHomeIndicatorItsBottom() {
        let frame = frame(.phone61, .portrait)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

        let picture = frame.compose(screen(frame, white))

        let rect = frame.screenRect
        XCTAssertEqual(picture[rect.x0 + rect.width / 2, rect.y0 + 20], RGBA8(r: 12, g: 12, b: 14, a: 255), "the housing")
        XCTAssertEqual(picture[rect.x0 + 40, rect.y0 + 20], white, "the ears beside it show the screen")
        let indicator = picture[rect.x0 + rect.width / 2, rect.y1 - 10]
        XCTAssertLessThan(indicator.r, 40, "a dark home indicator over a light screen")
        let overDark = frame.compose(screen(frame, RGBA8(r: 0, g: 0, b: 0, a: 255)))[rect.x0 + rect.width / 2, rect.y1 - 10]
        XCTAssertGreaterThan(overDark.r, 200, "a light one over a dark screen")
    }

    func test_phonesInEveryOrientation_golden() {
        let gray = RGBA8(r: 200, g: 210, b: 230, a: 255)
        let frames = [frame(.phone61, .portrait), frame(.phone61, .landscapeLeft), frame(.phone61, .landscapeRight),
                      frame(.phone47, .portrait), frame(.phone47, .landscapeLeft), frame(.phone47, .landscapeRight)]
        let pictures = frames.map { $0.compose(screen($0, gray)) }
        var sheet = Bitmap(width: pictures.map(\.width).reduce(0, +) + 10 * pictures.count, height: pictures.map(\.height).max()!,
                           color: RGBA8(r: 255, g: 255, b: 255, a: 255))
        var x = 0
        for picture in pictures {
            sheet.copy(picture, x: x, y: 0)
            x += picture.width + 10
        }

        assertGolden(sheet, named: "phone-frames")
    }
}

/// The picture drawn the short way: the backdrop only around the phone and in its corners, the
/// body only where an opaque screen does not hide it, gives every pixel the long way gives.
final class PhoneFrameOverdrawTests: XCTestCase {
    /// An opaque screen with a different color in each pixel's neighbourhood, so a pixel of the
    /// body or the backdrop left under it would show.
    private func stripedScreen(width: Int, height: Int) -> Bitmap {
        var screen = Bitmap(width: width, height: height, color: RGBA8(r: 200, g: 40, b: 90, a: 255))
        for band in stride(from: 0, to: height, by: 7) {
            screen.fill(PixelRect(x: 0, y: band, width: width, height: 3), color: RGBA8(r: UInt8(band % 256), g: 160, b: 20, a: 255))
        }
        return screen
    }

    func test_drawOverOpaqueScreen_skippingWhatItHides_isTheFullPicture_everyModelAndOrientation() {
        let backdrop = RGBA8(r: 24, g: 24, b: 28, a: 255)
        for model in DeviceModel.all {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown] {
                for scale: CGFloat in [2, 3] {
                    // Setup: the frame at 2x and 3x, where the corners' radii are not whole pixels.
                    var oriented = model.oriented(orientation)
                    oriented.scale = scale
                    let frame = PhoneFrame(model: oriented, orientation: orientation)
                    let size = frame.pixelSize, rect = frame.screenRect
                    let screen = stripedScreen(width: rect.width, height: rect.height)

                    // Action: the long way over the backdrop, the short way over a canvas of garbage.
                    var full = Bitmap(width: size.width + 9, height: size.height + 5, color: backdrop)
                    frame.draw(screen, into: &full)
                    var short = Bitmap(width: size.width + 9, height: size.height + 5, color: RGBA8(r: 1, g: 250, b: 3, a: 77))
                    let whole = PixelRect(x: 0, y: 0, width: short.width, height: short.height)
                    for piece in whole.pieces(around: PixelRect(x: 0, y: 0, width: size.width, height: size.height),
                                              cornerSquares: frame.bodyCornerSide) {
                        short.fill(piece, color: backdrop)
                    }
                    frame.draw(screen, into: &short, screenIsOpaque: true)

                    // Assertions
                    XCTAssertTrue(full.pixels == short.pixels, "\(model.identifier) \(orientation) @\(scale)x")
                }
            }
        }
    }

    func test_piecesAroundInner_coverOuterButInnersInterior_once() {
        // Setup: rectangles of every shape, corners up to more than half the inner one.
        var seed: UInt64 = 12345
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<300 {
            let outer = PixelRect(x: next(5), y: next(5), width: 10 + next(30), height: 10 + next(30))
            let x0 = outer.x0 + next(outer.width), y0 = outer.y0 + next(outer.height)
            let inner = PixelRect(x0: x0, y0: y0, x1: x0 + next(outer.x1 - x0 + 1), y1: y0 + next(outer.y1 - y0 + 1))
            let corners = next(12)

            // Action
            let pieces = outer.pieces(around: inner, cornerSquares: corners)

            // Assertions: each pixel of outer is in one piece, unless it is in inner away from its corners.
            let c = min(corners, inner.width / 2, inner.height / 2)
            for y in outer.y0..<outer.y1 {
                for x in outer.x0..<outer.x1 {
                    let inCorner = (x < inner.x0 + c || x >= inner.x1 - c) && (y < inner.y0 + c || y >= inner.y1 - c)
                    let expected = !inner.contains(x: x, y: y) || inCorner ? 1 : 0
                    let count = pieces.filter { $0.contains(x: x, y: y) }.count
                    if count != expected {
                        XCTFail("\(outer) around \(inner), corners \(corners): pixel (\(x), \(y)) in \(count) pieces")
                        return
                    }
                }
            }
        }
    }
}
