import Overlays
import Raster
import RasterTestSupport
import XCTest

/// The bar `open --watch` adds under the window's strip: its place, its flag at the first frame a
/// new build draws differently, and a failed build's first error in its stead.
final class WatchBarTests: XCTestCase {
    private static let phone = RGBA8(r: 90, g: 140, b: 200, a: 255)
    
    /// A picture of `bar` under a plain phone at scale 2.
    private func picture(_ bar: WatchBar) -> Bitmap {
        var chrome = WindowChrome()
        chrome.pills = [("REC 0:03.2", RGBA8(red: 0.16, green: 0.16, blue: 0.18), .white, true)]
        chrome.watchBar = bar
        return chrome.picture(phoneSize: (width: 780, height: 200), scale: 2) {
            $0.fill(PixelRect(x: 0, y: 0, width: 780, height: 200), color: Self.phone)
        }
    }

    func test_watchBar_addsItsHeightUnderTheStrip_andLeavesThePhoneAsDrawn() {
        let bar = WatchBar(build: 2, resumedFrame: 192, comparison: .differs(frame: 14))

        let shown = picture(bar)

        XCTAssertEqual(shown.height, 200 + Int((WindowChrome.stripHeight + WatchBar.height) * 2))
        let phonePixels = shown.cropped(to: PixelRect(x: 0, y: 0, width: 780, height: 200))
        XCTAssertTrue(phonePixels.pixels.allSatisfy { $0 == Self.phone.packed }, "no mark is drawn over the phone")
    }

    func test_differs_flagsTheFrameOnTheTimeline_andSaysItsTime() {
        let marks = [ReviewBar.Mark(frame: 10, kind: .touch), ReviewBar.Mark(frame: 13, kind: .presentation),
                     ReviewBar.Mark(frame: 60, kind: .presentation)]
        let bar = WatchBar(build: 2, resumedFrame: 192, marks: marks, comparison: .differs(frame: 96))

        let shown = picture(bar)

        XCTAssertEqual(bar.caption, "Differs from build 1 from frame 96 (0:01.6) on")
        // The flag's yellow sits half way along the track (frame 96 of 192), 16 pt from each side.
        let top = 200 + Int(WindowChrome.stripHeight * 2)
        let flagX = Int(((16 + (390 - 32) * 0.5) * 2).rounded())
        let flagRow = (0..<Int(WatchBar.height * 2)).map { shown[flagX, top + $0] }
        XCTAssertTrue(flagRow.contains { $0.r > 240 && $0.g > 190 && $0.b < 80 }, "a yellow flag at frame 96")
        assertGolden(shown, named: "watch-bar-differs")
    }

    func test_buildFailure_showsTheFileAndLine_andTheMessage_inRed() {
        var bar = WatchBar(build: 3, resumedFrame: 300, comparison: .same)
        bar.buildFailure = WatchBar.BuildFailure(location: "CardFlipTransition.swift:39:42",
                                                 message: "incorrect argument label in call (have 'whit:alpha:', expected 'white:alpha:')")

        let shown = picture(bar)

        let top = 200 + Int(WindowChrome.stripHeight * 2)
        XCTAssertEqual(shown[60, top + 8], WindowChrome.alertFill, "the bar turns red")
        assertGolden(shown, named: "watch-bar-build-failed")
    }

    func test_caption_saysWhatTheComparisonFound() {
        var bar = WatchBar(build: 4, resumedFrame: 120)

        XCTAssertTrue(bar.caption.hasPrefix("Watching"))
        bar.comparison = .comparing
        XCTAssertEqual(bar.caption, "Comparing every frame with build 3…")
        bar.comparison = .same
        XCTAssertEqual(bar.caption, "Every frame to 120 as build 3 drew it")
        bar.comparison = .unavailable("the previous build could not replay the session")
        XCTAssertEqual(bar.caption, "Not compared with build 3: the previous build could not replay the session")
    }
}
