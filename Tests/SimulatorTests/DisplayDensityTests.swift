import XCTest
@testable import Simulator

/// The display density the physical size (Ctrl+1) is worked out from, and where it was read.
final class DisplayDensityTests: XCTestCase {
    func test_xftDPI_isReadFromTheResourceString() {
        let resources = "Xft.antialias:\t1\nXft.dpi:\t192\nXft.hinting:\t1\n"

        XCTAssertEqual(DisplayDensity.xftDPI(inResources: resources), 192)
        XCTAssertNil(DisplayDensity.xftDPI(inResources: "Xcursor.size:\t24\n"))
    }

    func test_choose_prefersXftDPI_thenTheMonitor_thenTheScreensMillimetres() {
        let xft = DisplayDensity.choose(xftDPI: 144, monitorDPI: 110, screenPixels: 1600, screenMillimetres: 211)
        let monitor = DisplayDensity.choose(xftDPI: nil, monitorDPI: 110, screenPixels: 1600, screenMillimetres: 211)
        let screen = DisplayDensity.choose(xftDPI: nil, monitorDPI: nil, screenPixels: 1600, screenMillimetres: 211)

        XCTAssertEqual(xft, DisplayDensity(dpi: 144, source: .xftDPI))
        XCTAssertEqual(monitor, DisplayDensity(dpi: 110, source: .monitor))
        XCTAssertEqual(screen.source, .screenMillimetres)
        XCTAssertEqual(screen.dpi, 192.6, accuracy: 0.1, "Xvfb -dpi 192 on a 1600-pixel screen gives 211 mm")
    }

    func test_choose_withNothingPlausible_guesses96_andSaysSo() {
        let density = DisplayDensity.choose(xftDPI: 0, monitorDPI: 0, screenPixels: 1024, screenMillimetres: 0)

        XCTAssertEqual(density, .guess)
        XCTAssertEqual(density.shortDescription, "96 dpi guessed")
    }
}
