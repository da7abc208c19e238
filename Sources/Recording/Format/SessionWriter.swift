import Foundation
import OutputFiles
#if canImport(Glibc)
import Glibc
#endif

/// Appends a session's lines to its file, each handed to the system as soon as it is written,
/// so a process killed at any moment leaves a file that replays up to its last whole line.
///
/// The file is created exclusively: a writer never takes over a file that exists, so two
/// recorders never write one file and a saved recording is never overwritten
/// (docs/OUTPUTS.md). While it writes, the writer holds an exclusive lock (flock) on the file,
/// which tells `--force` that a recorder is still writing it.
package final class SessionWriter {
    /// How the file is created.
    package enum Creation: Equatable, Sendable {
        /// A new file at the path; an existing one is refused, naming it.
        case new
        /// A new file at the path, or beside it with `-2`, `-3`... before the extension when
        /// that name is taken (Ctrl+R, whose names must never collide).
        case uniqueName
        /// A new file put in place of a regular file at the path, atomically (`record --force`):
        /// refused when a recorder still writes the file there, or when it is not a regular file.
        case replacing
    }

    /// Where the session is written.
    package let path: String
    private let descriptor: Int32
    private var isOpen = true
    /// `.replacing` only: the file written until the header is in it and it is put in place.
    private var temporary: String?
    /// How many bytes have been written.
    package private(set) var byteCount = 0

    /// Creates the file at `path` as `creation` says and writes the header line; throws
    /// `OutputFileError` naming the file when it cannot.
    package init(path: String, header: SessionHeader, creation: Creation = .new) throws {
        let (path, descriptor, temporary) = try Self.create(path, creation)
        self.path = path
        self.descriptor = descriptor
        self.temporary = temporary
        do {
            try write(text: SessionFile.headerText(header))
            if let temporary {
                try Self.putInPlace(temporary, at: path)
                self.temporary = nil
            }
        } catch {
            if let temporary {
                close()
                unlink(temporary)
                TerminationCleanup.remove(path: temporary)
            } else {
                // A file this writer created and could not write even its header into holds
                // nothing to replay: it is removed, so a full disk leaves nothing empty behind
                // (docs/OUTPUTS.md, "Nothing lost").
                removeCreatedFile()
            }
            throw error
        }
    }

    deinit { close() }

    /// Appends one line; a shortcut that is not recorded writes nothing.
    package func write(_ line: SessionLine) throws {
        guard let text = line.text else { return }
        try write(text: text)
    }

    private func write(text: String) throws {
        guard isOpen else { throw OutputFileError.cannotWrite(path: path, reason: "the recording is closed") }
        // One write call per whole line, newline included, unbuffered: the line is in the
        // system's hands (and survives the process) when this returns.
        let bytes = Array((text + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                // A full disk or a size limit may have taken part of the line: the file is cut
                // back to its last whole line, so it reads to its end with no damage.
                if offset > 0 { _ = ftruncate(descriptor, off_t(byteCount)) }
                throw OutputFileError.cannotWrite(path: path, reason: reason)
            }
            offset += written
        }
        byteCount += bytes.count
        // A file deleted while it is written (its folder removed) takes every later line with
        // it, unseen: that ends the recording too, as a full disk does.
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_nlink == 0 {
            throw OutputFileError.cannotWrite(path: path, reason: "the file was deleted while it was being written")
        }
    }

    /// Removes the file this writer created at `path` (checked to be the same file: another
    /// may have been put there meanwhile) and closes it.
    private func removeCreatedFile() {
        var open = stat(), named = stat()
        if isOpen, fstat(descriptor, &open) == 0, lstat(path, &named) == 0,
           open.st_dev == named.st_dev, open.st_ino == named.st_ino {
            unlink(path)
        }
        close()
    }

    /// Closes the file (and lets go of its lock).
    package func close() {
        guard isOpen else { return }
        isOpen = false
        Glibc.close(descriptor)
    }

    /// The path written, its open, locked descriptor, and for `.replacing` the temporary file
    /// beside `path` that the descriptor writes until it is put in place.
    private static func create(_ path: String, _ creation: Creation) throws -> (String, Int32, String?) {
        try OutputFile.check(path)
        switch creation {
        case .new:
            return (path, try createExclusively(path), nil)
        case .uniqueName:
            let stem = (path as NSString).deletingPathExtension, ext = (path as NSString).pathExtension
            for number in 1...9999 {
                let candidate = number == 1 ? path : "\(stem)-\(number)" + (ext.isEmpty ? "" : ".\(ext)")
                do {
                    return (candidate, try createExclusively(candidate), nil)
                } catch OutputFileError.exists {
                    continue
                }
            }
            throw OutputFileError.cannotCreate(path: path, reason: "every name from \(path) to \(stem)-9999 is taken")
        case .replacing:
            try refuseIfBeingWritten(path)
            let (temporary, descriptor) = try OutputFile.createTemporary(beside: path)
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                Glibc.close(descriptor)
                unlink(temporary)
                TerminationCleanup.remove(path: temporary)
                throw OutputFileError.cannotCreate(path: path, reason: "cannot lock \(temporary)")
            }
            return (path, descriptor, temporary)
        }
    }

    /// Renames `temporary` to `path`, replacing the file there: another recorder still writing
    /// the old file (which `refuseIfBeingWritten` checks first) would keep its own inode.
    private static func putInPlace(_ temporary: String, at path: String) throws {
        defer { TerminationCleanup.remove(path: temporary) }
        // Checked again just before: a recorder may have started on the file meanwhile.
        try refuseIfBeingWritten(path)
        try OutputFile.rename(temporary, to: path)
    }

    /// Creates `path` with O_EXCL and locks it.
    private static func createExclusively(_ path: String) throws -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            if errno == EEXIST {
                throw OutputFileError.exists(path: path, hint: "a recording is never overwritten: choose another name, or pass --force to replace it")
            }
            throw OutputFileError.cannotCreate(path: path, reason: String(cString: strerror(errno)))
        }
        // A new file nobody else has opened: the lock cannot fail.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        return descriptor
    }

    /// Whether a recorder (in this process or another) holds the lock of the file at `path`:
    /// it is still being written.
    package static func isBeingWritten(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Throws when a recorder is still writing the file at `path`.
    private static func refuseIfBeingWritten(_ path: String) throws {
        if isBeingWritten(path) {
            throw OutputFileError.exists(path: path, hint: "a recorder is writing it right now, and it is not replaced even with --force")
        }
    }
}
