import Overlays
import Raster
import RasterTestSupport
import XCTest

/// The diff window's picture, drawn headless: two screens side by side under their labels, or
/// B over A with the changed pixels tinted, above the status line.
final class DiffPictureTests: XCTestCase {
    private static let paper = RGBA8(r: 242, g: 242, b: 247, a: 255)
    private static let magenta = RGBA8(r: 255, g: 0, b: 255, a: 255)

    /// The 4.7-inch phone's screen at 1x, as the test sessions replay: a blue card at `cardY`
    /// pixels down on a pale page.
    private func screen(cardY: Int) -> Bitmap {
        var screen = Bitmap(width: 375, height: 667, color: Self.paper)
        screen.fill(PixelRect(x0: 40, y0: cardY, x1: 335, y1: cardY + 160), color: RGBA8(r: 0, g: 122, b: 255, a: 255))
        return screen
    }

    private let status = "frame 42  0.70 s  DIFFERENT (2400 px)  ·  first at frame 40   [D, Space, ←/→, Esc]"

    func test_sideBySide_screensThatDiffer_drawsBothUnderLabelsInMagentaFrames() {
        let a = screen(cardY: 120), b = screen(cardY: 200)

        let picture = DiffPicture.compose(a, b, mode: .sideBySide, labels: ("before.jsonl", "after.jsonl"),
                                          status: status, differs: true, scale: 1)

        // Margins of 12 pt round and between the screens, 34 pt above them, 50 pt below.
        XCTAssertEqual(picture.width, 12 + 2 * (375 + 12))
        XCTAssertEqual(picture.height, 34 + 667 + 50)
        XCTAssertEqual(picture[12 - 1, 34 + 100], Self.magenta, "a frame round A while the screens differ")
        assertGolden(picture, named: "diff-picture-side-by-side")
    }

    func test_overlay_screensThatDiffer_tintsOnlyTheChangedPixels() {
        let a = screen(cardY: 120), b = screen(cardY: 200)

        let picture = DiffPicture.compose(a, b, mode: .overlay, labels: ("before.jsonl", "after.jsonl"),
                                          status: status, differs: true, scale: 1)
        let overlay = DiffPicture.overlay(a, b)

        XCTAssertEqual(overlay[10, 10], b[10, 10], "an unchanged pixel is B's")
        XCTAssertEqual(overlay[180, 150], RGBA8(r: 250, g: 80, b: 252, a: 255), "A's card, gone from B: B's page two thirds to magenta")
        XCTAssertEqual(picture.width, 12 + 375 + 12, "one screen")
        assertGolden(picture, named: "diff-picture-overlay")
    }

    func test_sideBySide_sameScreens_drawsNoMagentaFrame() {
        let a = screen(cardY: 120)

        let picture = DiffPicture.compose(a, a, mode: .sideBySide, labels: ("a.jsonl", "b.jsonl"),
                                          status: "frame 1  same", differs: false, scale: 1)

        XCTAssertEqual(picture[12 - 1, 34 + 100], RGBA8(r: 24, g: 24, b: 28, a: 255), "the backdrop where the frame would be")
    }

    func test_sideBySide_labelWiderThanItsScreen_staysOnItsLine() {
        // Setup: screens 120 px wide, narrower than the names over them.
        let a = Bitmap(width: 120, height: 200, color: Self.paper)
        let long = "recordings/2026-11-27/a-rather-long-session-name-before.jsonl"

        let picture = DiffPicture.compose(a, a, mode: .sideBySide, labels: (long, long),
                                          status: "same", differs: false, scale: 1)

        // Assertions: nothing but the screen's own pixels from its top edge down.
        let screen = picture.cropped(to: PixelRect(x: 12, y: 34, width: 120, height: 200))
        XCTAssertTrue(screen.pixels.allSatisfy { $0 == Self.paper.packed }, "the label does not run down over the screen")
        let labelRow = picture.cropped(to: PixelRect(x: 12, y: 0, width: 120, height: 34))
        XCTAssertTrue(labelRow.pixels.contains { $0 != RGBA8(r: 24, g: 24, b: 28, a: 255).packed }, "the label is drawn")
    }
}
