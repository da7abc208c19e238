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

    func test_pixelAccurate_givesOneDisplayPixelPerPicturePixel_whereItFits() {
        let tall = (width: 1600, height: 2000)

        let window = WindowSize.pixelAccurate.windowSize(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, usable: tall)
        let hiDPI = WindowSize.pixelAccurate.windowSize(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, pixelsPerPoint: 2, usable: tall)

        XCTAssertEqual(window.width, 836)
        XCTAssertEqual(window.height, 1820)
        XCTAssertEqual(hiDPI.width, 418)
    }

    func test_pixelAccurate_tallerThanTheDisplay_isScaledDownToFit_sayingHowMuch() {
        let fit = WindowSize.pixelAccurate.fitted(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, usable: usable)

        XCTAssertEqual(fit.height, 1140, "95 % of 1200, as the iOS Simulator keeps its window on the display")
        XCTAssertEqual(fit.width, 524)
        XCTAssertEqual(fit.shown, 1140.0 / 1820, accuracy: 0.001)
        XCTAssertEqual(WindowSize.pixelAccurate.notice(fit, density: .guess), "Pixel accurate: scaled to 63% to fit")
    }

    func test_everySize_onSmallMediumAndLargeDisplays_atTwoDensities_fitsTheUsableArea() {
        let pictures = [(width: 836, height: 1820), (width: 1820, height: 836), (width: 1436, height: 1820)]
        let displays = [(width: 1024, height: 768), (width: 1600, height: 1400), (width: 3840, height: 2160)]
        let sizes: [WindowSize] = [.points, .physical, .pixelAccurate, .fitScreen, .zoom(3)]

        var tooLarge: [String] = []
        for picture in pictures {
            for display in displays {
                for dpi in [96.0, 192.0] {
                    for size in sizes {
                        let fit = size.fitted(picture: picture, scale: 2, pointsPerInch: 153.3, dpi: dpi, usable: display)
                        if fit.width > display.width || Double(fit.height) > Double(display.height) * 0.95 + 0.5 {
                            tooLarge.append("\(size) \(picture) on \(display) at \(dpi): \(fit.width) x \(fit.height)")
                        }
                    }
                }
            }
        }

        XCTAssertEqual(tooLarge, [], "every window fits its display's usable area")
    }

    func test_physicalSize_onALargeDenseDisplay_isTheRealPhonesSize_andSaysItsDensity() {
        let display = (width: 3840, height: 2160)

        let fit = WindowSize.physical.fitted(picture: picture, scale: 2, pointsPerInch: Double(DeviceModel.phone61.pointsPerInch), dpi: 192,
                                             usable: display)
        let density = DisplayDensity(dpi: 192, source: .screenMillimetres)

        XCTAssertEqual(fit.width, 523, "the 6.1-inch phone's frame, 2.7 inches across at 192 dpi")
        XCTAssertEqual(fit.shown, 1)
        XCTAssertEqual(WindowSize.physical.notice(fit, density: density), "Physical size, 192 dpi (X screen)")
    }

    func test_physicalSize_thatDoesNotFit_isScaledDown_andTheGuessIsSaid() {
        let small = (width: 1024, height: 768)

        let fit = WindowSize.physical.fitted(picture: picture, scale: 2, pointsPerInch: 153.3, dpi: 192, usable: small)

        XCTAssertEqual(fit.height, 730, "95 % of 768")
        XCTAssertEqual(WindowSize.physical.notice(fit, density: .guess),
                       "Physical size, 96 dpi guessed: 64%")
    }

    func test_windowDraggedLargerThanTheDisplay_isKeptToIt_andFitScreenSaysItsZoom() {
        let dragged = WindowSize.zoom(2)

        let fit = dragged.fitted(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, usable: usable)
        let fitScreen = WindowSize.fitScreen.fitted(picture: picture, scale: 2, pointsPerInch: 153, dpi: 96, usable: usable)

        XCTAssertEqual(fit.height, 1140)
        XCTAssertEqual(WindowSize.fitScreen.notice(fitScreen, density: .guess), "Fit screen: 63% of pixel accurate")
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
