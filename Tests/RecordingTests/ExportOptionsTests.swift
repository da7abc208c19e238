import XCTest
import Recording
import UIKit

/// The pure parts of export: reading --from/--to, choosing the format, sampling, labels and the
/// progress line.
final class ExportOptionsTests: XCTestCase {
    func test_positions_readSecondsAndFrameNumbers_andRefuseTheRest() {
        XCTAssertEqual(ExportPosition("1.5")?.frame, 90)
        XCTAssertEqual(ExportPosition("1.5s")?.frame, 90)
        XCTAssertEqual(ExportPosition("90f")?.frame, 90)
        XCTAssertEqual(ExportPosition("0")?.frame, 0)
        XCTAssertNil(ExportPosition("-1"))
        XCTAssertNil(ExportPosition("ninety"))
        XCTAssertNil(ExportPosition("1.5x"))
        XCTAssertNil(ExportPosition("f"))
    }

    func test_positions_readOnlyPlainDecimal_notHexSignsExponentsOrSpaces() {
        for text in ["0x10", "0x10f", "0x1p4", "+5", "+90f", "-0", "1e1", "1E1s", "inf", "nan", " 1", "1 ", "1_000", "\u{0663}",
                     "1.5.5", ".", "s", "..5", "", String(repeating: "9", count: 60_000)] {
            XCTAssertNil(ExportPosition(text), "'\(text.prefix(20))'")
        }
        XCTAssertEqual(ExportPosition(".5")?.frame, 30)
        XCTAssertEqual(ExportPosition("007f")?.frame, 7)
        XCTAssertEqual(ExportPosition("2S")?.frame, 120)
    }

    func test_sheetCounts_readOnlyPlainDecimal_withinTheirRanges() {
        XCTAssertEqual(ExportCount.read("12", in: ExportCount.columns), 12)
        XCTAssertEqual(ExportCount.read("0100", in: ExportCount.columns), 100)
        for text in ["0x10", "+5", "-1", "0", "101", " 5", "5 ", "1e2", "5.0", "", "\u{0665}", "99999999999999999999",
                     String(repeating: "1", count: 60_000)] {
            XCTAssertNil(ExportCount.read(text, in: ExportCount.columns), "'\(text.prefix(20))'")
        }
        XCTAssertEqual(ExportCount.read("5184000", in: ExportCount.every), 5_184_000, "every frame of 24 hours")
        XCTAssertNil(ExportCount.read("5184001", in: ExportCount.every))
    }

    func test_framePatterns_nameFramesByTheirNumber_andReadNamesBack() throws {
        let folder = try FrameFileNames(output: "out")
        let pattern = try FrameFileNames(output: "shots/f-%04d.png")
        let spaced = try FrameFileNames(output: "/tmp/x%5d")
        let widest = try FrameFileNames(output: "w-%010d.png")

        XCTAssertEqual(folder.path(ofFrame: 12), "out/frame-000012.png")
        XCTAssertEqual(pattern.path(ofFrame: 12), "shots/f-0012.png")
        XCTAssertEqual(pattern.name(ofFrame: 123_456), "f-123456.png", "a width is the least")
        XCTAssertEqual(spaced.path(ofFrame: 7), "/tmp/x    7")
        XCTAssertEqual(widest.path(ofFrame: 5), "./w-0000000005.png")
        XCTAssertEqual(pattern.frame(named: "f-0012.png"), 12)
        for name in ["f-12.png", "f-0012.PNG", "f-+012.png", "f-00012.png", "g-0012.png", "f-.png"] {
            XCTAssertNil(pattern.frame(named: name), name)
        }
    }

    func test_framePatterns_tooWideOrElsewhereThanTheFileName_areRefused_withShortMessages() {
        for output in ["d-%99999999d.png", "d-%11d.png", "d-%0000d.png", "m-%d/x.png", "%d/%d.png", "x-%s.png", "x-%d-%d.png",
                       "x-%ld.png", "x-%-5d.png", "x-%.png", "a/" + String(repeating: "%", count: 100_000) + "d"] {
            XCTAssertThrowsError(try FrameFileNames(output: output), String(output.prefix(20))) { error in
                guard case ExportError.refusedOutput(let message) = error else { return XCTFail("\(error)") }
                XCTAssertLessThan(message.count, 200, message)
            }
        }
    }

