import Foundation
import Porting
import Raster

/// Why `open` could not make a package of the files it was given.
struct AppPackageError: Error {
    let message: String
}

/// The package `transition-lab open` makes of iOS source: the files ported into
/// `<cache>/transition-lab/open/<Name>-<hash>/Sources/<Name>`, an entry point added, and a
/// Package.swift that depends on this checkout. The same inputs always map to the same folder,
/// so a second `open` builds incrementally.
struct AppPackage {
    /// The app's name: its package's, its executable's and its sessions' (`SessionHeader.app`).
    let name: String
    /// The package's folder.
    let folder: String
    /// What the user should know about the port and the entry point.
    private(set) var notes: [String] = []
    private let paths: [String]
    private let root: String?
    private let checkout: String

    /// Where the ported sources go.
    var sourcesFolder: String { folder + "/Sources/" + name }
    /// The built program.
    var program: String { folder + "/.build/release/" + name }

    /// A package for the app of `paths`, named `name` (else after the first path), started from
    /// `root` when the code has no app delegate.
    init(paths: [String], name: String?, root: String?) throws {
        guard !paths.isEmpty else { throw AppPackageError(message: "no files given") }
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw AppPackageError(message: "\(path) does not exist")
        }
        let absolute = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var stem = URL(fileURLWithPath: absolute[0]).deletingPathExtension().lastPathComponent
        // A folder named Sources says little: its parent names the app.
        if ["Sources", "Originals", "src"].contains(stem) { stem = URL(fileURLWithPath: absolute[0]).deletingLastPathComponent().lastPathComponent }
        self.name = name ?? Self.identifier(stem.prefix(1).uppercased() + stem.dropFirst())
        self.paths = paths
        self.root = root
        guard let checkout = Self.checkout() else {
            throw AppPackageError(message: "cannot find the TransitionLab checkout this program was built from (a folder above it "
                                  + "holding TransitionLab's Package.swift); run the transition-lab of a checkout")
        }
        self.checkout = checkout
        let key = FNV1a.hash(utf8: absolute.joined(separator: "\n"))
        folder = Self.cacheFolder() + "/open/\(self.name)-\(String(key, radix: 16).prefix(8))"
    }

    /// `text` as a Swift identifier: letters, digits and underscores, not starting with a digit.
    static func identifier(_ text: String) -> String {
        var result = String(text.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) && $0.isASCII ? Character($0) : "_" })
        if result.first?.isNumber ?? true { result = "App" + result }
        return result
    }

    /// Ports the files into the package, adds the entry point and writes Package.swift.
    mutating func write() throws {
        let files = FileManager.default
        // The ported copies are made afresh: a file removed from the inputs leaves the package too.
        try? files.removeItem(atPath: sourcesFolder)
        try files.createDirectory(atPath: sourcesFolder, withIntermediateDirectories: true)
        var failure = ""
        var report: [String] = []
        let status = PortRunner(options: PortOptions(paths: paths, output: .folder(sourcesFolder)))
            .run(report: { report.append($0) }, fail: { failure += $0 + "\n" })
        guard status == .success else {
            throw AppPackageError(message: "the port failed: " + failure.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        notes += report.filter { $0.hasPrefix("port: ") }
        try addEntryPoint()
        try Self.writeIfChanged(packageManifest, to: folder + "/Package.swift")
    }

    /// Builds the package for release, the compiler's output passed on to this process's
    /// standard output as it comes and kept; returns whether it built, and the output.
    func build() -> (built: Bool, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "-c", "release", "--package-path", folder, "--product", name]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (false, "error: cannot run swift build: \(error)")
        }
        var output = Data()
        while true {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            StandardStreams.writeOutput(chunk)
            // A runaway build log is kept to its first megabyte: the first error is what matters.
            if output.count < 1 << 20 { output.append(chunk) }
        }
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }

    /// The user's file a ported copy under `sourcesFolder` came from, or the copy itself when
    /// none matches: what a build error names in the window.
    func originalFile(ofPorted path: String) -> String {
        let prefix = sourcesFolder + "/"
        guard path.hasPrefix(prefix) else { return path }
        let relative = String(path.dropFirst(prefix.count))
        for input in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else { continue }
            let candidate = isFolder.boolValue ? input + "/" + relative : input
            if (candidate as NSString).lastPathComponent == (relative as NSString).lastPathComponent,
               FileManager.default.fileExists(atPath: candidate) {
                return candidate
            }
        }
        return path
    }

    /// The inputs' `.swift` files with their modification times, in a fixed order: what
    /// `open --watch` compares to see an edit.
    func stamp() -> [String] {
        var files: [String] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { files.append(path); continue }
            if isFolder.boolValue {
                let inside = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }
                files += inside.sorted().map { path + "/" + $0 }
            } else {
                files.append(path)
            }
        }
        return files.map { file in
            var status = stat()
            guard stat(file, &status) == 0 else { return file + " gone" }
            return "\(file) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_size)"
        }
    }

    /// Replaces this process with the app's program, given `arguments`.
    func exec(_ arguments: [String]) -> Never {
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execv(program, argv)
        StandardStreams.writeError("error: cannot run \(program): \(String(cString: strerror(errno)))\n")
        exit(1)
    }

    /// The entry point: the app delegate marked `@main` (with `@UIApplicationMain` read as it),
    /// the one class adopting `UIApplicationDelegate`, or `root`; one more file imports
    /// TransitionLabApp, which makes `@main` on an app delegate this program's entry.
    private mutating func addEntryPoint() throws {
        let files = (try FileManager.default.subpathsOfDirectory(atPath: sourcesFolder)).filter { $0.hasSuffix(".swift") }.sorted()
        var hasMain = false
        var delegates: [String] = []
        for file in files {
            let path = sourcesFolder + "/" + file
            var text = try String(contentsOfFile: path, encoding: .utf8)
            if text.contains("@UIApplicationMain") {
                text = text.replacingOccurrences(of: "@UIApplicationMain", with: "@main")
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                notes.append("\(file): @UIApplicationMain → @main (Swift 5.3's form of it)")
            }
            if text.range(of: #"(?m)^\s*@main\b"#, options: .regularExpression) != nil { hasMain = true }
            delegates += Self.classes(adopting: "UIApplicationDelegate", in: text)
        }
        var entry = "// Made by `transition-lab open`: the one line an app adds to run in TransitionLab.\nimport TransitionLabApp\n"
        if !hasMain {
            if let root {
                entry = "import TransitionLabApp\nimport UIKit\n\nSimulatorApp.main(name: \"\(name)\") { \(root)() }\n"
                try? FileManager.default.removeItem(atPath: sourcesFolder + "/TransitionLabEntry.swift")
                try Self.writeIfChanged(entry, to: sourcesFolder + "/main.swift")
                return
            }
            guard delegates.count == 1, let delegate = delegates.first else {
                throw AppPackageError(message: delegates.isEmpty
                    ? "no entry point in \(paths.joined(separator: " ")): no app delegate (a class adopting UIApplicationDelegate); "
                        + "name the first screen's view controller with --root TYPE"
                    : "several app delegates (\(delegates.joined(separator: ", "))): mark one @main")
            }
            entry = "import TransitionLabApp\nimport UIKit\n\nSimulatorApp.main(name: \"\(name)\", delegate: \(delegate).self)\n"
            try Self.writeIfChanged(entry, to: sourcesFolder + "/main.swift")
            return
        }
        try Self.writeIfChanged(entry, to: sourcesFolder + "/TransitionLabEntry.swift")
    }

    /// The names of the classes declared in `text` whose inheritance list names `protocolName`.
    static func classes(adopting protocolName: String, in text: String) -> [String] {
        let pattern = #"class\s+([A-Za-z_][A-Za-z0-9_]*)\s*:\s*([^{]*)\{"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { match in
            guard let nameRange = Range(match.range(at: 1), in: text), let listRange = Range(match.range(at: 2), in: text) else { return nil }
            let list = text[listRange].split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            return list.contains(protocolName) ? String(text[nameRange]) : nil
        }
    }

    private var packageManifest: String {
        """
        // swift-tools-version:6.0
        // Made by `transition-lab open` from \(paths.joined(separator: ", ")); made again by each open.
        import PackageDescription

        let package = Package(
            name: "\(name)",
            dependencies: [.package(name: "TransitionLab", path: "\(checkout)")],
            targets: [
                .executableTarget(name: "\(name)", dependencies: [
                    .product(name: "UIKit", package: "TransitionLab"),
                    .product(name: "TransitionLabApp", package: "TransitionLab"),
                ]),
            ],
            swiftLanguageModes: [.v5]
        )

        """
    }

    /// Writes `text` to `path` unless it holds it already (an unchanged file keeps its time, so
    /// the build stays incremental).
    private static func writeIfChanged(_ text: String, to path: String) throws {
        if (try? String(contentsOfFile: path, encoding: .utf8)) == text { return }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// `$XDG_CACHE_HOME/transition-lab`, or `~/.cache/transition-lab`.
    private static func cacheFolder() -> String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? (NSHomeDirectory() + "/.cache")
        return base + "/transition-lab"
    }

    /// The checkout this program was built in: the first folder above the executable holding
    /// TransitionLab's Package.swift.
    private static func checkout() -> String? {
        guard let executable = Bundle.main.executablePath else { return nil }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        while folder.path != "/" {
            let manifest = folder.appendingPathComponent("Package.swift").path
            if let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"TransitionLab\"") {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
