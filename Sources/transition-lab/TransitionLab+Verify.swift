import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension TransitionLab {
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

        /// Set by a parent `verify --jobs`: write this file's outcome as JSON there.
        @Option(help: .hidden)
        var outcome: String?

        mutating func validate() throws {
            guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be from 1 to 64, not \(jobs)") }
            // Listed first, so no output of this command replaces a session it reads (--update
            // rewrites its own file by design).
            files.forEach(CommandInputs.add)
            if let junit { try OutputPathCheck.validate(junit, option: "--junit") }
            if let outcome { try OutputPathCheck.validate(outcome, option: "--outcome") }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: failures, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--failures \(failures) is not a folder")
            }
        }

        func run() throws {
            try TransitionLab.checkDemoResources()
            let outcomes = jobs > 1 && files.count > 1 ? try checkInChildren() : files.map { checkPrinting($0) }
            if let outcome, let first = outcomes.first {
                try OutputFile.write(Array(try JSONEncoder().encode(first)), to: outcome)
            }
            if let junit {
                do {
                    try JUnitReport.write(outcomes, to: junit)
                    print("wrote \(junit) (\(outcomes.count) test cases)")
                } catch {
                    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                    throw ExitCode.failure
                }
            }
            if outcomes.contains(where: { $0.status != .passed }) { throw ExitCode.failure }
        }

        /// Checks one file here, printing as it goes.
        private func checkPrinting(_ path: String) -> VerifyOutcome {
            let start = Date()
            var outcome = check(path)
            outcome.seconds = Date().timeIntervalSince(start)
            for note in outcome.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
            if outcome.status == .error {
                FileHandle.standardError.write(Data("\(outcome.message)\n".utf8))
            } else {
                print(outcome.message)
                for image in outcome.images { print("  wrote \(image)") }
            }
            return outcome
        }

        private func check(_ path: String) -> VerifyOutcome {
            var outcome = VerifyOutcome(path: path, status: .error, message: "")
            do {
                let file = try SessionFile.read(path: path)
                if let damage = file.damage {
                    outcome.notes.append("note: \(path): \(damage); checking to frame \(file.lastFrame)")
                }
                if update {
                    let updated = try SessionVerifier.updated(file, makeRoot: TransitionLab.root(for:))
                    // Through a symlink to the file it names (the link stays a link), whole or not at
                    // all: the one output allowed to replace an input, its own.
                    try OutputFile.write(updated.text, to: (path as NSString).resolvingSymlinksInPath, replacingInput: true)
                    outcome.status = .passed
                    outcome.message = "updated \(path): \(updated.hashes.count) hashes to frame \(updated.lastFrame)"
                    return outcome
                }
                let result = try SessionVerifier.verify(file, makeRoot: TransitionLab.root(for:))
                if result.passed {
                    outcome.status = .passed
                    outcome.message = "ok \(path): \(result.framesCompared) frames match (to frame \(result.lastFrame))"
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
                        outcome.notes.append("warning: \(path): could not write the failure PNGs: \(error)")
                    }
                    outcome.frame = mismatch.frame
                    outcome.message = "FAIL \(path): frame \(mismatch.frame) differs (expected hash \(mismatch.expected), drew \(mismatch.actual)); "
                        + "\(result.framesCompared - 1) frames matched before it"
                } else {
                    outcome.message = "FAIL \(path): \(result.problem ?? "nothing to compare")"
                }
            } catch {
                outcome.status = .error
                outcome.message = "error: \(TransitionLab.describe(error, about: path))"
            }
            return outcome
        }

        /// Checks the files in child processes, at most `jobs` at a time, forwarding each child's
        /// output as it finishes; returns the outcomes in the files' order.
        private func checkInChildren() throws -> [VerifyOutcome] {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            let folder = NSTemporaryDirectory() + "transition-lab-verify-\(getpid())-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            var outcomes = files.map { VerifyOutcome(path: $0, status: .error, message: "error: \($0): not checked") }
            let slots = DispatchSemaphore(value: jobs)
            let group = DispatchGroup()
            let lock = NSLock()
            for (index, path) in files.enumerated() {
                slots.wait()
                group.enter()
                let base = "\(folder)/\(index)"
                FileManager.default.createFile(atPath: base + ".out", contents: nil)
                FileManager.default.createFile(atPath: base + ".err", contents: nil)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = ["verify", "--failures", failures, "--outcome", base + ".json"] + (update ? ["--update"] : []) + ["--", path]
                process.standardOutput = FileHandle(forWritingAtPath: base + ".out")
                process.standardError = FileHandle(forWritingAtPath: base + ".err")
                let started = Date()
                let finish: (Process?) -> Void = { process in
                    var outcome = (try? Data(contentsOf: URL(fileURLWithPath: base + ".json")))
                        .flatMap { try? JSONDecoder().decode(VerifyOutcome.self, from: $0) }
                        ?? VerifyOutcome(path: path, status: .error, message: Self.crashMessage(path, process))
                    outcome.seconds = Date().timeIntervalSince(started)
                    lock.lock()
                    outcomes[index] = outcome
                    // Each child's output in one piece, so files do not interleave.
                    FileHandle.standardOutput.write((try? Data(contentsOf: URL(fileURLWithPath: base + ".out"))) ?? Data())
                    FileHandle.standardError.write((try? Data(contentsOf: URL(fileURLWithPath: base + ".err"))) ?? Data())
                    if process?.terminationReason == .uncaughtSignal || process == nil {
                        FileHandle.standardError.write(Data("\(outcome.message)\n".utf8))
                    }
                    lock.unlock()
                    slots.signal()
                    group.leave()
                }
                process.terminationHandler = { finish($0) }
                do {
                    try process.run()
                } catch {
                    finish(nil)
                }
            }
            group.wait()
            return outcomes
        }

        private static func crashMessage(_ path: String, _ process: Process?) -> String {
            guard let process else { return "error: \(path): could not start a process to check it" }
            return process.terminationReason == .uncaughtSignal
                ? "error: \(path): the check was killed by signal \(process.terminationStatus)"
                : "error: \(path): the check ended (status \(process.terminationStatus)) without a result"
        }
    }
}
