import Foundation
import Raster

/// Pipes frames into a child process's stdin on a thread of its own, so the exporter draws the
/// next frames while the encoder takes this one (issue 23): a pipe write blocks whenever the
/// encoder is busy, and without this thread the replay waited with it.
///
/// At most `capacity` frames wait (each a reference to a picture, which the compositor copies
/// when it draws over it), so memory stays bounded however slow the encoder. Frames are sent in
/// the order given, whole, each `copies` times, as RGBA or converted to yuv420p on this thread
/// (`Bitmap.writeYCbCr420`: ffmpeg's own conversion took about 3 ms of its CPU a frame at 2x,
/// ours about 0.6 ms beside the drawing; docs/perf-log/issue-23-seventh-pass.md).
final class FrameFeeder {
    /// How many frames may wait for the writer thread.
    let capacity: Int
    /// Whether frames are written as yuv420p rather than RGBA.
    let convertsToYCbCr420: Bool
    private let child: ChildProcess
    /// The last frame converted to yuv420p, reused from frame to frame.
    private var converted: [UInt8] = []
    private let condition = NSCondition()
    private var queue: [(image: Bitmap, copies: Int)] = []
    private var closed = false
    private var writing = false
    /// Set once a write fails (the child stopped reading); later frames are dropped.
    private var failed = false
    private var thread: Thread?

    /// A feeder writing into `child`'s stdin, holding up to `capacity` frames, as yuv420p when
    /// `convertsToYCbCr420`.
    init(child: ChildProcess, convertsToYCbCr420: Bool = false, capacity: Int = 2) {
        self.child = child
        self.convertsToYCbCr420 = convertsToYCbCr420
        self.capacity = max(1, capacity)
        let thread = Thread { [self] in run() }
        thread.name = "transition-lab frame feeder"
        self.thread = thread
        thread.start()
    }

    /// Queues `image` to be written `copies` times, waiting while `capacity` frames wait already;
    /// false when an earlier write failed (the child stopped reading).
    func send(_ image: Bitmap, copies: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while queue.count >= capacity && !failed { condition.wait() }
        if failed { return false }
        queue.append((image, copies))
        condition.broadcast()
        return true
    }

    /// Waits until every queued frame was written and stops the thread; false when a write
    /// failed. The child's stdin stays open (the encoder closes it).
    func drain() -> Bool {
        condition.lock()
        closed = true
        condition.broadcast()
        while !queue.isEmpty || writing { condition.wait() }
        let ok = !failed
        condition.unlock()
        return ok
    }

    /// The writer thread: takes the oldest frame, writes it outside the lock, until drained.
    private func run() {
        while true {
            condition.lock()
            while queue.isEmpty && !closed { condition.wait() }
            if queue.isEmpty {
                condition.unlock()
                return
            }
            let (image, copies) = queue[0]
            writing = true
            condition.unlock()
            let ok = write(image, copies: copies)
            condition.lock()
            queue.removeFirst()
            writing = false
            if !ok {
                failed = true
                queue.removeAll()
            }
            condition.broadcast()
            condition.unlock()
        }
    }

    /// Writes `image` `copies` times (converted once); false when the child stopped reading.
    private func write(_ image: Bitmap, copies: Int) -> Bool {
        func send(_ bytes: UnsafeRawBufferPointer) -> Bool {
            for _ in 0..<copies where !child.send(bytes) { return false }
            return true
        }
        guard convertsToYCbCr420 else {
            // Pixels are packed with R in the low byte, so their bytes in memory are R, G, B, A.
            return image.pixels.withUnsafeBytes(send)
        }
        if converted.count != image.yCbCr420ByteCount { converted = [UInt8](repeating: 0, count: image.yCbCr420ByteCount) }
        converted.withUnsafeMutableBytes { image.writeYCbCr420(into: $0) }
        return converted.withUnsafeBytes(send)
    }
}
