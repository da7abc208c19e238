import ArgumentParser
import Foundation
import Porting
import Raster
import Recording
import TransitionLabApp

extension TransitionLab {
    /// Runs iOS source as written: ports it, builds it as a package against this checkout, and
    /// runs the app's own program (docs/YOUR-APP.md, "Open iOS code in one command").
    struct Open: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Port iOS Swift source, build it against TransitionLab and run it in the window.",
            discussion: """
                Takes the .swift files and folders of an app as written for iOS (no Package.swift): ports them \
                (as `port` does), writes a package under the cache folder ($XDG_CACHE_HOME or ~/.cache, \
                transition-lab/open/), builds it for release and runs its program, whose commands are \
                transition-lab's for this app: arguments after `--` go to it (`open Sources -- record -o s.jsonl`). \
                The app starts from its app delegate (marked @main or @UIApplicationMain, or the one class \
                adopting UIApplicationDelegate), or from --root. Your files are never changed.
                """)

        @Argument(help: "The app's .swift files and folders.")
        var paths: [String]

        @Option(help: "The root view controller's type, for code without an app delegate.")
        var root: String?

        @Option(help: "The app's name: its program's and its sessions' (the first path's name when not given).")
        var name: String?

        @Flag(help: "Port and build, print the program's path, and do not run it.")
        var buildOnly = false

        @Flag(help: "Rebuild when a file changes and relaunch the window where it was (the inputs so far replayed undrawn); arguments after -- are window options.")
        var watch = false

        @Argument(parsing: .postTerminator, help: "Arguments for the app's program (after --).")
        var appArguments: [String] = []

        mutating func validate() throws {
            if watch, buildOnly { throw ValidationError("--watch runs the app; leave out --build-only") }
            if let name, AppPackage.identifier(name) != name {
                throw ValidationError("--name \(name) is not a Swift identifier (letters, digits and _, not starting with a digit)")
            }
            if let root, AppPackage.identifier(root) != root {
                throw ValidationError("--root \(root) is not a type name")
            }
        }

        func run() throws {
            var package: AppPackage
            do {
                package = try AppPackage(paths: paths, name: name, root: root)
                try package.write()
            } catch let error as AppPackageError {
                StandardStreams.writeError("error: \(error.message)\n")
                throw ExitCode.failure
            }
            for note in package.notes { print("note: \(note)") }
            print("open: building \(package.name) in \(package.folder)")
            // Before the compiler's own output, which goes straight to the terminal.
            fflush(stdout)
            guard package.build().built else {
                StandardStreams.writeError("error: \(package.name) did not build (the compiler's messages are above; the files in "
                                           + "\(package.sourcesFolder) are the ported ones, your own are unchanged)\n")
                throw ExitCode.failure
            }
            if buildOnly {
                print(package.program)
                return
            }
            if watch { try AppWatch(package: package, windowOptions: appArguments).run() }
            package.exec(appArguments)
        }
    }
}
