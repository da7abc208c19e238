import Recording
import XCTest

/// Dropped-frames lines, `[F,"d",N]` (format 5): read, range-checked, refused in older formats,
/// and written back as read.
final class DroppedFramesFormatTests: XCTestCase {
    private func read(format: Int, _ lines: String) throws -> SessionFile {
        let header = "{\"app\":\"transition-lab\",\"demo\":\"plain\",\"device\":\"iphone-4.7\",\"format\":\(format),"
            + "\"kind\":\"transition-lab-session\",\"orientation\":\"portrait\",\"scale\":1,\"version\":\"0.6.0\"}"
        return try SessionFile(text: header + "\n" + lines)
    }

    private func error(format: Int, _ lines: String) -> String? {
        do { _ = try read(format: format, lines); return nil } catch { return (error as? SessionFileError).map { "\($0.line) \($0.field)" } }
    }

    func test_droppedFrames_readAndWriteBack_asOneRun() throws {
        let text = "[1,\"h\",\"00000000000000aa\"]\n[2,\"d\",2]\n[4,\"h\",\"00000000000000bb\"]\n[9,\"end\"]\n"

        let file = try read(format: 5, text)

        XCTAssertEqual(file.lines[1], .dropped(frame: 2, frames: 2))
        XCTAssertEqual(file.lines.map(\.text).compactMap { $0 }.joined(separator: "\n") + "\n", text)
    }

    func test_droppedFrames_areRefusedInOlderFormats_empty_andAfterTheEnd() {
        XCTAssertEqual(error(format: 4, "[2,\"d\",2]\n[9,\"end\"]\n"), "2 kind")
        XCTAssertEqual(error(format: 5, "[2,\"d\",0]\n[9,\"end\"]\n"), "2 dropped")
        XCTAssertEqual(error(format: 5, "[2,\"d\",1.5]\n[9,\"end\"]\n"), "2 dropped")
        XCTAssertEqual(error(format: 5, "[9,\"end\"]\n[9,\"d\",1]\n"), "3 kind")
        XCTAssertEqual(error(format: 5, "[2,\"d\",\(SessionLimits.maxFrame)]\n[9,\"end\"]\n"), "2 dropped", "past 24 hours")
    }
}

/// The touch circle is off from launch since format 5; an older session replays with it on
/// from launch, so that its recorded Ctrl+I hides it as it did.
final class TouchIndicatorFormatTests: XCTestCase {
    private func showsTouches(format: Int, toggled: Bool) throws -> Bool {
        let header = "{\"app\":\"transition-lab\",\"demo\":\"plain\",\"device\":\"iphone-4.7\",\"format\":\(format),"
            + "\"kind\":\"transition-lab-session\",\"orientation\":\"portrait\",\"scale\":1,\"version\":\"0.6.0\"}"
        let file = try SessionFile(text: header + "\n" + (toggled ? "[2,\"k\",\"touches\"]\n" : "") + "[5,\"end\"]\n")
        let session = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        SessionReplayer(file: file, session: session).playToEnd()
        return session.showsTouches
    }

    func test_olderSessions_startWithTheCircleShown_andTheirCtrlIHidesIt() throws {
        XCTAssertTrue(try showsTouches(format: 4, toggled: false))
        XCTAssertFalse(try showsTouches(format: 4, toggled: true))
        XCTAssertFalse(try showsTouches(format: 5, toggled: false))
        XCTAssertTrue(try showsTouches(format: 5, toggled: true))
    }
}
