import Foundation
import OutputFiles
import Raster
import UIKit

/// A session as one self-contained HTML page to review in a browser (`export FILE -o
/// review.html`): every frame, a player (play, pause, speed, frame steps, marks), the timeline
/// with the replay window's marks, and the interactive transition's percent complete and the
/// finger's velocity plotted against time with each release decision (docs/OUTPUTS.md).
///
/// Nothing is fetched: the frames are WebP pictures (encoded by ffmpeg's libwebp, scaled to one
/// pixel per point) in data URIs, each distinct picture once, so idle stretches cost a number
/// per frame; the data is JSON and the player a small plain script (`ReviewPageScript`). The
/// page is written as the frames come (only the frame before is kept, to spot repeats) to a
/// temporary file renamed into place at the end (`OutputFile`). `#frame=N` in the address
/// shows simulated frame N, paused. Time is as lived: each frame knows how long the session was
/// idle after it (its hold), the player holds it that long and its timeline counts it, and a
/// "skip idle" switch (off at first) plays idle time at once, as rrweb skips inactivity.
package final class ReviewPage: ExportSink {
    /// The page written.
    package let outputPath: String
    /// The session's header, shown at the top.
    package let header: SessionHeader
    /// The simulated frames on the page.
    package let frames: ClosedRange<Int>
    /// The output time the page covers, in 60 Hz frames from the session's start (as lived, or
    /// with idle time skipped): where its clock counts from.
    package let time: ClosedRange<Int>
    /// The timeline's marks within `frames` (the exporter sets them before `finish`).
    package var marks: [TimelineMark] = []
    /// libwebp's quality setting for the frames (0 to 100).
    package static let quality = 80
    private let executable: String
    private let pointScale: Int
    private let file: OutputFile
    private let replacing: Bool
    private var encoder: ChildProcess?
    private var size: (width: Int, height: Int)?
    private var previous: Bitmap?
    /// The picture index of every frame, and the frames' transition data.
    private var pictureOfFrame: [Int] = []
    private var picturesSent = 0
    private var records: [Record] = []
    /// Filled by ffmpeg's reader thread.
    private let lock = NSLock()
    private var pending: [UInt8] = []
    private var picturesWritten = 0
    private var writeError: Error?

    /// What the page shows about one frame besides its picture.
    private struct Record {
        var label: String
        /// How many more 60 Hz frames it shows for: the idle time after it.
        var hold: Int
        var snapshot: InteractiveTransitionSnapshot?
    }

    /// A page of `frames` of the session with `header`, covering output time `time` (by default
    /// the frames' own), written to `outputPath`; `idleNote` says in the header how idle time is
    /// shown, `framed` when the pictures are the framed phone. Throws when ffmpeg is missing (on
    /// `searchPath`) or the file cannot be written. The page replaces a regular file at
    /// `outputPath` only when `replacing`.
    package init(outputPath: String, header: SessionHeader, frames: ClosedRange<Int>, time: ClosedRange<Int>? = nil,
                idleNote: String? = nil, framed: Bool = false, searchPath: String? = nil, replacing: Bool = false) throws {
        guard let executable = FFmpegEncoder.locate(searchPath: searchPath) else {
            throw ExportError.ffmpegMissing("ffmpeg was not found on the PATH, and the HTML review page needs it for its pictures: \(FFmpegEncoder.installHint)")
        }
        self.outputPath = outputPath
        self.replacing = replacing
        self.header = header
        self.frames = frames
        self.time = time ?? frames
        self.executable = executable
        pointScale = max(1, header.scale)
        do {
            file = try OutputFile(path: outputPath)
            try file.write(ReviewPageScript.head(header: header, frames: frames, time: time ?? frames, idleNote: idleNote, framed: framed))
        } catch {
            throw ExportError.cannotWrite("\(error)")
        }
    }

    deinit { abort() }

    /// Every frame of the range is on the page, once, with its hold.
    package func wantsFrame(shownAt span: ClosedRange<Int>) -> Bool { true }

    /// How many frames the page has (each once, however long it is held).
    package var outputFrameCount: Int { records.count }

    /// Sends the frame's picture to the encoder unless it repeats the one before.
    package func write(_ frame: ExportFrame) throws {
        if encoder == nil { try start(width: frame.image.width, height: frame.image.height) }
        guard let size, let encoder else { return }
        // A picture standing for still frames after its own is each of theirs too, held for none.
        records.append(Record(label: ExportTimeFormat.progress(frame.progress), hold: max(0, (frame.shownAt?.count ?? 1) - 1 - frame.stillFrames),
                              snapshot: frame.snapshot))
        records += repeatElement(Record(label: ExportTimeFormat.progress(frame.progress), hold: 0, snapshot: frame.snapshot), count: frame.stillFrames)
        let image = frame.image.width == size.width && frame.image.height == size.height
            ? frame.image : FFmpegEncoder.fitted(frame.image, width: size.width, height: size.height)
        if let previous, previous == image {
            pictureOfFrame += repeatElement(picturesSent - 1, count: 1 + frame.stillFrames)
            return
        }
        previous = image
        pictureOfFrame += repeatElement(picturesSent, count: 1 + frame.stillFrames)
        picturesSent += 1
        let ok = image.pixels.withUnsafeBytes { encoder.send($0) }
        if !ok { throw failure(encoder, "ffmpeg stopped reading frames") }
        if let error = lock.withLock({ writeError }) { throw ExportError.cannotWrite("\(error)") }
    }

    private func start(width: Int, height: Int) throws {
        size = (width, height)
        let scaled = (width: max(1, width / pointScale), height: max(1, height / pointScale))
        let arguments = ["-hide_banner", "-loglevel", "error",
                         "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-r", "\(ExportFormat.simulatedFrameRate)", "-i", "-",
                         "-vf", "scale=\(scaled.width):\(scaled.height):flags=area",
                         "-c:v", "libwebp", "-quality", "\(Self.quality)", "-f", "image2pipe", "-"]
        encoder = try ChildProcess(executable: executable, arguments: arguments, feedsInput: true) { [weak self] data in
            self?.received(data)
        }
    }

    /// Cuts ffmpeg's output into WebP files (RIFF chunks: "RIFF", a little-endian size, the
    /// data) and appends each to the page as a data URI.
    private func received(_ data: Data) {
        lock.withLock {
            pending.append(contentsOf: data)
            while pending.count >= 12 {
                guard pending[0] == 0x52, pending[1] == 0x49, pending[2] == 0x46, pending[3] == 0x46 else {
                    writeError = writeError ?? OutputFileError.cannotWrite(path: outputPath, reason: "ffmpeg wrote something that is not WebP")
                    pending = []
                    return
                }
                let size = Int(pending[4]) | Int(pending[5]) << 8 | Int(pending[6]) << 16 | Int(pending[7]) << 24
                let total = 8 + size + (size & 1)
                guard pending.count >= total else { break }
                let picture = Data(pending[0..<total])
                pending.removeFirst(total)
                do {
                    try file.write("\"data:image/webp;base64,\(picture.base64EncodedString())\",\n")
                } catch {
                    writeError = writeError ?? error
                }
                picturesWritten += 1
            }
        }
    }

    /// Waits for the last pictures, writes the data and the player, and puts the page in place.
    package func finish() throws {
        guard let encoder else { throw ExportError.replayFailed("no frames to put on the page") }
        let status = encoder.wait()
        guard status == 0 else { throw failure(encoder, "ffmpeg exited with status \(status)") }
        // With -loglevel error, anything ffmpeg says is an error, even when it exits 0.
        if encoder.saidSomething { throw failure(encoder, "ffmpeg reported an error") }
        self.encoder = nil
        let (written, error) = lock.withLock { (picturesWritten, writeError) }
        if let error { throw ExportError.cannotWrite("\(error)") }
        guard written == picturesSent else {
            throw ExportError.ffmpegFailed("ffmpeg made \(written) pictures of \(picturesSent) while writing \(outputPath)")
        }
        do {
            try file.write(ReviewPageScript.tail(data: pageData()))
            try file.commit(replacing: replacing)
        } catch {
            throw ExportError.cannotWrite("could not write \(outputPath): \(error)")
        }
    }

    /// Stops ffmpeg and removes the unfinished page.
    package func abort() {
        encoder?.kill()
        encoder = nil
        file.discard()
    }

    private func failure(_ child: ChildProcess, _ what: String) -> ExportError {
        child.wait()
        return .ffmpegFailed("\(what) while writing \(outputPath); ffmpeg said:\n\(child.errorTail())")
    }

    /// The page's data: what the player reads, as JSON (frame numbers are offsets from the
    /// range's first frame).
    struct PageData: Encodable {
        /// The first simulated frame on the page.
        var first: Int
        /// The output time of the first frame, in 60 Hz frames from the session's start.
        var start: Int
        /// Each frame held as idle time: [offset, how many more 60 Hz frames it shows for].
        var holds: [[Int]]
        /// The picture index of every frame.
        var pictures: [Int]
        /// The transition label from each frame on where it changes: [offset, label].
        var labels: [Label]
        /// The interactive transition at each frame it runs: offset, percent 0...100, velocity
        /// in points per second (nil when UIKit does not know the pan), driven by a finger (1/0).
        var plot: [[Double?]]
        /// The timeline's marks: offset, kind, detail.
        var marks: [Mark]
        /// Each lift of a finger during an interactive transition: offset, what the release
        /// rule decided ("finish", "cancel", or nil when the app decides), how it ended.
        var releases: [Release]

        struct Label: Encodable { var frame: Int; var text: String }
        struct Mark: Encodable { var frame: Int; var kind: String; var detail: String?; var label: String }
        struct Release: Encodable { var frame: Int; var decision: String?; var outcome: String? }
    }

    /// The data of the frames written so far.
    func pageData() -> PageData {
        let first = frames.lowerBound
        var labels: [PageData.Label] = []
        for (offset, record) in records.enumerated() where offset == 0 || records[offset - 1].label != record.label {
            labels.append(PageData.Label(frame: offset, text: record.label))
        }
        let plot: [[Double?]] = records.enumerated().compactMap { offset, record in
            guard let snapshot = record.snapshot else { return nil }
            let percent = (Double(snapshot.percentComplete) * 1000).rounded() / 10
            let velocity = snapshot.velocity.map { (Double($0.x) * 10).rounded() / 10 }
            return [Double(offset), percent, velocity, snapshot.isInteractive ? 1 : 0]
        }
        let pageMarks = marks.map {
            PageData.Mark(frame: $0.frame - first, kind: $0.kind.rawValue, detail: $0.detail, label: $0.label)
        }
        var releases: [PageData.Release] = []
        for mark in marks where mark.kind == .touchUp {
            // The release is given at the start of the tick after its frame: that frame's
            // snapshot is the transition just before the finger lifted.
            let offset = mark.frame - first
            guard records.indices.contains(offset), let snapshot = records[offset].snapshot, snapshot.isInteractive else { continue }
            let decision = snapshot.releaseFinishes.map { $0 ? "finish" : "cancel" }
            let end = marks.first { $0.frame >= mark.frame && ($0.kind == .transitionFinished || $0.kind == .transitionCancelled) }
            let outcome = end.map { $0.kind == .transitionFinished ? "finished" : "cancelled" }
            releases.append(PageData.Release(frame: offset, decision: decision, outcome: outcome))
        }
        let holds = records.enumerated().filter { $0.element.hold > 0 }.map { [$0.offset, $0.element.hold] }
        return PageData(first: first, start: time.lowerBound, holds: holds, pictures: pictureOfFrame, labels: labels, plot: plot, marks: pageMarks, releases: releases)
    }
}