    func test_range_defaultsToTheWholeSession_andRefusesEndsOutsideItOrInTheWrongOrder() throws {
        XCTAssertEqual(try ExportPosition.range(from: nil, to: nil, lastFrame: 105), 0...105)
        XCTAssertEqual(try ExportPosition.range(from: .seconds(0.5), to: .frame(60), lastFrame: 105), 30...60)
        for (from, to) in [(ExportPosition.frame(60), ExportPosition.frame(30)), (.frame(40), .frame(40)),
                           (.seconds(3), nil), (nil, .frame(106))] {
            XCTAssertThrowsError(try ExportPosition.range(from: from, to: to, lastFrame: 105)) { error in
                guard case ExportError.badRange(let message) = error else { return XCTFail("\(error)") }
                XCTAssertTrue(message.contains("frame 105"), "names the session's end: \(message)")
            }
        }
    }

    func test_format_followsTheExtension_andNamesTheChoicesForAnUnknownOne() throws {
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "a/b.mp4"), .mp4)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "b.GIF"), .gif)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "sheet.png"), .sheet)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "frames"), .frames)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "frames/"), .frames)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: "shots/f-%06d.png"), .frames)
        XCTAssertEqual(try ExportFormat.inferred(fromPath: NSTemporaryDirectory()), .frames)
        XCTAssertThrowsError(try ExportFormat.inferred(fromPath: "movie.avi")) { error in
            XCTAssertTrue("\(error)".contains("--format"), "\(error)")
        }
    }

    func test_gifFrameSelection_keepsFiveOfEverySixFrames_andItsCountMatchesTheFormula() throws {
        for count in [1, 2, 6, 7, 61, 142] {
            let encoderSelects = (0..<count).filter { offset in
                // Output frame k shows offset floor(k * 6 / 5); an offset is kept when some k lands on it.
                (0...count).contains { ExportFormat.gif.sourceOffset(forOutputFrame: $0) == offset }
            }
            XCTAssertEqual(encoderSelects.count, ExportFormat.gif.outputFrameCount(simulatedFrames: count), "\(count) frames")
        }
        XCTAssertEqual(ExportFormat.mp4.outputFrameCount(simulatedFrames: 142), 142)
        XCTAssertEqual(ExportFormat.gif.outputFrameCount(simulatedFrames: 60), 50)
    }

    func test_sheetSampling_spreadsTilesFromFirstToLastFrame_orTakesEveryNth() {
        XCTAssertEqual(ContactSheet.sampleOffsets(frameCount: 106, tiles: 4), [0, 35, 70, 105])
        XCTAssertEqual(ContactSheet.sampleOffsets(frameCount: 106).count, ContactSheet.defaultTileCount)
        XCTAssertEqual(ContactSheet.sampleOffsets(frameCount: 3, tiles: 16), [0, 1, 2])
        XCTAssertEqual(ContactSheet.sampleOffsets(frameCount: 100, every: 30), [0, 30, 60, 90])
        XCTAssertEqual(ContactSheet.sampleOffsets(frameCount: 1), [0])
    }

    func test_labels_giveSimulatedTimeAndTransitionProgress() {
        XCTAssertEqual(ExportTimeFormat.clock(frame: 0), "0:00.00")
        XCTAssertEqual(ExportTimeFormat.clock(frame: 90), "0:01.50")
        XCTAssertEqual(ExportTimeFormat.clock(frame: 3_661), "1:01.02")
        XCTAssertEqual(ExportTimeFormat.progress(nil), "—")
        XCTAssertEqual(ExportTimeFormat.progress(TransitionProgress(kind: .push, fraction: 0.425, isInteractive: false)), "push 42%")
        XCTAssertEqual(ExportTimeFormat.progress(TransitionProgress(kind: .pop, fraction: 0.8, isInteractive: true)), "pop 80% (interactive)")
    }

    func test_progressBar_fillsWithTheFramesDone() {
        XCTAssertEqual(ExportProgressBar().line(done: 123, total: 270), "exporting [#########...........]  45%  frame 123/270")
        XCTAssertEqual(ExportProgressBar(width: 4).line(done: 10, total: 10), "exporting [####] 100%  frame 10/10")
    }
}
