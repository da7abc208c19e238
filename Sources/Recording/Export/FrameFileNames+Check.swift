import Foundation
import OutputFiles

extension FrameFileNames {
    /// Throws `ExportError.refusedOutput` when the frames `frames` (every frame when nil) cannot
    /// go to this folder: it is a symlink (never written through, as a file output is never
    /// one) or not a folder; or it already holds a file one of them would be named, unless
    /// `replacing` (`--force`); and even then when that file is not a regular file or is one
    /// the command reads (`CommandInputs`). A missing folder, or one holding none of those
    /// names, is fine. Reads the folder's listing once, whatever the number of frames.
    package func check(frames: ClosedRange<Int>?, replacing: Bool) throws {
        var status = stat()
        guard lstat(folder, &status) == 0 else { return }
        switch status.st_mode & S_IFMT {
        case S_IFLNK: throw ExportError.refusedOutput(Self.symlinkMessage(folder))
        case S_IFDIR: break
        default: throw ExportError.refusedOutput("\(folder) is a file, not a folder for the frames; give a folder or a new name")
        }
        // Sorted, so the message names the same file every time.
        let taken = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted().filter { name in
            guard let frame = frame(named: name) else { return false }
            return frames?.contains(frame) ?? true
        }
        guard let first = taken.first else { return }
        guard replacing else {
            let path = (folder as NSString).appendingPathComponent(first)
            let what = taken.count == 1 ? "\(path) already exists" : "\(path) and \(taken.count - 1) more of this export's frames already exist"
            throw ExportError.refusedOutput("\(what); an export never replaces files unless asked: choose another folder, "
                                            + "or pass --force to replace them")
        }
        for name in taken {
            let path = (folder as NSString).appendingPathComponent(name)
            if let input = CommandInputs.input(at: path) {
                throw ExportError.refusedOutput("\(OutputFileError.isAnInput(path: path, input: input))")
            }
            if lstat(path, &status) == 0, let kind = OutputFile.specialKind(status.st_mode) {
                throw ExportError.refusedOutput("\(OutputFileError.notARegularFile(path: path, kind: kind))")
            }
        }
    }

    /// The message refusing a frames folder that is a symlink.
    static func symlinkMessage(_ folder: String) -> String {
        "\(folder) is a symlink; frames are never written through one (as a file output never is): give the folder it points to, or a new name"
    }
}
