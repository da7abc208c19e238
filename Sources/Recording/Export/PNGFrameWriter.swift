import Foundation
import OutputFiles
import PNGCodec

/// Writes every exported frame as its own PNG, named by its simulated frame number: into a
/// folder as `frame-000123.png`, or by a pattern such as `shots/f-%06d.png` (`FrameFileNames`).
///
/// Written with PNGCodec (libpng), no ffmpeg. Frames are encoded on as many threads as the
/// machine has cores while the replay goes on (each file depends only on its frame, so the
/// output is the same as one thread's). Each frame is whole or absent (`OutputFile`), and a new
/// file: a name that is taken fails the export, unless `replacing` (`--force`), which replaces
/// regular files. A failed export removes only what it created: the frames it wrote under names
/// that were free, and the folders it made (when empty); never a file it did not write, nor
/// one it replaced. A killed one leaves the whole frames written so far.
package final class PNGFrameWriter: ExportSink {
    /// The names of the frames, and their folder.
    package let names: FrameFileNames
    /// The folder the frames go to.
    package var folder: String { names.folder }
    /// Whether a frame replaces a regular file of its name (`--force`) rather than fail the export.
    package let replacing: Bool
    /// The frames written under names that were free, which a failed export removes.
    private var created: [String] = []
    /// The folders made for the frames, outermost first.
    private var createdFolders: [String] = []
    private var started = 0
    private let encoding = DispatchQueue(label: "PNGFrameWriter", attributes: .concurrent)
    private let pending = DispatchGroup()
    /// Bounds the frames in flight, so memory stays at a few frames however long the session.
    private let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))
    private let lock = NSLock()
    private var firstError: ExportError?

    /// A writer for `output`: a folder (created if missing, refused when it is a symlink or not
    /// a folder), or a path whose file name holds a `%d`-style pattern for the frame number;
    /// `replacing` as the property.
    package init(output: String, replacing: Bool = false) throws {
        names = try FrameFileNames(output: output)
        self.replacing = replacing
        let folder = names.folder
        var status = stat()
        if lstat(folder, &status) == 0 {
            // Never through a symlink, as a file output is never written through one.
            guard status.st_mode & S_IFMT != S_IFLNK else { throw ExportError.refusedOutput(FrameFileNames.symlinkMessage(folder)) }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw ExportError.cannotWrite("\(folder) is a file, not a folder for the frames") }
        } else {
            createdFolders = Self.missingFolders(upTo: folder)
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw ExportError.cannotWrite("cannot create the folder \(folder) (no permission, or something in the way)")
            }
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            removeCreatedFolders()
            throw ExportError.cannotWrite("cannot write into \(folder) (no permission)")
        }
    }

    /// `folder` and those of its parents that do not exist, outermost first.
    private static func missingFolders(upTo folder: String) -> [String] {
        var missing: [String] = [], path = folder, status = stat()
        while !path.isEmpty, path != "/", path != ".", lstat(path, &status) != 0 {
            missing.insert(path, at: 0)
            path = (path as NSString).deletingLastPathComponent
        }
        return missing
    }

    /// The path of the PNG for simulated frame `number`.
    package func path(ofFrame number: Int) -> String { names.path(ofFrame: number) }

    /// Every simulated frame in the range is written, once: a picture held as idle time is
    /// not written again (the next file is the next frame that was drawn).
    package func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool { true }

    /// How many PNG files have been started.
    package var outputFrameCount: Int { started }

    /// Starts writing the frame's PNG, and the same PNG for each still frame after it (encoded
    /// once); throws the first error an earlier frame met.
    package func write(_ frame: ExportFrame) throws {
        if let error = lock.withLock({ firstError }) { throw error }
        let paths = (frame.number...(frame.number + frame.stillFrames)).map { path(ofFrame: $0) }
        started += paths.count
        slots.wait()
        pending.enter()
        encoding.async { [self] in
            defer { slots.signal(); pending.leave() }
            do {
                // Written atomically (a temporary file renamed or linked), so a frame is whole or
                // absent, and never through a symlink, over a device or over the session read. A
                // still frame's picture is encoded once for all its files.
                let bytes = try frame.image.pngData()
                for path in paths {
                    if replacing {
                        var status = stat()
                        let wasFree = lstat(path, &status) != 0
                        try OutputFile.write(bytes, to: path)
                        if wasFree { lock.withLock { created.append(path) } }
                    } else {
                        try OutputFile.writeNew(bytes, to: path)
                        lock.withLock { created.append(path) }
                    }
                }
            } catch OutputFileError.exists(let path, _) {
                // A file that appeared at the name since the export checked the folder: kept.
                fail(.cannotWrite("\(path) already exists; it is kept: choose another folder, or pass --force to replace it"))
            } catch {
                fail(.cannotWrite("could not write a frame: \(error)"))
            }
        }
    }

    /// Keeps `error` when it is the first.
    private func fail(_ error: ExportError) {
        lock.withLock { if firstError == nil { firstError = error } }
    }

    /// Waits for the frames still being written; throws the first error any of them met.
    package func finish() throws {
        pending.wait()
        if let error = lock.withLock({ firstError }) { throw error }
        lock.withLock { created = [] }
        createdFolders = []
    }

    /// Removes the frames this writer created and the folders it made, when empty; nothing else.
    package func abort() {
        pending.wait()
        // unlink(2), never a recursive removal: only the files written here, one by one.
        for path in lock.withLock({ created }) { unlink(path) }
        lock.withLock { created = [] }
        removeCreatedFolders()
    }

    /// Removes the folders this writer made, innermost first, each only when empty (rmdir(2)).
    private func removeCreatedFolders() {
        for folder in createdFolders.reversed() where rmdir(folder) != 0 { break }
        createdFolders = []
    }
}
