import CSpawn
import Foundation
import Raster
#if canImport(Glibc)
import Glibc
#endif

/// Hashes one screen at a time on a thread of its own, so a recording's main thread goes on
/// (presenting the frame, taking input) while the last frame is hashed.
///
/// The screen is handed over as a `Bitmap` value, which shares the compositor's pixel buffer
/// without copying it. The worker lets go of it before `finish()` returns, so the caller must
/// finish before the screen is drawn again: the compositor then finds its buffer unshared and
/// draws in place rather than copying 5 MB (`SessionRecorder` finishes in its session's
/// before-draw observer). The thread starts with the first hash and ends with the worker.
final class FrameHashWorker {
    /// What the two threads share, under `condition`.
    private final class Shared {
        let condition = NSCondition()
        var job: (bitmap: Bitmap, algorithm: FrameHash.Algorithm)?
        var result: FrameHash?
        var isBusy = false
        var isStopping = false
    }

    private let shared = Shared()
    private var hasThread = false

    deinit {
        shared.condition.lock()
        shared.isStopping = true
        shared.condition.broadcast()
        shared.condition.unlock()
    }

    /// Starts hashing `bitmap` (a hash started before must have been finished).
    func start(_ bitmap: Bitmap, algorithm: FrameHash.Algorithm) {
        if !hasThread {
            let thread = Thread { [shared] in Self.work(shared) }
            thread.name = "frame hash"
            thread.start()
            hasThread = true
        }
        shared.condition.lock()
        shared.job = (bitmap, algorithm)
        shared.isBusy = true
        shared.condition.signal()
        shared.condition.unlock()
    }

    /// Waits for the hash started last and returns it (nil if none was started).
    func finish() -> FrameHash? {
        shared.condition.lock()
        defer { shared.condition.unlock() }
        while shared.isBusy { shared.condition.wait() }
        let hash = shared.result
        shared.result = nil
        return hash
    }

    private static func work(_ shared: Shared) {
        // A batch thread does not preempt the thread that woke it: on a busy machine the main
        // thread keeps its core and the hash waits for a free moment (the window's idle time
        // between frames) instead of taking its place.
        _ = transitionlab_make_this_thread_batch()
        let condition = shared.condition
        while true {
            condition.lock()
            while shared.job == nil && !shared.isStopping { condition.wait() }
            guard var work = shared.job else {
                condition.unlock()
                return
            }
            shared.job = nil
            condition.unlock()
            let hash = FrameHash(of: work.bitmap, algorithm: work.algorithm)
            // Let go of the screen before giving the result: the next draw must find it unshared.
            work.bitmap = Bitmap(width: 1, height: 1)
            condition.lock()
            shared.result = hash
            shared.isBusy = false
            condition.broadcast()
            condition.unlock()
        }
    }
}
