import Raster
import ArgumentParser
import Foundation
import Porting

extension TransitionLab {
    /// Rewrites the Objective-C idioms of iOS source into the forms TransitionLab's UIKit takes.
    struct Port: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrite iOS Swift source (#selector, @objc, @objc optional, timers...) for TransitionLab's UIKit.",
            discussion: """
                Prints each rewrite (file:line: before → after) and what it could not rewrite, with the reason and \
                what to do. Without -o or --in-place it writes nothing. Folders are walked for .swift files in sorted \
                order. Porting ported source changes nothing. Exit status: 0 done, 64 bad arguments, 1 otherwise: with \
                --check a file would change, an input is not Swift or does not parse (nothing is written then), or a \
                file could not be written. docs/PORTING.md lists the rewrites.
                """)

        @Argument(help: "The .swift files and folders to port.")
        var paths: [String]

        @Option(name: .shortAndLong, help: "Write ported copies under this folder (created if missing); the inputs are never touched.")
        var output: String?

        @Flag(help: "Rewrite the inputs themselves (each through a temporary file beside it).")
        var inPlace = false

        @Flag(help: "Write nothing; exit 1 when some file would change (for CI).")
        var check = false

        mutating func validate() throws {
            if output != nil, inPlace { throw ValidationError("-o and --in-place exclude each other") }
            if check, output != nil || inPlace { throw ValidationError("--check writes nothing; leave out -o and --in-place") }
        }

        func run() throws {
            let destination: PortOptions.Output = inPlace ? .inPlace : output.map { .folder($0) } ?? .reportOnly
            let runner = PortRunner(options: PortOptions(paths: paths, output: destination, check: check))
            // The command line's one error style: "error: " where the runner says "port: ".
            let status = runner.run(report: { print($0) }, fail: { message in
                let styled = message.hasPrefix("port: ") ? "error: " + message.dropFirst("port: ".count) : message
                StandardStreams.writeError((styled + "\n"))
            })
            if status != .success { throw ExitCode(status.status) }
        }
    }
}
