import Foundation
import Recording
import XCTest

/// Nothing lost, nothing clobbered: session files are created exclusively, Ctrl+R's names never
/// collide, `record -o` never overwrites without `--force`, and every export goes through a
/// temporary file renamed into place, refusing outputs that are not regular files.
final class OutputSafetyTests: XCTestCase {
    private let header = SessionHeader(app: SessionHeader.demoCatalogueApp, model: .phone61, demo: "plain")

    func test_secondWriterToOneSessionFile_isRefused_namingTheFile_andTheFirstKeepsWriting() throws {
        let path = try ExportTestFiles.folder(for: self) + "/same.jsonl"
        let first = try SessionWriter(path: path, header: header)

        XCTAssertThrowsError(try SessionWriter(path: path, header: header)) { error in
            XCTAssertTrue("\(error)".contains(path), "\(error)")
            XCTAssertTrue("\(error)".contains("already exists"), "\(error)")
        }
        try first.write(.event(frame: 3, .end))
        first.close()

        let file = try SessionFile.read(path: path)
        XCTAssertEqual(file.lastFrame, 3, "the first recorder's file is whole")
    }

    func test_uniqueNames_addACounter_whenTheNameIsTaken() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let base = folder + "/TransitionLab-session-20261126-150000.jsonl"

        let writers = try (0..<3).map { _ in try SessionWriter(path: base, header: header, creation: .uniqueName) }

