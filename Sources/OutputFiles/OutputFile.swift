import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file written under a unique temporary name beside its destination and renamed into place
/// only when complete (`commit()`), so nobody ever sees half a file at the destination, and a
/// failed, stopped or killed writer never leaves one there (docs/OUTPUTS.md).
///
/// The destination must be absent or a regular file: `check(_:)` refuses an empty path, a
/// missing folder, and a folder, symlink, device, pipe or socket in the way, which are never
/// replaced; nor is a file the command reads (`CommandInputs`), checked then and again just
/// before the rename. The temporary file is `.NAME.partial-PID-N` in NAME's folder, created exclusively
/// (O_EXCL), so two writers never share one and a leftover of a SIGKILL names its process;
/// while it exists it is listed in `TerminationCleanup`, which removes it on SIGTERM or SIGINT
/// once a command has asked for that. Two writers to one destination both succeed: the last
/// rename wins and the destination is always one writer's whole file.
package final class OutputFile {
    /// Where the file goes when complete.
    package let path: String
    /// The unique file written until then, in the same folder.
    package let temporaryPath: String
    /// The temporary file, open for writing, until `commit()` or `discard()`.
    package private(set) var fileDescriptor: Int32
    private var isOpen = true
    /// Whether `path` may be one of the command's inputs: only `verify --update`, which rewrites its input.
    private let replacingInput: Bool

    /// Checks `path` (see `check(_:)`) and creates its temporary file; `replacingInput` lets it
    /// replace a file the command reads, as `verify --update` does by design.
    package init(path: String, replacingInput: Bool = false) throws {
        try Self.check(path, replacingInput: replacingInput)
        let (temporaryPath, descriptor) = try Self.createTemporary(beside: path)
        self.path = path
        self.temporaryPath = temporaryPath
        self.replacingInput = replacingInput
        fileDescriptor = descriptor
    }

    deinit { discard() }

    /// Throws `OutputFileError` unless a file can be put at `path`: the path is not empty, its
    /// folder exists and is writable, nothing but a regular file is there, and that file is
    /// not one the command reads (`CommandInputs`) unless `replacingInput`.
    package static func check(_ path: String, replacingInput: Bool = false) throws {
        guard !path.isEmpty else { throw OutputFileError.emptyPath }
        // First: a symlink to an input is named as the input it is, not only as a symlink.
        if !replacingInput, let input = CommandInputs.input(at: path) { throw OutputFileError.isAnInput(path: path, input: input) }
        var status = stat()
        if lstat(FileNameText.systemName(path), &status) == 0, let kind = Self.specialKind(status.st_mode) {
            throw OutputFileError.notARegularFile(path: path, kind: kind)
        }
        let folder = Self.folder(of: path)
        var folderStatus = stat()
        guard stat(FileNameText.systemName(folder), &folderStatus) == 0, folderStatus.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFileError.missingFolder(path: path, folder: folder)
        }
        guard access(FileNameText.systemName(folder), W_OK) == 0 else { throw OutputFileError.unwritableFolder(path: path, folder: folder) }
    }

    /// What a file of `mode` is when it is not a regular file ("a folder", "a symlink", ...), or nil.
    package static func specialKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symlink"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// The folder `path` is in ("." for a bare name).
    package static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// Creates a new empty file `.NAME.partial-PID-N` beside `path`, exclusively, listed for
    /// removal on termination; returns its path and an open descriptor.
    package static func createTemporary(beside path: String, suffix: String = "") throws -> (String, Int32) {
        let folder = folder(of: path), name = (path as NSString).lastPathComponent
        for _ in 0..<1000 {
            let candidate = (folder as NSString).appendingPathComponent(".\(name).partial-\(getpid())-\(TerminationCleanup.nextNumber())\(suffix)")
            let descriptor = open(FileNameText.systemName(candidate), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 {
                TerminationCleanup.add(path: candidate)
                return (candidate, descriptor)
            }
            if errno != EEXIST { throw OutputFileError.cannotCreate(path: candidate, reason: String(cString: strerror(errno))) }
        }
        throw OutputFileError.cannotCreate(path: path, reason: "no free temporary name beside it")
    }

    /// Appends `bytes` to the temporary file; throws when the disk refuses them (full, removed).
    package func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard isOpen else { throw OutputFileError.cannotWrite(path: path, reason: "the file is already closed") }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
    }

    /// Appends `bytes`.
    package func write(_ bytes: [UInt8]) throws { try bytes.withUnsafeBytes { try write($0) } }

    /// Appends `text` as UTF-8.
    package func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Closes the temporary file and renames it to `path`, replacing a regular file there;
    /// refuses (and removes the temporary file) when something else appeared at `path` meanwhile.
    package func commit() throws {
        guard isOpen else { throw OutputFileError.cannotWrite(path: path, reason: "the file is already closed") }
        isOpen = false
        // On the disk before it has the name, so a power cut after the rename cannot leave an
        // empty file at the destination. (ffmpeg writes the same inode through its own
        // descriptor, so this flushes its data too.)
        var failure: String?
        if fsync(fileDescriptor) != 0, errno != EINVAL { failure = String(cString: strerror(errno)) }
        if close(fileDescriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        // Taken off the cleanup list only after the rename: a signal between the two finds
        // no file to remove, and the output is already whole.
        defer { TerminationCleanup.remove(path: temporaryPath) }
        if let failure {
            unlink(FileNameText.systemName(temporaryPath))
            throw OutputFileError.cannotWrite(path: path, reason: failure)
        }
        try Self.rename(temporaryPath, to: path, replacingInput: replacingInput)
    }

    /// Closes the temporary file and gives it the name `path` only when nothing has that name
    /// yet, then drops the temporary name: the file appears whole and never replaces anything
    /// (a regular file, a symlink, even a dangling one). Throws `OutputFileError.exists` when
    /// the name is taken (the temporary file is removed).
    ///
    /// The claim is a hard link (`link(2)` fails with EEXIST rather than replace), so it holds
    /// between processes: of two writers of one new name, exactly one succeeds.
    package func commitNew() throws {
        guard isOpen else { throw OutputFileError.cannotWrite(path: path, reason: "the file is already closed") }
        isOpen = false
        var failure: String?
        if fsync(fileDescriptor) != 0, errno != EINVAL { failure = String(cString: strerror(errno)) }
        if close(fileDescriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        defer {
            unlink(FileNameText.systemName(temporaryPath))
            TerminationCleanup.remove(path: temporaryPath)
        }
        if let failure { throw OutputFileError.cannotWrite(path: path, reason: failure) }
        guard link(FileNameText.systemName(temporaryPath), FileNameText.systemName(path)) == 0 else {
            if errno == EEXIST { throw OutputFileError.exists(path: path, hint: "it is kept; pick another name") }
            throw OutputFileError.cannotWrite(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Puts the file in place: over a regular file at `path` when `replacing` (`commit()`),
    /// else only when the name is free (`commitNew()`).
    package func commit(replacing: Bool) throws {
        if replacing { try commit() } else { try commitNew() }
    }

    /// Renames `source` (a temporary file of ours) to `destination` unless a non-regular file or
    /// (unless `replacingInput`) one of the command's inputs is there; removes `source` when it cannot.
    package static func rename(_ source: String, to destination: String, replacingInput: Bool = false) throws {
        // Checked again here: an input may have been linked to the name since the first check.
        if !replacingInput, let input = CommandInputs.input(at: destination) {
            unlink(FileNameText.systemName(source))
            throw OutputFileError.isAnInput(path: destination, input: input)
        }
        var status = stat()
        if lstat(FileNameText.systemName(destination), &status) == 0, let kind = specialKind(status.st_mode) {
            unlink(FileNameText.systemName(source))
            throw OutputFileError.notARegularFile(path: destination, kind: kind)
        }
        guard Glibc.rename(FileNameText.systemName(source), FileNameText.systemName(destination)) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(FileNameText.systemName(source))
            throw OutputFileError.cannotWrite(path: destination, reason: reason)
        }
    }

    /// Closes and removes the temporary file, leaving `path` as it was; safe to call twice.
    package func discard() {
        guard isOpen else { return }
        isOpen = false
        close(fileDescriptor)
        unlink(FileNameText.systemName(temporaryPath))
        TerminationCleanup.remove(path: temporaryPath)
    }

    /// Writes `bytes` to `path` whole or not at all (a temporary file renamed into place);
    /// `replacingInput` as for `init(path:replacingInput:)`.
    package static func write(_ bytes: [UInt8], to path: String, replacingInput: Bool = false) throws {
        let file = try OutputFile(path: path, replacingInput: replacingInput)
        do {
            try file.write(bytes)
            try file.commit()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes `bytes` to `path` whole, only when nothing is there yet (`commitNew()`): throws
    /// `OutputFileError.exists` when the name is taken, leaving what is there alone.
    package static func writeNew(_ bytes: [UInt8], to path: String) throws {
        // Anything at the name (a symlink or folder too) takes it; `commitNew` checks again.
        var status = stat()
        if !path.isEmpty, lstat(FileNameText.systemName(path), &status) == 0 { throw OutputFileError.exists(path: path, hint: "it is kept; pick another name") }
        let file = try OutputFile(path: path)
        do {
            try file.write(bytes)
            try file.commitNew()
        } catch {
            file.discard()
            throw error
        }
    }

    /// Writes several new files sharing one stem, each whole and none over an existing file:
    /// `stem + suffix` for every suffix when all those names are free, else `stem-2 + suffix`,
    /// `stem-3 + suffix`... (the first stem under which every name could be claimed); returns the
    /// paths written, in order. A claim that fails halfway removes the files of that stem it made.
    package static func writeNew(_ files: [(suffix: String, bytes: [UInt8])], stem: String) throws -> [String] {
        for attempt in 1...10_000 {
            let candidate = attempt == 1 ? stem : "\(stem)-\(attempt)"
            var written: [String] = []
            do {
                for file in files {
                    let path = candidate + file.suffix
                    try writeNew(file.bytes, to: path)
                    written.append(path)
                }
                return written
            } catch OutputFileError.exists {
                for path in written { unlink(FileNameText.systemName(path)) }
            } catch {
                for path in written { unlink(FileNameText.systemName(path)) }
                throw error
            }
        }
        throw OutputFileError.cannotCreate(path: stem, reason: "every name from \(stem) to \(stem)-10000 is taken")
    }

    /// Writes `text` as UTF-8 to `path` whole or not at all: what `verify --update` uses to
    /// rewrite a session, its own input (`replacingInput`; a symlinked session is refused, not
    /// replaced), and `verify --junit` to write its report.
    package static func write(_ text: String, to path: String, replacingInput: Bool = false) throws {
        try write(Array(text.utf8), to: path, replacingInput: replacingInput)
    }
}
