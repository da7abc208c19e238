import XCTest
import Foundation
import QuartzCore
import Recording
import Simulator
import TestSupport
@_spi(TransitionLab) import UIKit

/// Generated files at the format's limits (turns and moves packed into frames, waits, far end
/// marks, long lines) cost work and memory bounded by what they hold, never by how they pack
/// it: the counts and bounds that can fail, at modest sizes. The timings at larger sizes are
/// `scripts/flood-attack.sh`'s (issue 33).
final class GeneratedFloodTests: XCTestCase {
    private let header = """
    {"demo":"plain","device":"iphone-4.7","format":3,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    """

    /// The most animations attached to any layer of the window at any frame of a replay of `text`.
    private func mostAnimationsOnALayer(replaying text: String) throws -> Int {
        let file = try SessionFile(text: text)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)
        var most = 0
        func visit(_ layer: CALayer) {
            most = max(most, layer.animationKeys()?.count ?? 0)
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        replayer.playToEnd { _ in session.device.run { session.device.window.map { visit($0.layer) } } }
        return most
    }

    func test_turnsAtTheLimitOnEveryFrame_keepTheAnimationsOnAnyLayerBounded() throws {
        // Setup: one turn, and 32 turns (the limit) on each of 6 frames in a row.
        let one = "\(header)\n[1,\"k\",\"rotateLeft\"]\n[40,\"end\"]\n"
        let packed = "\(header)\n" + (1...6).map { frame in String(repeating: "[\(frame),\"k\",\"rotateLeft\"]\n", count: 32) }.joined()
            + "[60,\"end\"]\n"

        // Action
        let oneTurn = try mostAnimationsOnALayer(replaying: one)
        let flood = try mostAnimationsOnALayer(replaying: packed)

        // Assertions: 192 turns asked for, at most 4 animating at once (a layer once held the
        // animations of every turn asked for in the last 0.4 s, each later change reading them all).
        XCTAssertGreaterThan(oneTurn, 0)
        XCTAssertLessThanOrEqual(flood, 4 * oneTurn, "one turn puts \(oneTurn) on a layer")
    }

    func test_linesPackedAndUnpacked_areTheLinesGiven_whateverTheirNumbers() {
        let lines: [SessionLine] = [
            .event(frame: 0, .touch(.began, CGPoint(x: 187.5, y: -0.0))),
            .event(frame: 1, .touch(.moved, CGPoint(x: 0.1 + 0.2, y: 1e-300))),
            .event(frame: 2, .touch(.ended, CGPoint(x: -10_000, y: 10_000))),
            .event(frame: 3, .command(.rotateRight)), .event(frame: 3, .command(.screenshot)),
            .hash(frame: 4, FrameHash(value: .max)), .wait(frame: 5, frames: SessionLimits.maxFrame),
            .event(frame: Int(Int32.max) + 1, .end),
        ]

        var packed = SessionLines(lines)
        packed[1] = .event(frame: 1, .touch(.cancelled, CGPoint(x: 3.3, y: 4)))

        XCTAssertEqual(Array(SessionLines(lines)), lines)
        XCTAssertEqual(packed[1], .event(frame: 1, .touch(.cancelled, CGPoint(x: 3.3, y: 4))))
        XCTAssertEqual(Array(packed[2...]), Array(lines[2...]))
        XCTAssertEqual(packed.frame(at: 7), Int(Int32.max) + 1)
        if case .event(_, .touch(_, let point, _)) = packed[0] { XCTAssertEqual(point.y.sign, .minus, "negative zero kept") }
    }

    func test_filesAtEachLimit_areRead_andOnePastIt_isRefused() throws {
        // A line of exactly 64 KiB (padded with spaces, read by the JSON decoder), waits adding
        // up to 24 hours, and the end mark on the last frame.
        let prefix = "[1,\"b\",1,2", suffix = "]"
        let longLine = prefix + String(repeating: " ", count: SessionLimits.maxLineBytes - prefix.utf8.count - suffix.utf8.count) + suffix
        let waits = "[1,\"w\",\(SessionLimits.maxFrame - 3)]\n[2,\"w\",1]\n"
        let atLimits = "\(header)\n\(longLine)\n" + waits + "[2,\"e\",1,2]\n[\(SessionLimits.maxFrame),\"end\"]\n"
        let longer = "\(header)\n\(longLine.dropLast()) ]\n[2,\"end\"]\n"
        let waitedLonger = "\(header)\n[1,\"w\",\(SessionLimits.maxFrame - 2)]\n[2,\"w\",2]\n[3,\"end\"]\n"

        let file = try SessionFile(text: atLimits)

        XCTAssertEqual(file.lines.count, 5)
        XCTAssertEqual(file.lastFrame, SessionLimits.maxFrame)
        XCTAssertThrowsError(try SessionFile(text: longer)) { XCTAssertEqual(($0 as? SessionFileError)?.field, "line") }
        XCTAssertThrowsError(try SessionFile(text: waitedLonger)) { XCTAssertEqual(($0 as? SessionFileError)?.field, "wait") }
    }
}