        XCTAssertEqual(writers.map { ($0.path as NSString).lastPathComponent },
                       ["TransitionLab-session-20261126-150000.jsonl", "TransitionLab-session-20261126-150000-2.jsonl",
                        "TransitionLab-session-20261126-150000-3.jsonl"])
        XCTAssertEqual(ExportTestFiles.files(in: folder).count, 3)
    }

    func test_ctrlR_twiceInOneSecond_keepsBothRecordings() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let script = try SessionScript(demo: "plain")
        // Ctrl+R names by the second: both recordings below ask for the same name.
        script.recorder.pathForNextRecording = { folder + "/TransitionLab-session-20261126-150000.jsonl" }

        script.session.perform(.toggleRecording)
        script.tap(CGPoint(x: 187.5, y: 452))
        script.session.perform(.toggleRecording)
        script.session.perform(.toggleRecording)
        script.wait(3)
        script.session.perform(.toggleRecording)

        let names = ExportTestFiles.files(in: folder)
        XCTAssertEqual(names, ["TransitionLab-session-20261126-150000-2.jsonl", "TransitionLab-session-20261126-150000.jsonl"])
        let first = try SessionFile.read(path: folder + "/" + names[1])
        XCTAssertTrue(first.events.contains { if case .touch(.began, _, _) = $0.event { return true } else { return false } },
                      "the first recording, with its tap, is still there")
    }

    func test_replacing_isRefusedWhileAnotherRecorderWrites_andIsAtomicOtherwise() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let path = folder + "/pop.jsonl"
        let writing = try SessionWriter(path: path, header: header)

        XCTAssertThrowsError(try SessionWriter(path: path, header: header, creation: .replacing)) { error in
            XCTAssertTrue("\(error)".contains("writing it right now"), "\(error)")
        }
        writing.close()
        let replacement = try SessionWriter(path: path, header: SessionHeader(app: SessionHeader.demoCatalogueApp, model: .phone47, demo: "plain"), creation: .replacing)
        try replacement.write(.event(frame: 7, .end))
        replacement.close()

        XCTAssertEqual(try SessionFile.read(path: path).header.device, "iphone-4.7")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["pop.jsonl"], "no temporary file left beside it")
    }

    func test_sessionWriter_neverWritesThroughASymlink() throws {
        let folder = try ExportTestFiles.folder(for: self)
        try "keep me\n".write(toFile: folder + "/target.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.jsonl", withDestinationPath: folder + "/target.txt")

        for creation in [SessionWriter.Creation.new, .uniqueName, .replacing] {
            XCTAssertThrowsError(try SessionWriter(path: folder + "/link.jsonl", header: header, creation: creation), "\(creation)")
        }

        XCTAssertEqual(try String(contentsOfFile: folder + "/target.txt", encoding: .utf8), "keep me\n")
    }

    func test_outputFile_refusesWhatIsNotARegularFile_andWritesWholeFilesOnly() throws {
        let folder = try ExportTestFiles.folder(for: self)
        try FileManager.default.createDirectory(atPath: folder + "/dir.png", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/dir.png")
        XCTAssertEqual(mkfifo(folder + "/pipe.png", 0o644), 0)

        for name in ["dir.png", "link.png", "pipe.png"] {
            XCTAssertThrowsError(try OutputFile.write([1, 2, 3], to: folder + "/" + name)) { error in
                guard case OutputFileError.notARegularFile = error else { return XCTFail("\(name): \(error)") }
            }
        }
        XCTAssertThrowsError(try OutputFile.write([1], to: "")) { XCTAssertEqual($0 as? OutputFileError, .emptyPath) }
        let unfinished = try OutputFile(path: folder + "/out.bin")
        try unfinished.write([1, 2])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out.bin"), "nothing at the path before commit")
        try unfinished.commit()

        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/out.bin"), Data([1, 2]))
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["dir.png", "link.png", "out.bin", "pipe.png"], "no temporary file left")
    }

    func test_outputFile_refusesACommandsInput_byDeviceAndInode_whenCheckedAndAgainAtTheRename() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let input = folder + "/input.jsonl"
        try "session\n".write(toFile: input, atomically: true, encoding: .utf8)
        CommandInputs.add(input)
        defer { CommandInputs.removeAll() }
        try FileManager.default.linkItem(atPath: input, toPath: folder + "/hard.png")
        try FileManager.default.createSymbolicLink(atPath: folder + "/soft.png", withDestinationPath: input)
        let late = try OutputFile(path: folder + "/late.png")
        try late.write([1])

        let refusals = ["input.jsonl", "hard.png", "soft.png"].map { name in Result { try OutputFile.write([1, 2], to: folder + "/" + name) } }
        // An input linked to the name after the first check is caught at the rename.
        try FileManager.default.linkItem(atPath: input, toPath: folder + "/late.png")
        let lateRefusal = Result { try late.commit() }
        try OutputFile.write(Array("updated\n".utf8), to: input, replacingInput: true)

        for refusal in refusals + [lateRefusal] {
            XCTAssertThrowsError(try refusal.get()) { error in
                guard case OutputFileError.isAnInput(_, let named) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(named, input)
            }
        }
        XCTAssertEqual(try String(contentsOfFile: input, encoding: .utf8), "updated\n", "only the rewrite of the input itself, asked for")
        for name in ["hard.png", "late.png"] {
            XCTAssertEqual(try String(contentsOfFile: folder + "/" + name, encoding: .utf8), "session\n", name)
        }
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["hard.png", "input.jsonl", "late.png", "soft.png"], "no temporary file left")
    }

    // MARK: The command line

    func test_recordOutput_thatExists_isRefusedWithout_force_beforeTheWindowOpens() throws {
        let path = try ExportTestFiles.folder(for: self) + "/saved.jsonl"
        try "a recording\n".write(toFile: path, atomically: true, encoding: .utf8)

        let result = try CommandLineRunner.run(["record", "-o", path, "--frames", "1"], withoutDisplay: true)

        XCTAssertEqual(result.status, 64, result.error)
        XCTAssertTrue(result.error.contains("already exists") && result.error.contains("--force"), result.error)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "a recording\n")
    }

    func test_recordForce_whileAnotherRecorderWrites_isRefused_beforeTheWindowOpens() throws {
        let path = try ExportTestFiles.folder(for: self) + "/busy.jsonl"
        let writing = try SessionWriter(path: path, header: header)

        let result = try CommandLineRunner.run(["record", "-o", path, "--force", "--frames", "1"], withoutDisplay: true)

        XCTAssertEqual(result.status, 64, result.error)
        XCTAssertTrue(result.error.contains("being written by another recorder"), result.error)
        try writing.write(.event(frame: 9, .end))
        XCTAssertEqual(try SessionFile.read(path: path).lastFrame, 9, "the recording goes on in its file")
    }

    func test_renderOrScreenshotOutput_thatIsASymlinkOrAPipe_isRefusedWith64_andLeftAlone() throws {
        let folder = try ExportTestFiles.folder(for: self)
        try "target\n".write(toFile: folder + "/target.png", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/target.png")
        XCTAssertEqual(mkfifo(folder + "/pipe.png", 0o644), 0, "a named pipe stands in for a device such as /dev/null")

        let render = try CommandLineRunner.run(["render", "door", "-o", folder + "/link.png"])
        let screenshot = try CommandLineRunner.run(["--frames", "1", "--screenshot", folder + "/pipe.png"], withoutDisplay: true)

        XCTAssertEqual(render.status, 64, render.error)
        XCTAssertTrue(render.error.contains("is a symlink"), render.error)
        XCTAssertEqual(screenshot.status, 64, screenshot.error)
        XCTAssertTrue(screenshot.error.contains("is a named pipe"), screenshot.error)
        XCTAssertEqual(try String(contentsOfFile: folder + "/target.png", encoding: .utf8), "target\n")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["link.png", "pipe.png", "target.png"])
    }

    func test_exportOutput_thatIsNotARegularFileOrEmpty_isRefusedWith64_andLeftAlone() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        try "target\n".write(toFile: folder + "/target.png", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/target.png")
        try FileManager.default.createDirectory(atPath: folder + "/existing-folder.mp4", withIntermediateDirectories: false)
        XCTAssertEqual(mkfifo(folder + "/device.gif", 0o644), 0, "a named pipe stands in for a device such as /dev/null")

        for output in ["link.png", "existing-folder.mp4", "device.gif", ""] {
            let path = output.isEmpty ? "" : folder + "/" + output
            let result = try CommandLineRunner.run(["export", session, "-o", path, "--to", "3f"])
            XCTAssertEqual(result.status, 64, "\(output): \(result.error)")
            XCTAssertTrue(result.error.contains("error:"), result.error)
        }

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.png"), folder + "/target.png")
        XCTAssertEqual(try String(contentsOfFile: folder + "/target.png", encoding: .utf8), "target\n")
        XCTAssertEqual(ExportTestFiles.files(in: folder + "/existing-folder.mp4"), [], "no frames written into the folder")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["device.gif", "existing-folder.mp4", "link.png", "target.png"])
    }

    func test_twoExportsToOneVideoOrGif_withForce_bothSucceed_withoutIt_oneDoes_andOneWholeFileIsLeft() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        for (name, frames) in [("same.mp4", "41"), ("same.gif", "35")] {
            for force in [true, false] {
                let folder = try ExportTestFiles.folder(for: self)
                let arguments = ["export", session, "-o", folder + "/" + name, "--to", "40f"] + (force ? ["--force"] : [])
                let processes = try (0..<2).map { _ in try CommandLineRunner.start(arguments) }

                let results = processes.map { CommandLineRunner.finish($0) }

                let statuses = results.map(\.status).sorted()
                // Without --force the second claims the name only while it is free: refused at
                // its check (64) or when it would put its file in place (1).
                XCTAssertTrue(force ? statuses == [0, 0] : statuses[0] == 0 && [1, 64].contains(statuses[1]),
                              "force \(force): \(statuses) \(results.map(\.error).joined())")
                if !force { XCTAssertTrue(results.map(\.error).joined().contains("already exists"), results.map(\.error).joined()) }
                XCTAssertEqual(ExportTestFiles.files(in: folder), [name], "one file, no temporary left")
                XCTAssertEqual(try ExportTestFiles.probe(folder + "/" + name)["nb_read_frames"], frames, "whole")
            }
        }
    }

    func test_exportOutput_thatExists_isRefusedWithout_force_andReplacedWithIt() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        let sheet = folder + "/sheet.png"
        try "mine\n".write(toFile: sheet, atomically: true, encoding: .utf8)

        let refused = try CommandLineRunner.run(["export", session, "-o", sheet, "--to", "3f"])
        let kept = FileManager.default.contents(atPath: sheet)
        let forced = try CommandLineRunner.run(["export", session, "-o", sheet, "--to", "3f", "--force"])

        XCTAssertEqual(refused.status, 64, refused.error)
        XCTAssertTrue(refused.error.contains("\(sheet) already exists") && refused.error.contains("--force"), refused.error)
        XCTAssertEqual(kept, Data("mine\n".utf8), "kept without --force")
        XCTAssertEqual(forced.status, 0, forced.error)
        XCTAssertEqual(FileManager.default.contents(atPath: sheet)?.prefix(4), Data([0x89, 0x50, 0x4E, 0x47]), "a PNG with --force")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["sheet.png"], "no temporary file left")
    }

    func test_framesExport_intoAFolderHoldingItsFrameNames_isRefusedWith64_andTouchesNothing() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        for name in ["frame-000000.png", "frame-000001.png"] { try "mine\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        XCTAssertEqual(mkfifo(folder + "/frame-000002.png", 0o644), 0, "a named pipe at one frame's name")

        let refused = try CommandLineRunner.run(["export", session, "-o", folder, "--to", "3f"])
        // --force replaces regular files, never a pipe: still refused, before any frame is written.
        let forced = try CommandLineRunner.run(["export", session, "-o", folder, "--to", "3f", "--force"])

        XCTAssertEqual(refused.status, 64, refused.error)
        XCTAssertTrue(refused.error.contains("frame-000000.png") && refused.error.contains("--force"), refused.error)
        XCTAssertEqual(forced.status, 64, forced.error)
        XCTAssertTrue(forced.error.contains("frame-000002.png is a named pipe"), forced.error)
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["frame-000000.png", "frame-000001.png", "frame-000002.png"])
        for name in ["frame-000000.png", "frame-000001.png"] {
            XCTAssertEqual(FileManager.default.contents(atPath: folder + "/" + name), Data("mine\n".utf8), name)
        }
        var status = stat()
        XCTAssertEqual(lstat(folder + "/frame-000002.png", &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "the pipe is kept")
    }

    func test_framesExport_intoAFolderWithOtherFiles_writesItsFrames_andReplacesFramesOnlyWith_force() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        // Not among the frames of 0...3: another name, and a frame outside the range.
        for name in ["notes.txt", "frame-000099.png"] { try "mine\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }

        let first = try CommandLineRunner.run(["export", session, "-o", folder, "--to", "3f"])
        let again = try CommandLineRunner.run(["export", session, "-o", folder, "--to", "3f"])
        let forced = try CommandLineRunner.run(["export", session, "-o", folder, "--to", "3f", "--force"])

        XCTAssertEqual(first.status, 0, first.error)
        XCTAssertEqual(again.status, 64, "its own frames are there now: \(again.error)")
        XCTAssertEqual(forced.status, 0, forced.error)
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["frame-000000.png", "frame-000001.png", "frame-000002.png", "frame-000003.png",
                                                           "frame-000099.png", "notes.txt"])
        for name in ["notes.txt", "frame-000099.png"] {
            XCTAssertEqual(FileManager.default.contents(atPath: folder + "/" + name), Data("mine\n".utf8), name)
        }
    }

    func test_framesExport_intoASymlinkToAFolder_isRefusedWith64_andWritesNothingThroughIt() throws {
        let folder = try ExportTestFiles.folder(for: self)
        let session = ExportTestFiles.sessions.appendingPathComponent("plain.jsonl").path
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")

        for output in ["link", "link/", "link/f-%04d.png"] {
            let result = try CommandLineRunner.run(["export", session, "-o", folder + "/" + output, "--to", "3f"])

            XCTAssertEqual(result.status, 64, "\(output): \(result.error)")
            XCTAssertTrue(result.error.contains("\(folder)/link is a symlink"), "\(output): \(result.error)")
        }
        XCTAssertEqual(ExportTestFiles.files(in: folder + "/real"), [], "nothing written through the link")
        XCTAssertEqual(ExportTestFiles.files(in: folder), ["link", "real"])
    }

    func test_killedExport_leavesNoPartialFile_andNoFFmpeg() throws {
        guard ExportTestFiles.requireFFmpeg() else { return }
        for signal in [SIGTERM, SIGINT, SIGKILL] {
            let folder = try ExportTestFiles.folder(for: self)
            // A long idle tail keeps ffmpeg busy long after the first frames.
            let session = try Self.sessionWithEnd(atFrame: 6000, in: folder)
            let output = folder + "/out/video.mp4"
            try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: false)
            let export = try CommandLineRunner.start(["export", session, "-o", output])
            XCTAssertTrue(Self.waitFor { !Self.processes(mentioning: folder + "/out").isEmpty }, "ffmpeg started")

            kill(export.processIdentifier, signal)
            _ = CommandLineRunner.finish(export)

            XCTAssertTrue(Self.waitFor { Self.processes(mentioning: folder + "/out").isEmpty },
                          "signal \(signal): ffmpeg still runs: \(Self.processes(mentioning: folder + "/out"))")
            let left = ExportTestFiles.files(in: folder + "/out")
            XCTAssertFalse(left.contains("video.mp4"), "signal \(signal): no output")
            if signal == SIGKILL {
                XCTAssertTrue(left.allSatisfy { $0.hasPrefix(".video.mp4.partial-\(export.processIdentifier)-") },
                              "a SIGKILL leaves only temporary files named for the process: \(left)")
            } else {
                XCTAssertEqual(left, [], "signal \(signal): the temporary file is removed")
            }
        }
    }

    /// The plain demo's session with its end mark moved to `frame`, written in `folder`.
    static func sessionWithEnd(atFrame frame: Int, in folder: String) throws -> String {
        let text = try String(contentsOf: ExportTestFiles.sessions.appendingPathComponent("plain.jsonl"), encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.contains("\"end\"") } + ["[\(frame),\"end\"]"]
        let path = folder + "/long.jsonl"
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The command lines of running processes that contain `text`.
    static func processes(mentioning text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return ids.compactMap { id in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"), !data.isEmpty else { return nil }
            let command = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            // A zombie has no command line; the export itself names the folder too, but is no ffmpeg.
            let program = (command.split(separator: " ").first.map(String.init) ?? "") as NSString
            return command.contains(text) && program.lastPathComponent == "ffmpeg" ? "\(id): \(command)" : nil
        }
    }

    /// Polls `condition` until it holds, up to a minute: waiting for another process, not timing it.
    static func waitFor(_ condition: () -> Bool) -> Bool {
        for _ in 0..<600 {
            if condition() { return true }
            usleep(100_000)
        }
        return condition()
    }
}
