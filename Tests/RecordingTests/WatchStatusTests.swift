import Overlays
import TestSupport
@testable import SimulatorWindow
import XCTest

/// What `open --watch` tells the app's window: a build's first error read from the compiler's
/// output, the status file written whole and read back, and the bar it sets.
final class WatchStatusTests: XCTestCase {
    func test_firstError_isTheCompilersFirstLocatedError() {
        let output = """
            [3/4] Compiling SampleApp AppDelegate.swift
            /cache/open/SampleApp-1/Sources/SampleApp/CardFlipTransition.swift:39:42: error: incorrect argument label in call (have 'whit:alpha:', expected 'white:alpha:')
             37 |         let dimming = UIView(frame: containerView.bounds)
            /cache/open/SampleApp-1/Sources/SampleApp/CardList.swift:3:1: error: expressions are not allowed at the top level
            """

        let failure = WatchStatus.Failure.first(in: output)

        XCTAssertEqual(failure?.file, "/cache/open/SampleApp-1/Sources/SampleApp/CardFlipTransition.swift")
        XCTAssertEqual(failure?.line, 39)
        XCTAssertEqual(failure?.column, 42)
        XCTAssertEqual(failure?.message, "incorrect argument label in call (have 'whit:alpha:', expected 'white:alpha:')")
    }

    func test_firstError_withoutAPlace_isTheFirstErrorLine_andNoneIsNil() {
        let failure = WatchStatus.Failure.first(in: "Building...\nerror: link command failed with exit code 1\n")

        XCTAssertNil(failure?.file)
        XCTAssertEqual(failure?.message, "link command failed with exit code 1")
        XCTAssertNil(WatchStatus.Failure.first(in: "Build of product 'SampleApp' complete! (3.39s)\n"))
    }

    func test_status_writtenWhole_readsBack_andTheFileIsPolledOnlyWhenItChanges() throws {
        let path = try TemporaryFiles.folder(prefix: "watch-status") + "/watch-status.json"
        var status = WatchStatus(build: 2, resumedFrame: 192, comparison: "differs")
        status.firstDifference = 14
        let poller = WatchStatusFile(path: path)

        XCTAssertNil(poller.poll(), "no file yet")
        try status.write(to: path)
        let first = poller.poll()
        let again = poller.poll()
        status.failure = WatchStatus.Failure(file: "/src/Card.swift", line: 3, column: 9, message: "cannot find 'x' in scope")
        try status.write(to: path)
        let changed = poller.poll()

        XCTAssertEqual(first?.firstDifference, 14)
        XCTAssertNil(again, "unchanged: nothing new")
        XCTAssertEqual(changed, status)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + ".new"), "the temporary file was renamed into place")
    }

    func test_status_setsTheBar_keepingTheWindowsOwnTimeline() {
        var status = WatchStatus(build: 3, resumedFrame: 500, comparison: "differs")
        status.firstDifference = 40
        status.failure = WatchStatus.Failure(file: "/src/Cards/Card.swift", line: 3, column: 9, message: "cannot find 'x' in scope")
        var bar = WatchBar(build: 1, resumedFrame: 192, marks: [ReviewBar.Mark(frame: 10, kind: .touch)])

        status.apply(to: &bar)

        XCTAssertEqual(bar.build, 3)
        XCTAssertEqual(bar.resumedFrame, 192, "where this window's resume ended")
        XCTAssertEqual(bar.marks.count, 1)
        XCTAssertEqual(bar.comparison, .differs(frame: 40))
        XCTAssertEqual(bar.buildFailure, WatchBar.BuildFailure(location: "Card.swift:3:9", message: "cannot find 'x' in scope"))
    }
}
