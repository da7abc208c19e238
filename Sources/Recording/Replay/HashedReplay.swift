import Raster
import Simulator

/// A session file replayed headless one hashed frame at a time: the loop that `verify`,
/// `verify --update` and `diff` share, hashing each frame as a recording does.
///
/// Each `next()` skips an idle stretch first (when `skippingIdle`), ticks once, giving the
/// inputs due, and returns the frame the clock moved to, its screen's hash and whether that
/// hash differs from the last one returned (always true for the first). The screen is hashed
/// only after a tick that redrew it or gave it an input; otherwise the last hash stands
/// (`FrameHashTracker`). Iteration ends when every input has been given and the clock has
/// reached the file's last frame (its end mark, or for a cut file its last whole line), or when
/// a tick left the clock where it was: a pause nothing lifts (`stalledFrame`, `stop`).
///
/// A class, so a `for` loop over it and the code after the loop see the same replay.
final class HashedReplay: Sequence, IteratorProtocol {
    /// One frame of the replay: where the clock moved to, its screen's hash, and whether the
    /// hash differs from the frame before (a file writes a hash line only then).
    struct Point: Equatable {
        /// The frame the tick brought the device to.
        let frame: Int
        /// The hash of the screen at `frame`.
        let hash: FrameHash
        /// Whether `hash` differs from the last point's (true for the first point).
        let changed: Bool
        /// Whether the recording dropped the frame (drew nothing then): nothing is compared,
        /// and unless the replay draws dropped frames, `hash` is the last one taken.
        var dropped = false
    }

    /// The replayer giving the file's inputs to its session.
    let replayer: SessionReplayer
    /// Whether idle stretches are skipped (`SessionReplayer.skipIdleFrames`): no point is
    /// returned for a skipped frame, which looked like the frame before it.
    let skippingIdle: Bool
    private var tracker: FrameHashTracker
    /// Whether frames the recording dropped are drawn and hashed all the same (how a replay in
    /// the window shows them), rather than ticked undrawn as the recording ran them.
    let drawsDroppedFrames: Bool
    /// The frame the clock stood still at, if a tick left it there: the replay can go no further.
    private(set) var stalledFrame: Int?
    /// Why the replay stopped before the file's end (a pause the file never lifts before a
    /// later input or its last frame), if it did: the words of `SessionReplayer.playToEnd`.
    private(set) var stop: String?

    /// Replays with `replayer` (attached to a freshly launched session) from its session's
    /// current frame, hashing as files of `format` do.
    init(_ replayer: SessionReplayer, format: Int = SessionHeader.currentFormat, skippingIdle: Bool = true,
         drawsDroppedFrames: Bool = false) {
        self.replayer = replayer
        self.skippingIdle = skippingIdle
        self.drawsDroppedFrames = drawsDroppedFrames
        tracker = FrameHashTracker(frame: replayer.session.device.frameCount, format: format)
    }

    /// Plays the next frame and returns it; nil once the replay is finished or stalled.
    func next() -> Point? {
        guard stalledFrame == nil, !replayer.isFinished else { return nil }
        if skippingIdle { replayer.skipIdleFrames() }
        let session = replayer.session, device = session.device
        let before = device.frameCount
        let dropped = replayer.nextTickWasDropped()
        if dropped && !drawsDroppedFrames {
            session.tick(drawing: false)
            guard device.frameCount != before else {
                stalledFrame = before
                stop = replayer.stopReason(pausedAt: before)
                return nil
            }
            // The frame after a dropped one is hashed afresh, as the recorder does.
            _ = tracker.advance(to: device.frameCount, redrew: true)
            return Point(frame: device.frameCount, hash: tracker.hash ?? FrameHash(value: 0), changed: false, dropped: true)
        }
        let redrew = session.tick()
        // A recording counts an input as a possible change of the screen, as it counts a redraw
        // (`FrameHashTracker.inputArrived`); a replay hashes after the same ticks to take the same hashes.
        let point = tracker.afterTick(frame: device.frameCount, redrew: redrew || replayer.inputsThisTick > 0,
                                      screen: { device.screen })
        // The tracker answers nil exactly when the clock stood still.
        guard device.frameCount != before, let point else {
            stalledFrame = before
            stop = replayer.stopReason(pausedAt: before)
            return nil
        }
        return Point(frame: point.frame, hash: point.hash, changed: point.changed, dropped: dropped)
    }
}
