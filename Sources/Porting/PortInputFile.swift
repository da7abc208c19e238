import Foundation

/// One `.swift` file to port: its path and where its copy goes under `-o DIR`.
struct PortInputFile {
    /// The path to read (and to write with `--in-place`).
    let path: String
    /// The path under `-o DIR`: relative to the folder given, or the file's name.
    let relativeOutputPath: String

    /// The file's text; throws `PortError.unreadable` when it cannot be read or is not UTF-8.
    func read() throws -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw PortError.unreadable(path: path, reason: "cannot open it")
        }
        guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
            throw PortError.unreadable(path: path, reason: "not UTF-8 text")
        }
        return text
    }

    /// The files named by `paths`: files as given (each must end in `.swift`), folders walked for
    /// `.swift` files in sorted order (hidden entries and `.build` skipped).
    static func collect(_ paths: [String]) throws -> [PortInputFile] {
        guard !paths.isEmpty else { throw PortUsageError(message: "give at least one file or folder to port") }
        var files: [PortInputFile] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw PortUsageError(message: "\(path): no such file or folder")
            }
            if isFolder.boolValue {
                files += try swiftFiles(under: path)
            } else {
                guard path.hasSuffix(".swift") else { throw PortError.notSwift(path: path) }
                files.append(PortInputFile(path: path, relativeOutputPath: (path as NSString).lastPathComponent))
            }
        }
        return files
    }

    private static func swiftFiles(under folder: String) throws -> [PortInputFile] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else {
            throw PortUsageError(message: "\(folder): cannot list the folder")
        }
        var relatives: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") { walker.skipDescendants(); continue }
            if relative.hasSuffix(".swift") { relatives.append(relative) }
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        return relatives.sorted().map { PortInputFile(path: base + $0, relativeOutputPath: $0) }
    }
}
