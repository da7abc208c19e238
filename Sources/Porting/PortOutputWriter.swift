import Foundation

/// Writes ported files whole or not at all: to a temporary file beside the target, renamed over it.
enum PortOutputWriter {
    /// Where each input's copy goes under `folder`; throws when two collide or one would be an input.
    static func targets(for inputs: [PortInputFile], in folder: String) throws -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        let targets = inputs.map { base + "/" + $0.relativeOutputPath }
        let resolvedInputs = Set(inputs.map { resolved($0.path) })
        var seen: Set<String> = []
        for target in targets {
            guard seen.insert(target).inserted else {
                throw PortUsageError(message: "two inputs would both be written to \(target); port their folders instead")
            }
            guard !resolvedInputs.contains(resolved(target)) else {
                throw PortUsageError(message: "-o \(folder) would overwrite the input \(target); use --in-place for that")
            }
        }
        return targets
    }

    /// Writes `text` to `path` through a temporary file beside it, keeping an existing file's
    /// permissions when `replacing`.
    static func write(_ text: String, to path: String, replacing: Bool) throws {
        let files = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty { try files.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\(name).port-\(getpid()).tmp"
        var attributes: [FileAttributeKey: Any] = [:]
        if replacing, let permissions = try? files.attributesOfItem(atPath: path)[.posixPermissions] {
            attributes[.posixPermissions] = permissions
        }
        guard files.createFile(atPath: temporary, contents: Data(text.utf8), attributes: attributes) else {
            throw PortWriteError(path: path, reason: "cannot create \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PortWriteError(path: path, reason: reason)
        }
    }

    /// `path` with symlinks and `..` resolved, to compare inputs and outputs.
    private static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (absolute as NSString).resolvingSymlinksInPath
    }
}
