import Raster
import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension AppCommand {
    /// Replays session files headless and compares their frames with the recorded hashes.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay session files headless and check every frame against the hashes they hold.",
            discussion: """
                Exits 0 when every file matches, 1 otherwise. On a difference it names the first differing frame and \
                writes that frame (actual), the last frame that matched and the pixels that changed since then as PNGs; \
                the expected pixels themselves are not in a session file. A file damaged at its end (a recording cut \
                short) is checked up to its last good line. --jobs checks several files at once, each in its own \
                process; --junit writes a JUnit XML report, one test case per file (docs/SESSION-FORMAT.md, \
                "Verifying in CI").
                """)

        // Required: swift-argument-parser refuses `verify` with no file (exit status 64).
        @Argument(help: "The session files.")
        var files: [String]

        @Flag(help: "Rewrite each file's hashes from this replay instead of checking them.")
        var update = false

        @Option(help: "The folder for the PNGs written on a difference.")
        var failures: String = "."

        @Option(help: "How many files to check at once, each in its own process, 1 to 64.")
        var jobs: Int = 1

        @Option(help: "Also write a JUnit XML report to this file: one test case per session file.")
        var junit: String?

        /// Set by a parent `verify --jobs`: write this file's outcome as JSON to this open
        /// descriptor (a pipe the parent reads).
        @Option(help: .hidden)
        var outcomeDescriptor: Int?

        mutating func validate() throws {
            guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64, not \(jobs)") }
            // Listed first, so no output of this command replaces a session it reads (--update
            // rewrites its own file by design).
            files.forEach(CommandInputs.add)
            if let junit { try OutputPathCheck.validate(junit, option: "--junit") }
            if let outcomeDescriptor, outcomeDescriptor < 3 {
                throw ValidationError("--outcome-descriptor must be an open descriptor above 2, not \(outcomeDescriptor)")
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: failures, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--failures \(failures) is not a folder")
            }
        }

        func run() throws {
            try AppCommand.checkResources()
            let outcomes = jobs > 1 && files.count > 1 ? try checkInChildren() : files.map { checkPrinting($0) }
            if let outcomeDescriptor, let first = outcomes.first {
                // A pipe the parent reads, never a file: nothing is left behind if either is killed.
                try FileHandle(fileDescriptor: Int32(outcomeDescriptor), closeOnDealloc: true).write(contentsOf: JSONEncoder().encode(first))
            }
            if let junit {
                do {
                    try JUnitReport.write(outcomes, to: junit)
                    print("wrote \(junit) (\(outcomes.count) test cases)")
                } catch {
                    StandardStreams.writeError("error: \(error)\n")
                    throw ExitCode.failure
                }
            }
            if outcomes.contains(where: { $0.status != .passed }) { throw ExitCode.failure }
        }

        /// Checks one file here, printing as it goes.
        private func checkPrinting(_ path: String) -> VerifyOutcome {
            let start = ProcessAccounting.monotonicSeconds()
            var outcome = check(path)
            outcome.seconds = ProcessAccounting.monotonicSeconds() - start
            for note in outcome.notes { StandardStreams.writeError("\(note)\n") }
            if outcome.status == .error {
                StandardStreams.writeError("\(outcome.message)\n")
            } else {
                print(outcome.message)
                for image in outcome.images { print("  wrote \(image)") }
            }
            return outcome
        }

        private func check(_ path: String) -> VerifyOutcome {
            var outcome = VerifyOutcome(path: path, status: .error, message: "")
            let shown = FileNameText.shown(path)
            do {
                let file = try SessionFile.read(path: path, recordedBy: AppCommand.app.name)
                if let damage = file.damage {
                    outcome.notes.append("note: \(shown): \(damage); checking to frame \(file.lastFrame)")
                }
                if update {
                    // Through a symlink to the file it names (the link stays a link), whole or not at
                    // all: the one output allowed to replace an input, its own. Written as the replay
                    // goes, so a file of any size is rewritten in a few MB.
                    let output = try OutputFile(path: (path as NSString).resolvingSymlinksInPath, replacingInput: true)
                    do {
                        var writer = try SessionFileOutput(output, header: SessionVerifier.updatedHeader(of: file))
                        let hashes = try SessionVerifier.update(file, makeRoot: AppCommand.app.root(for:)) { try writer.append($0) }
                        try writer.flush()
                        try output.commit()
                        outcome.status = .passed
                        outcome.message = "updated \(shown): \(hashes) hashes to frame \(file.lastFrame)"
                    } catch {
                        output.discard()
                        throw error
                    }
                    return outcome
                }
                let result = try SessionVerifier.verify(file, makeRoot: AppCommand.app.root(for:))
                if result.passed {
                    outcome.status = .passed
                    let dropped = result.framesDropped > 0 ? "; \(result.framesDropped) dropped in the window, not compared" : ""
                    outcome.message = "ok \(shown): \(result.framesCompared) frames match (to frame \(result.lastFrame)\(dropped))"
                    return outcome
                }
                outcome.status = .failed
                if let mismatch = result.mismatch {
                    // Named after the file; two files of one name (in different folders, or an
                    // earlier run's) never share PNGs: the names are claimed exclusively, with
                    // -2, -3... after the name when taken (docs/SESSION-FORMAT.md).
                    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                    let prefix = (failures as NSString).appendingPathComponent(name)
                    do {
                        outcome.images = try result.writeFailureImages(prefix: prefix)
                    } catch {
                        outcome.notes.append("warning: \(shown): could not write the failure PNGs: \(error)")
                    }
                    outcome.frame = mismatch.frame
                    outcome.message = "FAIL \(shown): frame \(mismatch.frame) differs (expected hash \(mismatch.expected), drew \(mismatch.actual)); "
                        + "\(result.framesCompared - 1) frames matched before it"
                } else {
                    outcome.message = "FAIL \(shown): \(result.problem ?? "nothing to compare")"
                }
            } catch {
                outcome.status = .error
                outcome.message = "error: \(AppCommand.describe(error, about: path))"
            }
            return outcome
        }

        /// Checks the files in child processes, at most `jobs` at a time, forwarding each child's
        /// output as it finishes; returns the outcomes in the files' order.
        ///
        /// The children die with this process however it ends, and nothing is written to the
        /// temporary folder: each child's output and outcome come back on pipes (`VerifyChild`).
        /// On SIGTERM, SIGINT or SIGHUP the children are killed first (`TerminationCleanup`).
        private func checkInChildren() throws -> [VerifyOutcome] {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            TerminationCleanup.install()
            var outcomes = files.map { VerifyOutcome(path: $0, status: .error, message: "error: \($0): not checked") }
            var running: [VerifyChild] = []
            var next = 0
            while next < files.count || !running.isEmpty {
                // Started here, on the main thread, which lives as long as the children.
                while running.count < jobs, next < files.count {
                    let path = files[next]
                    let arguments = ["verify", "--failures", failures, "--outcome-descriptor", "3"] + (update ? ["--update"] : []) + ["--", path]
                    do {
                        running.append(try VerifyChild(index: next, path: path, executable: executable, arguments: arguments))
                    } catch {
                        outcomes[next].message = "error: \(path): could not start a process to check it: \(error)"
                        StandardStreams.writeError("\(outcomes[next].message)\n")
                    }
                    next += 1
                }
                var waiting = running.flatMap { $0.descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) } }
                if waiting.isEmpty { continue }
                if poll(&waiting, nfds_t(waiting.count), -1) < 0 {
                    if errno == EINTR { continue }
                    // The children die with this process (`VerifyChild`).
                    StandardStreams.writeError("error: cannot wait for the checks: \(String(cString: strerror(errno)))\n")
                    throw ExitCode.failure
                }
                for ready in waiting where ready.revents != 0 {
                    running.first { $0.descriptors.contains(ready.fd) }?.read(ready.fd)
                }
                for child in running where child.isDrained {
                    let (outcome, killed) = child.finish()
                    outcomes[child.index] = outcome
                    // Each child's output in one piece, so files do not interleave.
                    StandardStreams.writeOutput(child.printed.output)
                    StandardStreams.writeError(child.printed.errors)
                    if killed { StandardStreams.writeError("\(outcome.message)\n") }
                }
                running.removeAll { $0.isDrained }
            }
            return outcomes
        }
    }
}
