import Foundation
import Recording
import Simulator
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// A recording whose file cannot be written (a full disk, a size limit) stops and says so, in
/// the window and on the command line, and keeps what it wrote as a whole cut session; a file
/// that could not take even its header is not left behind (docs/SESSIONS.md, "Recording
/// sessions"; docs/OUTPUTS.md, "Nothing lost").
final class RecordingFailureTests: XCTestCase {
    /// Points every descriptor this process holds on `path` at /dev/full, where each write
    /// fails with ENOSPC: the disk under the recording is full from now on.
    private func fillTheDisk(under path: String) throws {
        let file = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        XCTAssertGreaterThanOrEqual(full, 0, "/dev/full opens")
        defer { close(full) }
        var found = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            guard let fd = Int32(name), (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) == file else { continue }
            XCTAssertEqual(dup2(full, fd), fd)
            found += 1
        }
        XCTAssertEqual(found, 1, "the recorder holds its file open once")
    }

    /// The header line of a `record` window's file with no demo on the 6.1-inch phone.
    private var catalogueHeaderBytes: Int {
        let text = SessionFile(header: SessionHeader(app: SessionHeader.demoCatalogueApp, model: .phone61, demo: nil)).text
        return (text.split(separator: "\n", omittingEmptySubsequences: false).first?.utf8.count ?? 0) + 1
    }

    func test_aRecordingWhoseDiskFills_stops_marksRECFailed_withAToastThatOutlastsAnyClock_andKeepsAWholeCutSession() throws {
        // Setup: a recording with a tap in it, then the disk fills.
        let script = try SessionScript(demo: "plain")
        var failures: [String] = []
        script.recorder.onStatus = { if case .failure(let error) = $0 { failures.append("\(error)") } }
        script.tap(CGPoint(x: 187.5, y: 300))
        script.wait(5)
        let framesKept = script.session.device.frameCount
        try fillTheDisk(under: script.path)

        // Action: another tap, whose lines cannot be written; then ten seconds of ticks.
        script.tap(CGPoint(x: 187.5, y: 300))
        let chrome = script.session.chrome
        script.wait(600)
        let later = script.session.chrome

        // Assertions.
        XCTAssertFalse(script.recorder.isRecording, "the recording stopped")
        XCTAssertEqual(chrome.pills.map(\.text), ["REC failed"], "the REC pill is marked stopped, not gone")
        XCTAssertTrue(chrome.toast?.contains("No space left on device") == true, "the toast says why: \(String(describing: chrome.toast))")
        XCTAssertEqual(later.toast, chrome.toast, "it stays until seen, not for the usual \(SimulatorSession.toastDuration) s")
        XCTAssertEqual(later.pills.map(\.text), ["REC failed"])
        XCTAssertEqual(failures.count, 1, "told once: \(failures)")
        XCTAssertTrue(failures.first?.contains(script.path) == true && failures.first?.contains("No space left on device") == true,
                      "the message names the file and the reason: \(failures)")
        let kept = try SessionFile.read(path: script.path)
        XCTAssertNil(kept.damage, "what was written is whole lines")
        XCTAssertLessThanOrEqual(kept.lastFrame, framesKept)
        XCTAssertEqual(kept.events.filter { if case .touch = $0.event { return true } else { return false } }.count, 2,
                       "the first tap's touches are kept")
    }

    func test_ctrlR_intoAFolderThatIsGone_isToldInTheWindow_untilSeen() throws {
        // Setup: a window recording nothing yet, whose Ctrl+R names a file in a missing folder.
        let script = try SessionScript(demo: "plain")
        try script.recorder.stop()
        let folder = try CommandLineRunner.temporaryFolder(prefix: "ctrl-r-gone")
        script.recorder.pathForNextRecording = { folder + "/gone/session.jsonl" }
        try FileManager.default.removeItem(atPath: folder)
        var failures: [String] = []
        script.recorder.onStatus = { if case .failure(let error) = $0 { failures.append("\(error)") } }

        // Action: Ctrl+R, then ten seconds of ticks.
        script.session.perform(.toggleRecording)
        script.wait(600)
        let chrome = script.session.chrome

        // Assertions.
        XCTAssertFalse(script.recorder.isRecording)
        XCTAssertEqual(chrome.pills.map(\.text), ["REC failed"])
        XCTAssertTrue(chrome.toast?.hasPrefix("Recording not started:") == true && chrome.toast?.contains("does not exist") == true,
                      "the toast says why, and stays: \(String(describing: chrome.toast))")
        XCTAssertEqual(failures.count, 1, "\(failures)")
    }

    // MARK: The command line

    func test_record_withNoRoomForItsHeader_exits1_namingTheFileAndTheReason_andLeavesNoFile() throws {
        let path = try CommandLineRunner.temporaryFolder(prefix: "record-full") + "/session.jsonl"

        let result = try CommandLineRunner.run(["record", "-o", path, "--frames", "5"], environment: ["SDL_VIDEODRIVER": "dummy"],
                                               fileSizeLimit: 0)

        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("error:") && result.error.contains(path) && result.error.contains("File too large"), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "no empty file is left")
    }

    func test_record_whoseFileCannotGrow_exits1_namingTheFileAndTheReason_andKeepsAWholeCutSession() throws {
        let path = try CommandLineRunner.temporaryFolder(prefix: "record-fills") + "/session.jsonl"

        // Room for the header and ten bytes: the first hash line is cut short by the limit.
        let result = try CommandLineRunner.run(["record", "-o", path, "--frames", "30"], environment: ["SDL_VIDEODRIVER": "dummy"],
                                               fileSizeLimit: catalogueHeaderBytes + 10)

        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertTrue(result.error.contains("error:") && result.error.contains(path) && result.error.contains("File too large"), result.error)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(text.utf8.count, catalogueHeaderBytes, "the file ends at its last whole line: \(text)")
        XCTAssertNil(try SessionFile.read(path: path).damage, "and reads with no damage")
    }
}
