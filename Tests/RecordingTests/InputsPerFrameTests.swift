import XCTest
import Foundation
import Recording
import Simulator
import TestSupport
import UIKit

/// A frame takes a bounded number of inputs: a file packing more into one frame is refused, and
/// the window never records more, even paused (docs/SESSION-FORMAT.md, "Limits"; issue 33).
final class InputsPerFrameTests: XCTestCase {
    private let header = """
    {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    """

    private func moves(_ count: Int, frame: Int) -> String {
        (0..<count).map { "[\(frame),\"m\",\(100 + $0 % 50),200]\n" }.joined()
    }

    func test_oneInputOverTheLimitOnAFrame_isRefused_namingTheLineAndTheFrame() {
        // A finger down then 1,000 moves: 1,001 inputs at frame 7, the last on line 1,002.
        let text = "\(header)\n[7,\"b\",100,200]\n" + moves(1000, frame: 7) + "[7,\"e\",100,200]\n[8,\"end\"]\n"

        XCTAssertThrowsError(try SessionFile(text: text)) { error in
            let error = error as? SessionFileError
            XCTAssertEqual(error?.line, 1002)
            XCTAssertEqual(error?.field, "frame")
            XCTAssertTrue(error?.message.contains("more than 1000 inputs at frame 7") ?? false, error?.message ?? String(describing: error))
        }
    }

    func test_inputsUpToTheLimitOnEachFrame_areRead() throws {
        let text = "\(header)\n[7,\"b\",100,200]\n" + moves(999, frame: 7) + moves(999, frame: 8) + "[8,\"e\",1,2]\n[9,\"end\"]\n"

        let file = try SessionFile(text: text)

        XCTAssertEqual(file.events.count, 2001)
    }

    func test_waitsAndHashes_doNotCountAsInputs() throws {
        let hashes = (0..<1500).map { "[7,\"h\",\"\(String(format: "%016x", $0))\"]\n" }.joined()
        let waits = (0..<1500).map { _ in "[7,\"w\",1]\n" }.joined()

        let file = try SessionFile(text: "\(header)\n" + hashes + waits + "[7,\"b\",1,2]\n[9,\"end\"]\n")

        XCTAssertEqual(file.lines.count, 3002)
    }

    func test_oneShortcutOverTheLimitOnAFrame_isRefused_namingTheLineAndTheFrame() {
        let turns = String(repeating: "[3,\"k\",\"rotateLeft\"]\n", count: 33)

        XCTAssertThrowsError(try SessionFile(text: "\(header)\n" + turns + "[4,\"end\"]\n")) { error in
            let error = error as? SessionFileError
            XCTAssertEqual(error?.line, 34)
            XCTAssertEqual(error?.field, "frame")
            XCTAssertTrue(error?.message.contains("more than 32 shortcuts at frame 3") ?? false, error?.message ?? String(describing: error))
        }
    }

    func test_theWindowsLimits_areTheFormats() {
        XCTAssertEqual(SimulatorSession.maxInputsPerFrame, SessionLimits.maxInputsPerFrame)
        XCTAssertEqual(SimulatorSession.maxShortcutsPerFrame, SessionLimits.maxShortcutsPerFrame)
    }

    func test_theShippedSessions_areWithinTheLimits() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let paths = ["Sessions", "LegacySessions"].flatMap { name in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? [])
                .filter { $0.hasSuffix(".jsonl") }.map { folder.appendingPathComponent(name).appendingPathComponent($0).path }
        }

        XCTAssertGreaterThanOrEqual(paths.count, 8)
        for path in paths { XCTAssertNoThrow(try SessionFile.read(path: path), path) }
    }

    func test_aDragWhilePaused_takesNoMoreThanTheLimitOnOneFrame_andItsRecordingReads() throws {
        // Setup: the plain demo recorded, the clock paused, the finger down.
        let script = try SessionScript(demo: "plain")
        let session = script.session
        script.wait(3)
        session.perform(.togglePause)
        let screen = session.frame.screenRect
        func pixel(_ x: Double, _ y: Double) -> (Double, Double) { (Double(screen.x0) + x, Double(screen.y0) + y) }
        let start = pixel(100, 300)

        // Action: 3,000 moves and a lift on the paused frame, then three turns of the phone too many.
        XCTAssertTrue(session.mouse(.began, atFramePixel: start.0, start.1))
        var taken = 0
        for index in 0..<3000 {
            let point = pixel(100 + Double(index % 100), 300)
            if session.mouse(.moved, atFramePixel: point.0, point.1) { taken += 1 }
        }
        let lifted = session.mouse(.ended, atFramePixel: start.0, start.1)
        session.perform(.togglePause)
        script.wait(2)
        let file = try script.finish()

        // Assertions: the moves stop at the limit, the finger still comes up, a toast says why,
        // and the file reads with no frame over the limit.
        // The pause and the finger down came first; three places are kept for the lift and the clock's shortcuts.
        XCTAssertEqual(taken, SessionLimits.maxInputsPerFrame - 5)
        XCTAssertTrue(lifted)
        XCTAssertNil(session.fingerLocation)
        XCTAssertEqual(session.notice?.text.hasPrefix("Too many inputs on one paused frame"), true)
        let perFrame = Dictionary(grouping: file.events, by: \.frame).mapValues(\.count)
        XCTAssertLessThanOrEqual(perFrame.values.max() ?? 0, SessionLimits.maxInputsPerFrame)
        XCTAssertEqual(file.events.filter { $0.event == .touch(.ended, $0.event.point ?? .zero) }.count, 1)
    }

    func test_turnsWhilePaused_stopAtTheShortcutLimit_butPauseAndStepAreAlwaysTaken() throws {
        let script = try SessionScript(demo: "plain")
        let session = script.session
        script.wait(3)
        session.perform(.togglePause)
        let frame = session.device.frameCount

        for _ in 0..<40 { session.perform(.toggleTouchIndicator) }
        session.perform(.stepFrame)
        let file = try script.finish()

        let shortcuts = file.events.filter { $0.frame == frame }.compactMap { event -> SimulatorCommand? in
            if case .command(let command) = event.event { return command } else { return nil }
        }
        XCTAssertEqual(shortcuts.filter { $0 == .toggleTouchIndicator }.count, SessionLimits.maxShortcutsPerFrame - 3)
        XCTAssertEqual(shortcuts.last, .stepFrame)
        XCTAssertLessThanOrEqual(shortcuts.count, SessionLimits.maxShortcutsPerFrame)
    }
}

private extension SessionEvent {
    /// The point of a touch, or nil.
    var point: CGPoint? {
        if case .touch(_, let point, _) = self { return point }
        return nil
    }
}
