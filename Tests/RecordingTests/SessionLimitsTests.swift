import XCTest
import Demos
import Recording
import Simulator
import UIKit

/// Bounded by any file: every number read is range-checked before it becomes a frame count,
/// lines have a length limit, errors quote a short excerpt, and idle stretches cost nothing to
/// replay (docs/SESSION-FORMAT.md, "Limits").
final class SessionLimitsTests: XCTestCase {
    private let header = """
    {"demo":"plain","device":"iphone-4.7","format":2,"kind":"transition-lab-session","orientation":"portrait","scale":1,"version":"0.6.0"}
    """

    private func error(_ text: String) -> SessionFileError? {
        do { _ = try SessionFile(text: text); return nil } catch { return error as? SessionFileError }
    }

    func test_framesBeyond24Hours_areRefused_namingLineAndField() {
        let lastAllowed = "\(header)\n[1,\"b\",1,2]\n[5184000,\"end\"]\n"
        let oneMore = error("\(header)\n[1,\"b\",1,2]\n[5184001,\"end\"]\n")
        let huge = error("\(header)\n[1e12,\"end\"]\n[1e12,\"end\"]\n")
        let beyondInt = error("\(header)\n[1e300,\"b\",1,2]\n")

        XCTAssertNoThrow(try SessionFile(text: lastAllowed))
        XCTAssertEqual(oneMore.map { "\($0.line) \($0.field)" }, "3 frame")
        XCTAssertTrue(oneMore?.message.contains("5184000") ?? false, oneMore?.message ?? "")
        XCTAssertEqual(huge.map { "\($0.line) \($0.field)" }, "2 frame")
        XCTAssertEqual(beyondInt.map { "\($0.line) \($0.field)" }, "2 frame")
    }

    func test_coordinatesOutsideTheLimit_areRefused() {
        let far = error("\(header)\n[1,\"b\",10000.5,2]\n[2,\"end\"]\n")
        let edge = "\(header)\n[1,\"b\",-10000,10000]\n[2,\"e\",-10000,10000]\n"

        XCTAssertEqual(far.map { "\($0.line) \($0.field)" }, "2 x")
        XCTAssertNoThrow(try SessionFile(text: edge))
    }

    func test_aLineLongerThan64KiB_isRefused_quotingOnlyAShortExcerpt() {
        let long = String(repeating: "x", count: 100_000)
        let longKind = error("\(header)\n[1,\"\(long)\",1,2]\n[2,\"end\"]\n")
        let longString = error("\(header)\n[1,\"k\",\"\(String(long.prefix(60_000)))\"]\n[2,\"end\"]\n")

        XCTAssertEqual(longKind.map { "\($0.line) \($0.field)" }, "2 line")
        XCTAssertTrue(longKind?.message.contains("longer than 65536 bytes") ?? false, longKind?.message ?? "")
        XCTAssertLessThan(longKind?.description.count ?? .max, 200)
        XCTAssertEqual(longString.map { "\($0.line) \($0.field)" }, "2 command")
        XCTAssertLessThan(longString?.description.count ?? .max, 300, "the unknown command is quoted in 40 characters")
    }

    func test_headerNamesLongerThan40Characters_areRefused() {
        let longVersion = error(header.replacingOccurrences(of: "\"0.6.0\"", with: "\"\(String(repeating: "9", count: 5000))\"") + "\n")
        let longDemo = error(header.replacingOccurrences(of: "\"plain\"", with: "\"\(String(repeating: "p", count: 41))\"") + "\n")

        XCTAssertEqual(longVersion.map { "\($0.line) \($0.field)" }, "1 version")
        XCTAssertLessThan(longVersion?.description.count ?? .max, 120)
        XCTAssertEqual(longDemo.map { "\($0.line) \($0.field)" }, "1 demo")
    }

    func test_errorsQuoteControlBytesEscaped_inAShortExcerpt() {
        let nuls = error("\(header)\n\u{0}\u{0}[1,\"b\",1,2]\n[2,\"end\"]\n")

        XCTAssertEqual(nuls.map { "\($0.line) \($0.field)" }, "2 line")
        XCTAssertTrue(nuls?.message.contains("`\\0\\0[1,") ?? false, nuls?.message ?? "")
    }

    func test_aFileOfOneHugeLine_isReadInBoundedMemory() throws {
        // A sparse file: 256 MB of NUL bytes after a whole line, as a machine losing power can
        // leave one, costs no disk. Reading it whole (as the reader once did) takes several times that.
        let path = NSTemporaryDirectory() + "huge-\(UUID().uuidString).jsonl"
        try "\(header)\n[1,\"b\",1,2]\n".write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 256 << 20)
        try handle.close()
        let before = Self.residentBytes()

        let file = try SessionFile.read(path: path)

