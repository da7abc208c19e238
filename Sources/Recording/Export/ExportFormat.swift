import Foundation

/// What `transition-lab export` writes: a video, an animated GIF, numbered PNG frames, one
/// contact sheet PNG or a review page (HTML).
///
/// Chosen by the output path's extension unless named outright (`--format`).
package enum ExportFormat: String, CaseIterable, Sendable {
    /// An H.264 MP4 at 60 frames per second, one video frame per simulated frame (through ffmpeg).
    case mp4
    /// An animated GIF at `gifFrameRate` frames per second (through ffmpeg).
    case gif
    /// One PNG per simulated frame in a folder, named `frame-000123.png` by frame number.
    case frames
    /// One PNG: a grid of sampled frames, each labelled with its time and the transition's progress.
    case sheet
    /// One self-contained HTML page to review the session in a browser: the frames, a player,
    /// the timeline's marks and the interactive transition's plot (`ReviewPage`).
    case html

    /// The GIF's frame rate: 50 per second, because GIF delays are whole hundredths of a second
    /// and 1/50 s (2 hundredths) is exact, where 1/60 s or 1/30 s would be rounded and play at
    /// the wrong speed.
    package static let gifFrameRate = 50

    /// The simulator's frame rate, which the MP4 keeps.
    package static let simulatedFrameRate = 60

    /// The longest MP4 or GIF an export writes: 10 minutes of output time (36,000 frames at
    /// 60 Hz). Idle time held as lived counts, so a session left open for an hour is refused
    /// whole, with the advice to skip the idle time (`--skip-idle`) or export a part
    /// (`--from`, `--to`), rather than encoded for hours into a file nobody watches.
    package static let maxVideoFrames = 36_000

    /// How many frames of this format's output show a picture that stands for the output frames
    /// `span` (offsets from the export's first, at 60 Hz): an MP4 repeats it for each; a GIF
    /// shows it in those of its 50 frames a second whose time falls in the span (possibly none);
    /// the other formats hold a picture once, however long it shows.
    package func outputFrames(shownFor span: ClosedRange<Int>) -> Int {
        switch self {
        case .mp4: return span.count
        case .gif:
            // The first GIF frame k whose time k * 60 / 50 is at or after `offset`.
            func firstAtOrAfter(_ offset: Int) -> Int { (offset * Self.gifFrameRate + Self.simulatedFrameRate - 1) / Self.simulatedFrameRate }
            return firstAtOrAfter(span.upperBound + 1) - firstAtOrAfter(span.lowerBound)
        default: return 1
        }
    }

    /// Whether this format is encoded by ffmpeg (which must then be installed).
    /// (The review page's frames are WebP pictures encoded by ffmpeg.)
    package var needsFFmpeg: Bool { self == .mp4 || self == .gif || self == .html }

    /// The format a path asks for by its extension: `.mp4`, `.gif`, `.png` (a contact sheet),
    /// `.html` (a review page), or none (a folder of frames); a path ending in `/`, or an
    /// existing folder whose name has no such extension, is a folder of frames too. (A folder
    /// named `out.mp4` is an MP4 path, which the export then refuses, never filling the folder.)
    /// Any other extension is an error naming the choices.
    package static func inferred(fromPath path: String) throws -> ExportFormat {
        if path.hasSuffix("/") { return .frames }
        // A pattern such as `shots/frame-%06d.png` names frames, not one sheet.
        if path.contains("%") { return .frames }
        switch (path as NSString).pathExtension.lowercased() {
        case "mp4": return .mp4
        case "gif": return .gif
        case "png": return .sheet
        case "html", "htm": return .html
        case "": return .frames
        case let other:
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return .frames }
            throw ExportError.unknownFormat("cannot tell the format from the extension \".\(other)\" of \(path); "
                                            + "use .mp4, .gif, .png (contact sheet), .html (review page) or a folder, or say --format \(allCases.map(\.rawValue).joined(separator: "|"))")
        }
    }

    /// The most pictures a PNG frames export, a contact sheet or a review page holds unless
    /// `--max-frames` says otherwise: 10,000 PNG files (2:46 of frames), 1,000 tiles, and a
    /// page of 10 minutes of frames as a video is (`maxVideoFrames`); 0 for MP4 and GIF, held
    /// to their length instead (docs/SESSIONS.md, "Exporting").
    package var defaultMaxFrames: Int {
        switch self {
        case .frames: return 10_000
        case .sheet: return 1_000
        case .html: return Self.maxVideoFrames
        case .mp4, .gif: return 0
        }
    }

    /// How many output frames a range of `simulatedFrames` frames becomes: all of them, except a
    /// GIF, which keeps `gifFrameRate` of every 60 (see `sourceFrame(forOutputFrame:)`).
    package func outputFrameCount(simulatedFrames: Int) -> Int {
        guard simulatedFrames > 0 else { return 0 }
        guard self == .gif else { return simulatedFrames }
        // Output frame k shows the simulated frame at offset floor(k * 60 / 50), inside the
        // range while k * 60 / 50 < simulatedFrames: so k runs to ceil(simulatedFrames * 50 / 60).
        return (simulatedFrames * Self.gifFrameRate + Self.simulatedFrameRate - 1) / Self.simulatedFrameRate
    }

    /// The offset in the range of the simulated frame that output frame `index` shows: the same
    /// for every format but GIF, which shows the latest simulated frame at or before its time.
    package func sourceOffset(forOutputFrame index: Int) -> Int {
        self == .gif ? index * Self.simulatedFrameRate / Self.gifFrameRate : index
    }
}
