import Foundation
import Raster
import Recording
import Simulator
#if canImport(Glibc)
import Glibc
#endif

/// The picture a window shows after each frame, in its parts: the framed phone
/// (`SimulatorSession.phonePicture`), the phone with the window's marks around it
/// (`SimulatorSession.picture`, one bitmap), the first such picture in a process (what a
/// replay engine's cursor pays, a fresh fork whose every new page faults), the engine's picture
/// memory carrying it to the review window (`SharedPictureMemory`: stored, then opened through
/// /proc and copied out), and the 1 MiB pipe it replaced (still the way when that memory is
/// refused). A scrub pays the picture and its crossing once per click (docs/PERFORMANCE.md,
/// "Recording and scrubbing").
enum WindowPictureCases {
    /// The picture's figures.
    static func all() -> [BenchmarkCase] {
        [BenchmarkCase(name: "window_picture") { settings in windowPicture(settings) }]
    }

    static func windowPicture(_ settings: BenchmarkSettings) -> [BenchmarkFigure] {
        // The scrub bench's session (the plain demo at 2x), played to the middle of its push.
        guard let file = ScrubCases.session(ScrubCases.SessionShape(minutes: 1)),
              let session = try? SessionReplayer.launch(file, threads: 1, makeRoot: RecordingCases.root(for:)) else { return [] }
        let replayer = SessionReplayer(file: file, session: session)
        while session.device.frameCount < 40 && !replayer.isFinished { _ = session.tick() }
        var framed = Bitmap(width: 1, height: 1)
        let first = ScrubCases.milliseconds(ContinuousClock().measure { framed = session.picture() })
        let pipe = PicturePipe(byteCount: framed.pixels.count * 4)
        defer { pipe.close() }
        guard let engineMemory = SharedPictureMemory.make(),
              let windowMemory = SharedPictureMemory.open(engine: getpid(), number: Int(engineMemory.descriptor)) else { return [] }
        defer { engineMemory.close(); windowMemory.close() }
        let count = framed.pixels.count
        // The live window's way, and a cursor's after its first picture: each drawn on the last.
        var canvas: Bitmap? = session.picture()
        let timings = measureInterleaved([
            ("phone", { _ = session.phonePicture() }),
            ("window", { _ = session.picture() }),
            ("pipe", { pipe.send(framed) }),
            ("shared", { _ = engineMemory.store(framed.pixels); _ = windowMemory.load(count: count) }),
        ], iterations: max(settings.iterations, 10), warmup: settings.warmup)
        // A picture on a new bitmap and one on the last, in turn with nothing else between: the
        // others above move 16 MB each, which leaves the canvas out of the caches.
        let onCanvas = measureInterleaved([
            ("new", { _ = session.picture() }),
            ("canvas", { canvas = session.picture(canvas: &canvas) }),
        ], iterations: max(settings.iterations, 10), warmup: settings.warmup)
        let size = "\(framed.width)x\(framed.height) px"
        return [
            BenchmarkFigure(name: "window_picture_phone", label: "window picture: the framed phone @\(file.header.scale)x",
                            ms: timings[0].median, detail: "the screen in its body with the hardware over it"),
            BenchmarkFigure(name: "window_picture", label: "window picture: phone and the window's marks, \(size)",
                            ms: timings[1].median, detail: "the first in the process \(format(first, digits: 2)) ms"),
            BenchmarkFigure(name: "window_picture_canvas", label: "window picture: drawn on the last one, \(size)",
                            ms: onCanvas[1].median,
                            detail: "as the live window draws each, and a cursor each after its first; on a new bitmap in turn with it "
                                + "\(format(onCanvas[0].median, digits: 3)) ms"),
            BenchmarkFigure(name: "window_picture_shared", label: "window picture: through the engine's picture memory, \(size)",
                            ms: timings[3].median, detail: "stored, then copied out as the review window does"),
            BenchmarkFigure(name: "window_picture_pipe", label: "window picture: through a 1 MiB pipe to a thread, \(size)",
                            ms: timings[2].median, detail: "the way pictures went before the picture memory (still, when it is refused)"),
        ]
    }
}

/// A pipe of the replay engine's size with a reader thread that reads whole pictures, as the
/// review window reads the engine's.
final class PicturePipe {
    private var descriptors: [Int32] = [-1, -1]
    private let received = DispatchSemaphore(value: 0)

    init(byteCount: Int) {
        _ = pipe(&descriptors)
        ReplayChannel.enlargePipe(descriptors[1])
        let input = descriptors[0], received = received
        Thread {
            var buffer = [UInt32](repeating: 0, count: byteCount / 4)
            while buffer.withUnsafeMutableBytes({ ReplayChannel(input: input, output: -1).read(into: $0) }) {
                received.signal()
            }
        }.start()
    }

    /// Writes `picture` whole and waits until the reader has all of it.
    func send(_ picture: Bitmap) {
        picture.pixels.withUnsafeBytes { _ = ReplayChannel(input: -1, output: descriptors[1]).write($0) }
        received.wait()
    }

    /// Closes both ends, which ends the reader.
    func close() {
        Glibc.close(descriptors[1])
        Glibc.close(descriptors[0])
    }
}