        XCTAssertEqual(file.lines.count, 1)
        XCTAssertEqual(file.damage?.line, 3)
        XCTAssertLessThan(Self.residentBytes() - before, 64 << 20, "the reader holds a line, not the file")
    }

    func test_aFileThatIsNotARegularFile_isRefused() {
        XCTAssertThrowsError(try SessionFile.read(path: "/dev/zero")) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        XCTAssertThrowsError(try SessionFile.read(path: NSTemporaryDirectory())) { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
        let fifo = NSTemporaryDirectory() + "fifo-\(UUID().uuidString)"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        defer { unlink(fifo) }
        XCTAssertThrowsError(try SessionFile.read(path: fifo), "a FIFO without a writer is refused, not waited on") { error in
            XCTAssertTrue("\(error)".contains("not a regular file"), "\(error)")
        }
    }

    func test_anIdleStretchOfMillionsOfFrames_replaysWithoutTickingThem() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(40)
        var file = try script.finish()
        // The end mark moved five million frames (23 hours) later: nothing moves in between.
        file.lines[file.lines.count - 1] = .event(frame: 5_000_000, .end)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)
        var ticks = 0

        let stop = replayer.playToEnd { _ in ticks += 1 }
        let verification = try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:))

        XCTAssertNil(stop)
        XCTAssertEqual(session.device.frameCount, 5_000_000)
        XCTAssertLessThan(ticks, 200, "the idle frames are skipped, not ticked")
        XCTAssertGreaterThan(replayer.skippedFrames, 4_999_000)
        XCTAssertTrue(verification.passed, verification.problem ?? "frame \(verification.mismatch?.frame ?? -1)")
        XCTAssertEqual(verification.lastFrame, 5_000_000)
        XCTAssertGreaterThan(verification.framesCompared, 4_999_000, "every skipped frame counts as compared")
    }

    func test_diffOfSessionsEndingHoursAfterTheirLastInput_comparesTheIdleFramesAtOnce() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(40)
        var a = try script.finish()
        var b = a
        a.lines[a.lines.count - 1] = .event(frame: 3_000_000, .end)
        b.lines[b.lines.count - 1] = .event(frame: 5_000_000, .end)

        let comparison = try SessionDiff.compare(a, b, makeRoot: SessionScript.root(for:))

        XCTAssertNil(comparison.difference)
        XCTAssertEqual(comparison.lastFrameA, 3_000_000)
        XCTAssertEqual(comparison.lastFrameB, 5_000_000)
        XCTAssertEqual(comparison.framesCompared, 5_000_000, "every frame counts, skipped or ticked")
    }

    func test_idleFramesAreSkipped_onlyAfterADrawnTickThatChangedNothing() throws {
        let script = try SessionScript(demo: "plain")
        script.wait(3)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.wait(40)
        var file = try script.finish()
        file.lines[file.lines.count - 1] = .event(frame: 1000, .end)
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)

        while session.device.frameCount < 60 { session.tick(drawing: false) }
        let afterUndrawnTicks = replayer.idleFramesAhead()
        while session.device.canSkipIdleFrames == false && session.device.frameCount < 70 { session.tick() }
        let afterDrawnTicks = replayer.idleFramesAhead()

        XCTAssertEqual(afterUndrawnTicks, 0, "a tick without drawing cannot tell that nothing moved")
        XCTAssertEqual(afterDrawnTicks, 1000 - session.device.frameCount - 1)
        XCTAssertLessThan(session.device.frameCount, 70)
    }

    func test_skippingIdleFrames_drawsExactlyTheFramesOfTickingEveryOne() throws {
        for entry in DemoCatalog.all {
            let script = try SessionScript(demo: entry.id)
            script.journey(for: entry.id)
            script.wait(120)
            let file = try script.finish()

            let ticked = try Self.hashChanges(file, skippingIdle: false)
            let skipped = try Self.hashChanges(file, skippingIdle: true)

            XCTAssertEqual(skipped.changes.map(\.frame), ticked.changes.map(\.frame), entry.id)
            XCTAssertEqual(skipped.changes.map(\.hash), ticked.changes.map(\.hash), entry.id)
            XCTAssertEqual(skipped.lastFrame, ticked.lastFrame, entry.id)
            XCTAssertGreaterThan(skipped.skipped, 60, "\(entry.id): the idle end was skipped")
            XCTAssertEqual(ticked.skipped, 0)
        }
    }

    /// The frames at which the replay's screen hash changed, with the hashes.
    private static func hashChanges(_ file: SessionFile, skippingIdle: Bool) throws
        -> (changes: [(frame: Int, hash: FrameHash)], lastFrame: Int, skipped: Int) {
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: session)
        var changes: [(frame: Int, hash: FrameHash)] = []
        replayer.playToEnd(skippingIdle: skippingIdle) { _ in
            let hash = FrameHash(of: session.device.screen)
            if changes.last?.hash != hash { changes.append((session.device.frameCount, hash)) }
        }
        return (changes, session.device.frameCount, replayer.skippedFrames)
    }

    /// This process's resident memory now, from /proc/self/statm.
    private static func residentBytes() -> Int {
        let fields = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8))?.split(separator: " ") ?? []
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}
