import Raster

/// Takes a frame's hash after each tick that moved the clock on, the same way when recording
/// and when replaying, and says when it changed: only changes are written to a file.
///
/// A screen can only change by being redrawn or by an input (a rotation redraws at once), so
/// when neither happened the last hash is reused rather than recomputed.
struct FrameHashTracker {
    /// The frame the last tick brought the device to.
    private(set) var frame: Int
    /// The hash of the screen at `frame`, once one was taken.
    private(set) var hash: FrameHash?
    private var isDirty = true
    /// How hashes are computed (the session file's format decides).
    let algorithm: FrameHash.Algorithm

    /// Starts at the device's current frame, with the first hash still to take, hashing as
    /// files of `format` do.
    init(frame: Int, format: Int = SessionHeader.currentFormat) {
        self.frame = frame
        algorithm = FrameHash.Algorithm(format: format)
    }

    /// Notes that an input arrived, so the next hash is computed afresh.
    mutating func inputArrived() { isDirty = true }

    /// After a tick: when the clock moved to a new frame, returns that frame's hash and whether
    /// it differs from the last one (always true for the first); nil when the clock stood still.
    mutating func afterTick(frame newFrame: Int, redrew: Bool, screen: () -> Bitmap) -> (frame: Int, hash: FrameHash, changed: Bool)? {
        guard let needsHash = advance(to: newFrame, redrew: redrew) else { return nil }
        if needsHash {
            let hash = FrameHash(of: screen(), algorithm: algorithm)
            return (newFrame, hash, took(hash))
        }
        guard let hash else { return nil }
        return (newFrame, hash, false)
    }

    /// The first half of `afterTick`, for a hash taken elsewhere (on another thread): nil when
    /// the clock stood still, otherwise whether the new frame needs a hash taken (the screen
    /// may have changed) and given to `took(_:)` before any other call.
    mutating func advance(to newFrame: Int, redrew: Bool) -> Bool? {
        if redrew { isDirty = true }
        guard newFrame != frame else { return nil }
        frame = newFrame
        return isDirty || hash == nil
    }

    /// The second half of `afterTick`: the hash of the frame `advance` asked for; returns
    /// whether it differs from the last one.
    mutating func took(_ newHash: FrameHash) -> Bool {
        let changed = newHash != hash
        hash = newHash
        isDirty = false
        return changed
    }
}
