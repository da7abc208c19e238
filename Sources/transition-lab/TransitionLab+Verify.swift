import ArgumentParser
import Foundation
import Recording
import SimulatorWindow

extension TransitionLab {
    /// Replays session files headless and compares their frames with the recorded hashes.
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Replay session files headless and check every frame against the hashes they hold.",
            discussion: "Exits 0 when every file matches, 1 otherwise. On a difference it names the first differing frame and writes that frame (actual), the last frame that matched and the pixels that changed since then as PNGs; the expected pixels themselves are not in a session file.")

        @Argument(help: "The session files.")
        var files: [String]

        @Flag(help: "Rewrite each file's hashes from this replay instead of checking them.")
        var update = false

        @Option(help: "The folder for the PNGs written on a difference (default: the current folder).")
        var failures: String = "."

        func run() throws {
            try TransitionLab.checkDemoResources()
            var failed = false
            for path in files {
                if !check(path) { failed = true }
            }
            if failed { throw ExitCode.failure }
        }

        private func check(_ path: String) -> Bool {
            guard let file = try? TransitionLab.readSession(path) else { return false }
            do {
                if update {
                    let updated = try SessionVerifier.updated(file, makeRoot: TransitionLab.root(for:))
                    try updated.text.write(toFile: path, atomically: true, encoding: .utf8)
                    print("updated \(path): \(updated.hashes.count) hashes to frame \(updated.lastFrame)")
                    return true
                }
                let result = try SessionVerifier.verify(file, makeRoot: TransitionLab.root(for:))
                if result.passed {
                    print("ok \(path): \(result.framesCompared) frames match (to frame \(result.lastFrame))")
                    return true
                }
                if let mismatch = result.mismatch {
                    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
                    let prefix = (failures as NSString).appendingPathComponent(name)
                    let images = (try? result.writeFailureImages(prefix: prefix)) ?? []
                    print("FAIL \(path): frame \(mismatch.frame) differs (expected hash \(mismatch.expected), drew \(mismatch.actual)); "
                          + "\(result.framesCompared - 1) frames matched before it")
                    for image in images { print("  wrote \(image)") }
                } else {
                    print("FAIL \(path): \(result.problem ?? "nothing to compare")")
                }
                return false
            } catch {
                FileHandle.standardError.write(Data("error: \(path): \(error)\n".utf8))
                return false
            }
        }
    }
}
