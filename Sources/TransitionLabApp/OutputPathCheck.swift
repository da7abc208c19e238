import ArgumentParser
import Foundation
import Recording

/// The check of a file the command line will write, made in `validate()` before any window
/// opens, so a typo costs nothing (no session recorded into the void, no screenshot lost after
/// the window ran): the folder must exist and the path must not name a folder, a symlink, a
/// device or anything else that is not a regular file (which is never replaced), nor a file the
/// command reads (`CommandInputs`, listed before this check runs).
package enum OutputPathCheck {
    /// Throws a `ValidationError` naming `option` when `path` cannot be written as a file.
    package static func validate(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) needs a file path") }
        if let input = CommandInputs.input(at: path) {
            throw ValidationError("\(option) \(OutputFileError.isAnInput(path: path, input: input))")
        }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a folder; give the path of a file inside it")
        }
        var status = stat()
        if lstat(path, &status) == 0, (status.st_mode & S_IFMT) != S_IFREG {
            throw ValidationError("\(option): \(OutputFileError.notARegularFile(path: path, kind: kind(of: status.st_mode)))")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let parent = folder.isEmpty ? "." : folder
        var parentIsDirectory: ObjCBool = false
        guard files.fileExists(atPath: parent, isDirectory: &parentIsDirectory) else {
            throw ValidationError("\(option) \(path): the folder \(parent) does not exist")
        }
        guard parentIsDirectory.boolValue else {
            throw ValidationError("\(option) \(path): \(parent) is not a folder")
        }
        guard files.isWritableFile(atPath: parent) else {
            throw ValidationError("\(option) \(path): the folder \(parent) cannot be written")
        }
    }

    /// Throws a `ValidationError` naming `option` unless `path` is an existing folder this
    /// process can write files in (screenshots are saved there later, when no one reads the
    /// terminal).
    package static func validateFolder(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) needs a folder") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ValidationError("\(option) \(path): no such folder")
        }
        guard isDirectory.boolValue else { throw ValidationError("\(option) \(path) is not a folder") }
        // access(2) with W_OK and X_OK: creating a file needs both.
        guard access(path, W_OK | X_OK) == 0 else { throw ValidationError("\(option) \(path): the folder cannot be written") }
    }

    /// Whether anything is at `path` (a dangling symlink included).
    package static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// What a file of `mode` is, for messages.
    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: return "a symlink"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// Throws the `--frames` message unless `frames` is nil or positive.
    package static func validateFrames(_ frames: Int?) throws {
        if let frames, frames <= 0 { throw ValidationError("--frames must be a positive number of frames, not \(frames)") }
    }
}
