import Overlays
import Raster
import RasterTestSupport
import XCTest

/// The window's marks around a phone picture, drawn headless: the strip under the phone and
/// the panel beside it, never over the phone. The session's choice of marks is tested with
/// the session (SimulatorTests' `SessionChromeTests`).
final class WindowChromeTests: XCTestCase {
    private static let phone = RGBA8(r: 90, g: 140, b: 200, a: 255)

    /// Chrome with every mark: two pills, a toast, two shortcuts and a card with progress.
    private func everyMark() -> WindowChrome {
        var chrome = WindowChrome()
        chrome.pills = [("REC 0:01.0", RGBA8(red: 0.16, green: 0.16, blue: 0.18), .white, true),
                        ("PAUSED", RGBA8(red: 0.95, green: 0.6, blue: 0.1), .black, false)]
        chrome.toast = "Saved TransitionLab Screenshot - iPhone (6.1-inch) - 2026-11-27 at 10.15.02.png"
        chrome.shortcuts = [("Ctrl+R", "Start or stop recording"), ("Space", "Pause")]
        chrome.card = ([("Pop 42%", .white), ("release \u{2192} cancel", RGBA8(red: 1, green: 0.42, blue: 0.4))], 0.42)
        return chrome
    }

    func test_everyMark_aroundAPhonePicture_leavesThePhoneAsDrawn() {
        let chrome = everyMark()
        let phone = (width: 200, height: 360)

        let picture = chrome.picture(phoneSize: phone, scale: 1) { $0.fill(PixelRect(x: 0, y: 0, width: phone.width, height: phone.height), color: Self.phone) }

        let size = chrome.pictureSize(phone: phone, scale: 1)
        XCTAssertEqual(picture.width, size.width)
        XCTAssertEqual(picture.height, size.height)
        XCTAssertEqual(picture.width, phone.width + Int(WindowChrome.panelWidth), "the panel is beside the phone")
        XCTAssertGreaterThanOrEqual(picture.height, phone.height + Int(WindowChrome.stripHeight), "the strip is under it")
        let phonePixels = picture.cropped(to: PixelRect(x: 0, y: 0, width: phone.width, height: phone.height))
        XCTAssertTrue(phonePixels.pixels.allSatisfy { $0 == Self.phone.packed }, "no mark is drawn over the phone")
        assertGolden(picture, named: "window-chrome-every-mark")
    }

    func test_pictureOnACanvas_isTheSameBytes_andTakesTheCanvas() {
        let chrome = everyMark()
        let phone = (width: 200, height: 360)
        let drawPhone: (inout Bitmap) -> Void = { $0.fill(PixelRect(x: 0, y: 0, width: phone.width, height: phone.height), color: Self.phone) }
        let size = chrome.pictureSize(phone: phone, scale: 1)
        // Whatever a canvas holds (here a last picture's leftovers) is filled over.
        var canvas: Bitmap? = Bitmap(width: size.width, height: size.height, color: RGBA8(r: 255, g: 0, b: 255, a: 255))
        var wrongSize: Bitmap? = Bitmap(width: size.width - 1, height: size.height, color: .white)

        let onCanvas = chrome.picture(phoneSize: phone, scale: 1, canvas: &canvas, drawPhone: drawPhone)
        let beside = chrome.picture(phoneSize: phone, scale: 1, canvas: &wrongSize, drawPhone: drawPhone)

        let fresh = chrome.picture(phoneSize: phone, scale: 1, drawPhone: drawPhone)
        XCTAssertTrue(onCanvas == fresh, "drawn on a canvas, the same bytes as on a new bitmap")
        XCTAssertTrue(beside == fresh)
        XCTAssertNil(canvas, "the canvas is taken")
        XCTAssertEqual(wrongSize?.width, size.width - 1, "a canvas of another size is left to its owner")
        XCTAssertTrue(wrongSize?.pixels.allSatisfy { $0 == RGBA8.white.packed } == true)
    }

    func test_pictureOnACanvas_withPhoneCorners_fillsOnlyAroundThePhoneAndInItsCorners() {
        // Setup: a phone that draws nothing, so what the backdrop fill left shows.
        let chrome = everyMark()
        let phone = (width: 200, height: 360), corner = 9
        let leftover = RGBA8(r: 255, g: 0, b: 255, a: 255)
        let size = chrome.pictureSize(phone: phone, scale: 1)
        var canvas: Bitmap? = Bitmap(width: size.width, height: size.height, color: leftover)

        // Action
        let picture = chrome.picture(phoneSize: phone, scale: 1, canvas: &canvas, phoneCorners: corner) { _ in }

        // Assertions: the phone's corner squares and everything outside it get the backdrop, the rest is left.
        XCTAssertEqual(picture[0, 0], WindowChrome.backdrop, "a corner square")
        XCTAssertEqual(picture[phone.width - 1, phone.height - corner], WindowChrome.backdrop, "a corner square")
        XCTAssertEqual(picture[corner, corner], leftover, "inside the phone, past its corners")
        XCTAssertEqual(picture[phone.width / 2, 0], leftover, "the phone's top edge between its corners")
        XCTAssertEqual(picture[phone.width + 1, 5], chrome.picture(phoneSize: phone, scale: 1) { _ in }[phone.width + 1, 5], "beside the phone")
    }

    func test_help_growsThePanelByALinePerShortcut() {
        var chrome = WindowChrome()
        let phone = (width: 100, height: 100)
        // Ten lines already make the panel taller than the phone and its strip.
        chrome.shortcuts = Array(repeating: ("A", "a"), count: 10)
        let ten = chrome.pictureSize(phone: phone, scale: 1).height

        chrome.shortcuts = Array(repeating: ("A", "a"), count: 40)
        let forty = chrome.pictureSize(phone: phone, scale: 1).height

        XCTAssertEqual(forty - ten, 30 * 21, "21 pt a line")
    }

    func test_noMarks_noPanel_andAnEmptyStrip() {
        let chrome = WindowChrome()

        let picture = chrome.picture(phoneSize: (width: 100, height: 100), scale: 2) { _ in }

        XCTAssertFalse(chrome.hasPanel)
        XCTAssertEqual(picture.width, 100)
        XCTAssertEqual(picture.height, 100 + Int(WindowChrome.stripHeight * 2))
        XCTAssertTrue(picture.pixels.allSatisfy { $0 == WindowChrome.backdrop.packed })
    }
}
