import Foundation
import OutputFiles
import PNGCodec

/// Writes every exported frame as its own PNG, named by its simulated frame number: into a
/// folder as `frame-000123.png`, or by a pattern such as `shots/f-%06d.png`.
///
/// Written with PNGCodec (libpng), no ffmpeg. Frames are encoded on as many threads as the
/// machine has cores while the replay goes on (each file depends only on its frame, so the
/// output is the same as one thread's). Each frame is whole or absent (`OutputFile`). A failed
/// export removes the frames it wrote, and the folder when it created it; a killed one leaves
/// the whole frames written so far.
public final class PNGFrameWriter: ExportSink {
    /// The folder the frames go to.
    public let folder: String
    /// The file name pattern, with one integer conversion for the frame number.
    public let pattern: String
    private var written: [String] = []
    private var createdFolder = false
    private let encoding = DispatchQueue(label: "PNGFrameWriter", attributes: .concurrent)
    private let pending = DispatchGroup()
    /// Bounds the frames in flight, so memory stays at a few frames however long the session.
    private let slots = DispatchSemaphore(value: max(1, ProcessInfo.processInfo.activeProcessorCount))
    private let lock = NSLock()
    private var firstError: ExportError?

    /// A writer for `output`: a folder (created if missing), or a path whose name holds a
    /// `%d`-style pattern for the frame number.
    public init(output: String) throws {
        let url = URL(fileURLWithPath: output)
        if url.lastPathComponent.contains("%") {
            folder = url.deletingLastPathComponent().path
            pattern = url.lastPathComponent
            // One integer conversion and nothing else: any other would read memory it was not given.
            guard Self.isFramePattern(pattern) else {
                throw ExportError.cannotWrite("the pattern \(pattern) must hold one frame number conversion such as %06d and no other %")
            }
        } else {
            folder = url.path
            pattern = "frame-%06d.png"
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ExportError.cannotWrite("\(folder) is a file, not a folder for the frames") }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                createdFolder = true
            } catch {
                throw ExportError.cannotWrite("cannot create the folder \(folder) (no permission, or something in the way)")
            }
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw ExportError.cannotWrite("cannot write into \(folder) (no permission)")
        }
    }

    /// Whether `pattern` has exactly one `%d` conversion (flags and width allowed) and no other `%`.
    static func isFramePattern(_ pattern: String) -> Bool {
        let pieces = pattern.components(separatedBy: "%")
        guard pieces.count == 2 else { return false }
        let spec = pieces[1].prefix { $0 != "d" }
        return pieces[1].contains("d") && spec.allSatisfy { $0.isNumber || $0 == "0" }
    }

    /// The path of the PNG for simulated frame `number`.
    public func path(ofFrame number: Int) -> String {
        (folder as NSString).appendingPathComponent(String(format: pattern, number))
    }

    /// Every simulated frame in the range is written, once: a picture held as idle time is
    /// not written again (the next file is the next frame that was drawn).
    public func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool { true }

    /// How many PNG files have been started.
    public var outputFrameCount: Int { written.count + finished }
    private var finished = 0

    /// Starts writing the frame's PNG, and the same PNG for each still frame after it (encoded
    /// once); throws the first error an earlier frame met.
    public func write(_ frame: ExportFrame) throws {
        if let error = lock.withLock({ firstError }) { throw error }
        let paths = (frame.number...(frame.number + frame.stillFrames)).map { path(ofFrame: $0) }
        written += paths
        slots.wait()
        pending.enter()
        encoding.async { [self] in
            defer { slots.signal(); pending.leave() }
            do {
                // Written atomically (a temporary file renamed), so a frame is whole or absent,
                // and never through a symlink or over a device already at its name.
                let data = try frame.image.pngData()
                for path in paths { try OutputFile.write(data, to: path) }
            } catch {
                lock.withLock { if firstError == nil { firstError = .cannotWrite("could not write \(paths[0]): \(error)") } }
            }
        }
    }

    /// Waits for the frames still being written; throws the first error any of them met.
    public func finish() throws {
        pending.wait()
        if let error = lock.withLock({ firstError }) { throw error }
        finished += written.count
        written = []
    }

    /// Removes the frames written so far, and the folder if this writer created it.
    public func abort() {
        pending.wait()
        for path in written { try? FileManager.default.removeItem(atPath: path) }
        written = []
        if createdFolder, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
