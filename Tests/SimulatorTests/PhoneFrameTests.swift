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
