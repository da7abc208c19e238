@testable import SimulatorWindow
import XCTest

/// The window's pixel mapping (`PictureFit`): the picture fitted and centred in the output, and
/// the mouse's window coordinates turned into picture pixels on plain and HiDPI displays.
final class PictureFitTests: XCTestCase {
    func test_pictureInAWiderOutput_isScaledToTheHeight_andCentred() {
        let fit = PictureFit(picture: (100, 200), output: (400, 400))

        XCTAssertEqual([fit.x, fit.y, fit.width, fit.height], [100, 0, 200, 400])
    }

    func test_hiDPIWindow_mapsItsCoordinatesToTwiceAsManyPixels() {
        let fit = PictureFit(picture: (418, 938), output: (836, 1876))

        let pixel = fit.picturePixel(windowX: 209, windowY: 469, window: (418, 938), output: (836, 1876))

        XCTAssertEqual(pixel.x, 209, accuracy: 0.001, "the middle of the window is the middle of the picture")
        XCTAssertEqual(pixel.y, 469, accuracy: 0.001)
    }

    func test_windowScaledDown_mapsAClickBackToThePicturesOwnPixels() {
        // A picture of 836 x 1876 pixels in a window of 418 x 938 (Ctrl+2 scaled down to fit).
        let fit = PictureFit(picture: (836, 1876), output: (418, 938))

        let pixel = fit.picturePixel(windowX: 100, windowY: 300, window: (418, 938), output: (418, 938))

        XCTAssertEqual(pixel.x, 200, accuracy: 0.001)
        XCTAssertEqual(pixel.y, 600, accuracy: 0.001)
    }

    func test_clickInTheLetterbox_isOutsideThePicture() {
        let fit = PictureFit(picture: (100, 200), output: (400, 400))

        let left = fit.picturePixel(windowX: 50, windowY: 100, window: (400, 400), output: (400, 400))
        let right = fit.picturePixel(windowX: 350, windowY: 100, window: (400, 400), output: (400, 400))

        XCTAssertLessThan(left.x, 0)
        XCTAssertGreaterThan(right.x, 100)
    }
}
