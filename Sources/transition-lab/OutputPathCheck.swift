import ArgumentParser
import Foundation

/// The check of a file the command line will write, made in `validate()` before any window
/// opens, so a typo costs nothing (no session recorded into the void, no screenshot lost after
/// the window ran): the folder must exist and the path must not name a folder.
enum OutputPathCheck {
    /// Throws a `ValidationError` naming `option` when `path` cannot be written as a file.
    static func validate(_ path: String, option: String) throws {
        guard !path.isEmpty else { throw ValidationError("\(option) needs a file path") }
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ValidationError("\(option) \(path) is a folder; give the path of a file inside it")
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

    /// Throws the `--frames` message unless `frames` is nil or positive.
    static func validateFrames(_ frames: Int?) throws {
        if let frames, frames <= 0 { throw ValidationError("--frames must be a positive number of frames, not \(frames)") }
    }
}
