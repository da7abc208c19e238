import XCTest
import Raster
import Recording
import Simulator
import TestSupport
import UIKit

/// `SessionDiff`: two sessions replayed in lockstep, compared frame by frame.
final class SessionDiffTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sessions")

    static func recorded(_ name: String) throws -> SessionFile {
        try SessionFile.read(path: folder.appendingPathComponent("\(name).jsonl").path)
    }

    /// `file` with every touch at `from` moved to `to`, written to a temporary file and read back.
    static func moved(_ file: SessionFile, touchesAt from: CGPoint, to: CGPoint) throws -> SessionFile {
        var changed = file
        changed.lines = SessionLines(file.lines.map { line -> SessionLine in
            if case .event(let frame, .touch(let phase, let point, let finger)) = line, point == from { return .event(frame: frame, .touch(phase, to, finger: finger)) }
            return line
        })
        let path = TemporaryFiles.path(prefix: "diff", suffix: ".jsonl")
        try changed.text.write(toFile: path, atomically: true, encoding: .utf8)
        return try SessionFile.read(path: path)
    }

    /// The first frame whose screens differ, found by replaying each file alone to its end and
    /// keeping every frame's pixels (the later-ending one's frames against the other's last).
    static func firstDifferingFrameByPlainReplay(_ a: SessionFile, _ b: SessionFile) throws -> Int? {
        func frames(_ file: SessionFile) throws -> [Bitmap] {
            let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
            let replayer = SessionReplayer(file: file, session: session)
            var screens: [Bitmap] = []
            replayer.playToEnd(skippingIdle: false) { _ in screens.append(session.device.screen) }
            return screens
        }
        let screensA = try frames(a), screensB = try frames(b)
        for index in 0..<max(screensA.count, screensB.count) {
            let screenA = screensA[min(index, screensA.count - 1)], screenB = screensB[min(index, screensB.count - 1)]
            if screenA != screenB { return index + 1 }
        }
        return nil
    }

    func test_aSessionComparedWithItself_isIdenticalThroughItsLastFrame() throws {
        let file = try Self.recorded("plain")

        let result = try SessionDiff.compare(file, file, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.identical, result.summary)
        XCTAssertEqual(result.framesCompared, file.lastFrame)
        XCTAssertEqual(result.lastFrameA, file.lastFrame)
        XCTAssertEqual(result.lastFrameB, file.lastFrame)
        XCTAssertTrue(result.headerNotes.isEmpty)
    }

    func test_aMovedTap_isReportedAtTheFirstFrameAPlainReplayShowsDifferent_andWritesThreePictures() throws {
        let original = try Self.recorded("plain")
        let moved = try Self.moved(original, touchesAt: CGPoint(x: 187.5, y: 452), to: CGPoint(x: 187.5, y: 300))
        let expected = try Self.firstDifferingFrameByPlainReplay(original, moved)

        let result = try SessionDiff.compare(original, moved, makeRoot: SessionScript.root(for:))

        XCTAssertNotNil(expected, "the tap off the button changes what the page shows")
        XCTAssertEqual(result.difference?.frame, expected)
        XCTAssertEqual(result.framesCompared, expected)
        XCTAssertGreaterThan(result.difference?.changedPixels ?? 0, 0)
        XCTAssertEqual(result.difference?.inputsA, ["[5,\"b\",187.5,452]"])
        XCTAssertEqual(result.difference?.inputsB, ["[5,\"b\",187.5,300]"])
        let folder = try TemporaryFiles.folder(prefix: "diff-pictures")
        let paths = try result.writePictures(prefix: folder + "/diff")
        XCTAssertEqual(paths.map { ($0 as NSString).lastPathComponent },
                       ["a", "b", "difference"].map { "diff-frame\(expected ?? -1)-\($0).png" })
        for path in paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
    }

    func test_droppingTheLastDrag_isReportedWhereTheDragFirstMovesThePage() throws {
        let original = try Self.recorded("000-grid")
        var cut = original
        // Everything from the drag's first touch on goes, the end mark stays where it was.
        let dragStart = original.events.last { if case .touch(.began, _, _) = $0.event { return true } else { return false } }!.frame
        cut.lines = original.lines.filter { line in
            if case .event(_, .end) = line { return true }
            if case .event(let frame, _) = line { return frame < dragStart }
            return true
        }
        let expected = try Self.firstDifferingFrameByPlainReplay(original, cut)

        let result = try SessionDiff.compare(original, cut, makeRoot: SessionScript.root(for:))

        XCTAssertNotNil(expected)
        XCTAssertEqual(result.difference?.frame, expected)
        XCTAssertGreaterThan(expected ?? 0, dragStart)
    }

    func test_aSessionThatEndsLater_onAStillScreen_isNoDifference() throws {
        let file = try Self.recorded("plain")
        var longer = file
        // Thirty more frames of nothing: the screen stays as it was, so the pixels agree.
        longer.lines[longer.lines.count - 1] = .event(frame: file.lastFrame + 30, .end)

        let result = try SessionDiff.compare(file, longer, makeRoot: SessionScript.root(for:))

        XCTAssertTrue(result.identical, result.summary)
        XCTAssertEqual(result.lastFrameA, file.lastFrame)
        XCTAssertEqual(result.lastFrameB, file.lastFrame + 30)
        XCTAssertTrue(result.summary.contains("A ends at frame \(file.lastFrame)"), result.summary)
    }

    func test_sessionsAtDifferentScales_areRefusedNamingTheScale() throws {
        let file = try Self.recorded("plain")
        var doubled = file
        doubled.header.scale = 2

        XCTAssertThrowsError(try SessionDiff.compare(file, doubled, makeRoot: SessionScript.root(for:))) { error in
            XCTAssertEqual((error as? SessionFileError)?.field, "scale")
            XCTAssertTrue("\(error)".contains("1x") && "\(error)".contains("2x"), "\(error)")
        }
    }

    func test_differentDemos_areComparedWithANote() throws {
        let plain = try Self.recorded("plain"), grid = try Self.recorded("000-grid")

        let result = try SessionDiff.compare(plain, grid, makeRoot: SessionScript.root(for:))

        XCTAssertEqual(result.headerNotes.count, 1)
        XCTAssertTrue(result.headerNotes.first?.hasPrefix("demo:") ?? false)
        XCTAssertEqual(result.difference?.frame, 1, "different apps differ from the first frame")
    }
}
