import XCTest
@testable import Simulator

/// The window's sizes, as the iOS Simulator's Window menu has them (Ctrl+1, 2, 3).
final class WindowSizeTests: XCTestCase {
    /// The 6.1-inch phone's picture at 2x: its frame and the strip under it.
    private let picture = (width: 836, height: 1820)
    private let usable = (width: 1600, height: 1200)

    private func size(_ size: WindowSize, dpi: Double = 96, pixelsPerPoint: Double = 1) -> (width: Int, height: Int) {
        size.windowSize(picture: picture, scale: 2, pointsPerInch: Double(DeviceModel.phone61.pointsPerInch), dpi: dpi,
                        pixelsPerPoint: pixelsPerPoint, usable: usable)
    }

    func test_shortcuts_askForTheirSizes_andNoOtherDoes() {
        XCTAssertEqual(WindowSize(.physicalSize), .physical)
        XCTAssertEqual(WindowSize(.pixelAccurate), .pixelAccurate)
        XCTAssertEqual(WindowSize(.fitScreen), .fitScreen)
        XCTAssertNil(WindowSize(.screenshot))
        XCTAssertEqual(SimulatorCommand.allCases.filter(\.sizesWindow).map(\.keys), ["Ctrl+1", "Ctrl+2", "Ctrl+3"])
    }

    func test_physicalSize_showsTheScreenAsWideAsTheRealPhones() {
        let window = size(.physical, dpi: 96)

        // 836 px at 2x is 418 pt; the phone has 153.3 points to the inch; the display 96 pixels.
        XCTAssertEqual(window.width, 262)
        let screenInches = 390 / Double(DeviceModel.phone61.pointsPerInch)
        XCTAssertEqual(screenInches, 2.54, accuracy: 0.01, "the 6.1-inch phone's screen is 64.6 mm wide")
        XCTAssertEqual(size(.physical, dpi: 192).width, 523, "twice the pixels on a display twice as dense")
        XCTAssertEqual(size(.physical, dpi: 192, pixelsPerPoint: 2).width, 262, "the same window points on HiDPI")
    }

    func test_pixelAccurate_givesOneDisplayPixelPerPicturePixel() {
        XCTAssertEqual(size(.pixelAccurate).width, 836)
        XCTAssertEqual(size(.pixelAccurate).height, 1820, "taller than the display: as the iOS Simulator, not shrunk")
        XCTAssertEqual(size(.pixelAccurate, pixelsPerPoint: 2).width, 418)
    }

    func test_fitScreen_fillsTheUsableHeight_keepingTheShape() {
        let window = size(.fitScreen)

        XCTAssertEqual(window.height, 1140, "95 % of 1200, a title bar's room kept")
        XCTAssertEqual(Double(window.width) / Double(window.height), 836.0 / 1820, accuracy: 0.002)
    }

    func test_points_atLaunch_isOnePointPerPoint_shrunkOnlyToFit() {
        XCTAssertEqual(size(.points).width, 418)
        XCTAssertEqual(size(.points).height, 910)
        let small = WindowSize.points.windowSize(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, usable: (800, 600))
        XCTAssertEqual(small.height, 570)
    }

    func test_zoom_keepsItsFactor_whenThePictureGrows() {
        let zoom = WindowSize.zoom(0.4)

        let wider = zoom.windowSize(picture: (1436, 1820), scale: 2, pointsPerInch: 153, dpi: 96, usable: usable)

        XCTAssertEqual(wider.width, 574)
        XCTAssertEqual(wider.height, 728)
    }
}
