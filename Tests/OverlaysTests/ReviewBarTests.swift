import Overlays
import Raster
import RasterTestSupport
import XCTest

/// The review bar under the replay window's phone: what it draws and what a click hits.
final class ReviewBarTests: XCTestCase {
    private func bar() -> ReviewBar {
        var bar = ReviewBar(lastFrame: 300, marks: [
            .init(frame: 20, kind: .touch), .init(frame: 24, kind: .touch),
            .init(frame: 24, kind: .transitionBegan), .init(frame: 60, kind: .transitionFinished),
            .init(frame: 120, kind: .transitionBegan), .init(frame: 150, kind: .transitionCancelled),
            .init(frame: 200, kind: .presentation), .init(frame: 230, kind: .rotation),
        ], width: 403 * 2, scale: 2)
        bar.frame = 132
        bar.transition = "pop 40% (finger)"
        return bar
    }

    func test_bar_drawsTimelineMarksButtonsAndCaption() {
        var bar = bar()
        bar.isPlaying = true
        bar.speed = 0.25

        let image = bar.image()

        XCTAssertEqual(image.height, bar.pixelHeight)
        assertGolden(image, named: "review-bar-playing")
    }

    func test_onABranch_theOriginalButtonIsShownAndHit() {
        var bar = bar()
        // The button sits at the right end of the line under the caption: 88 x 22 pt, 12 pt from
        // the edge, 102 pt down.
        let x = Double(bar.width) - (12 + 44) * 2, y = 113.0 * 2
        let offBranch = bar.action(atPixelX: x, y: y)
        let plain = bar.image()

        bar.offersOriginal = true
        bar.notice = "BRANCH branch-20261126-153541"
        let onBranch = bar.action(atPixelX: x, y: y)

        XCTAssertNil(offBranch)
        XCTAssertEqual(onBranch, .backToOriginal)
        XCTAssertFalse(bar.image() == plain, "the button is drawn")
    }

    func test_onABranch_theCaptionTheNoticeAndTheOriginalButton_coverNoneOfEachOther() throws {
        var plain = bar()
        plain.frame = 4_999_999
        plain.lastFrame = 5_000_000
        var branch = plain
        branch.offersOriginal = true
        branch.notice = "REC branch-20261126-153541-2 and a name long enough to reach the button"
        var buttonOnly = branch
        buttonOnly.notice = nil
        // The caption's line, 80...100 pt down, and the button, 88 x 22 pt from 102 pt down.
        func rows(_ image: Bitmap, _ from: Int, _ to: Int) -> [UInt32] { Array(image.pixels[(from * image.width)..<(to * image.width)]) }
        func button(_ image: Bitmap) -> [UInt32] {
            var pixels: [UInt32] = []
            for y in 102 * 2..<124 * 2 {
                let row = y * image.width
                pixels += image.pixels[(row + image.width - 100 * 2)..<(row + image.width - 12 * 2)]
            }
            return pixels
        }

        let plainImage = plain.image(), branchImage = branch.image(), buttonImage = buttonOnly.image()

        XCTAssertEqual(rows(branchImage, 80 * 2, 100 * 2), rows(plainImage, 80 * 2, 100 * 2),
                       "the caption, frame number included, is drawn whole on a branch")
        XCTAssertEqual(button(branchImage), button(buttonImage), "the notice ends before the button")
        XCTAssertNotEqual(rows(branchImage, 102 * 2, 124 * 2), rows(buttonImage, 102 * 2, 124 * 2), "the notice is drawn")
        assertGolden(branchImage, named: "review-bar-branch")
    }

    func test_clickOnTimeline_scrubsToTheFrameUnderIt() {
        let bar = bar()
        // The track runs from 16 pt to 16 pt short of the right edge, 14 to 36 pt down.
        let left = 16.0 * 2, right = Double(bar.width) - 16 * 2, y = 25.0 * 2

        XCTAssertEqual(bar.action(atPixelX: left, y: y), .scrub(0))
        XCTAssertEqual(bar.action(atPixelX: right, y: y), .scrub(300))
        XCTAssertEqual(bar.action(atPixelX: (left + right) / 2, y: y), .scrub(150))
        XCTAssertEqual(bar.frame(atPixelX: -50), 0, "a drag past the ends stops at them")
    }

    func test_clickOnButtons_asksForTheirActions() {
        let bar = bar()
        // Buttons are 36 pt wide, 5 pt apart, from x = 16, at y = 46...76; the speed buttons stand apart.
        func button(_ index: Int, extra: Double = 0) -> ReviewBar.Action? {
            bar.action(atPixelX: (16 + Double(index) * 41 + 18 + extra) * 2, y: 60 * 2)
        }

        XCTAssertEqual(button(0), .previousMark)
        XCTAssertEqual(button(1), .stepBack)
        XCTAssertEqual(button(2), .playPause)
        XCTAssertEqual(button(3), .stepForward)
        XCTAssertEqual(button(4), .nextMark)
        XCTAssertEqual(button(5, extra: 14), .slower)
        XCTAssertEqual(button(6, extra: 58), .faster)
        XCTAssertNil(bar.action(atPixelX: 5, y: 90 * 2), "the caption is not a button")
    }

    func test_speedButtons_stepThroughTheSpeedsAndStopAtTheEnds() {
        XCTAssertEqual(ReviewBar.speed(after: 1, faster: true), 2)
        XCTAssertEqual(ReviewBar.speed(after: 4, faster: true), 4)
        XCTAssertEqual(ReviewBar.speed(after: 0.1, faster: false), 0.1)
        XCTAssertEqual(ReviewBar.speed(after: 0.3, faster: false), 0.25, "a speed from the command line steps to its neighbour")
    }
}

/// The review bar's time: lived, idle included, as the REC pill counted it.
final class ReviewBarTimeTests: XCTestCase {
    func test_caption_showsTheTimeAsLived_whenTheWindowKnowsIt() {
        var bar = ReviewBar(lastFrame: 300, marks: [], width: 390, scale: 1)
        bar.frame = 120

        let simulated = bar.caption
        bar.livedFrames = 120 + 180 // three seconds of recorded idle time before frame 120
        let lived = bar.caption

        XCTAssertEqual(simulated, "frame 120 / 300   0:02.0")
        XCTAssertEqual(lived, "frame 120 / 300   0:05.0")
    }
}
