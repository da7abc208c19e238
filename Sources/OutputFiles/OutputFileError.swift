/// Why an output file could not be written; the description is the message to print.
package enum OutputFileError: Error, Equatable, CustomStringConvertible {
    /// The path is the empty string.
    case emptyPath
    /// Something other than a regular file is at the path (a folder, symlink, device...).
    case notARegularFile(path: String, kind: String)
    /// The path names a file the command reads (`CommandInputs`): the same file, or a link to it.
    case isAnInput(path: String, input: String)
    /// The path's folder does not exist (or is not a folder).
    case missingFolder(path: String, folder: String)
    /// The path's folder cannot be written.
    case unwritableFolder(path: String, folder: String)
    /// A file exists at the path and was not to be replaced.
    case exists(path: String, hint: String)
    /// The file could not be created.
    case cannotCreate(path: String, reason: String)
    /// The file could not be written or moved into place.
    case cannotWrite(path: String, reason: String)

    /// The message to print.
    package var description: String {
        switch self {
        case .emptyPath: return "the output path is empty; give a file name"
        case .notARegularFile(let path, let kind):
            return "\(path) is \(kind), not a regular file; it is never replaced: give the path of a new or regular file"
        case .isAnInput(let path, let input):
            let what = path == input ? "is this command's input" : "is the same file as the input \(input)"
            return "\(path) \(what); an output never replaces what the command reads: give another name"
        case .missingFolder(let path, let folder): return "cannot write \(path): the folder \(folder) does not exist"
        case .unwritableFolder(let path, let folder): return "cannot write \(path): no permission to write in \(folder)"
        case .exists(let path, let hint): return "\(path) already exists; \(hint)"
        case .cannotCreate(let path, let reason): return "cannot create \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}
