import Foundation
import PNGCodec

/// Writes every exported frame as its own PNG, named by its simulated frame number: into a
/// folder as `frame-000123.png`, or by a pattern such as `shots/f-%06d.png`.
///
/// Written with PNGCodec (libpng), no ffmpeg. A failed export removes the frames it wrote, and
/// the folder when it created it.
public final class PNGFrameWriter: ExportSink {
    /// The folder the frames go to.
    public let folder: String
    /// The file name pattern, with one integer conversion for the frame number.
    public let pattern: String
    private var written: [String] = []
    private var createdFolder = false

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

    /// Every frame in the range is written.
    public func wantsFrame(atOffset offset: Int) -> Bool { true }

    /// Writes the frame's PNG.
    public func write(_ frame: ExportFrame) throws {
        let path = path(ofFrame: frame.number)
        do {
            try frame.image.writePNG(toFile: path)
        } catch {
            throw ExportError.cannotWrite("could not write \(path): \(error)")
        }
        written.append(path)
    }

    /// Nothing to complete: each frame was whole when written.
    public func finish() throws {
        written = []
    }

    /// Removes the frames written so far, and the folder if this writer created it.
    public func abort() {
        for path in written { try? FileManager.default.removeItem(atPath: path) }
        written = []
        if createdFolder, (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true {
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}
