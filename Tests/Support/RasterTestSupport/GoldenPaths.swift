import Foundation

/// Where goldens and failure images live, derived from the path of the test file and the test class.
///
/// Goldens sit beside their tests in `__Goldens__`, in a folder per test class; failure images go
/// to `<package root>/snapshots-failures`, which is git-ignored.
public enum GoldenPaths {
    /// Name of the folder, beside each test file, that holds its goldens.
    public static let goldenFolderName = "__Goldens__"
    /// Name of the folder, at the package root, that receives expected/actual/diff images.
    public static let failureFolderName = "snapshots-failures"

    /// The golden for `name` used by a test of `testClass` in `testFile`:
    /// `<dir>/__Goldens__/<testClass>/<name>.png`.
    ///
    /// `name` may contain `/` to group a class's goldens in subfolders.
    public static func goldenFile(named name: String, testClass: String, forTestFile testFile: String) -> String {
        let directory = (testFile as NSString).deletingLastPathComponent
        return "\(directory)/\(goldenFolderName)/\(testClass)/\(name).png"
    }

    /// The nearest folder above `testFile` that contains `Package.swift`, or nil if none does.
    public static func packageRoot(forTestFile testFile: String) -> String? {
        var directory = (testFile as NSString).deletingLastPathComponent
        while !directory.isEmpty, directory != "/" {
            if FileManager.default.fileExists(atPath: "\(directory)/Package.swift") { return directory }
            directory = (directory as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The three failure images for `testClass`'s golden `name`:
    /// `<root>/snapshots-failures/<testClass>_<name>-{expected,actual,diff}.png`.
    ///
    /// A `/` in the name becomes `_` so every failure image lands directly in the folder; the class
    /// in front keeps two classes' goldens of the same name apart. When no package root is found,
    /// the system's temporary folder is used instead.
    public static func failureFiles(named name: String, testClass: String, forTestFile testFile: String)
        -> (expected: String, actual: String, diff: String)
    {
        let root = packageRoot(forTestFile: testFile) ?? NSTemporaryDirectory()
        let base = "\(root)/\(failureFolderName)/\(testClass)_\(name.replacingOccurrences(of: "/", with: "_"))"
        return ("\(base)-expected.png", "\(base)-actual.png", "\(base)-diff.png")
    }

    /// Whether the environment asks to re-record goldens: `RECORD_SNAPSHOTS` is `1`, `true` or `yes`.
    public static var recordingRequested: Bool {
        let value = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"]?.lowercased()
        return value == "1" || value == "true" || value == "yes"
    }

    /// Creates the folder that will hold `file`, with any missing parents.
    public static func createParentFolder(of file: String) throws {
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
}
