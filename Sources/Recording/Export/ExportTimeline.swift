/// An export's clock: which simulated frame each 60 Hz frame of output time shows, with the
/// session's recorded idle time held as it was lived, or played at once (`--skip-idle`).
///
/// A wait `[F,"w",N]` holds the picture of frame F for N more output frames (docs/
/// SESSION-FORMAT.md, "Idle time"), so frame F shows from `start(of: F)` to `start(of: F) +
/// hold(at: F)`. Skipping idle time, every frame shows for one output frame and the output's
/// time is the simulated time. Pure arithmetic on the file's waits: no clock, no pixels.
package struct ExportTimeline: Equatable, Sendable {
    /// The session's last frame.
    package let lastFrame: Int
    /// Whether idle time is played at once (`--skip-idle`) instead of held.
    package let skipsIdle: Bool
    /// The frames that are held, ascending, with how long and the holds before each: 12 bytes
    /// a held frame (frames and holds are within a day of 60 Hz frames, `SessionLimits.maxFrame`).
    private let heldFrames: [Int32]
    private let holds: [Int32]
    private let holdsBefore: [Int32]
    /// The idle time recorded in the file up to its last frame, in 60 Hz frames, held or not.
    package let recordedIdleFrames: Int

    /// The clock of `file`: its waits held, or skipped when `skippingIdle`. The file's wait lines
    /// are read where they are, in order: nothing is held but the held frames.
    package init(file: SessionFile, skippingIdle: Bool = false) {
        let lastFrame = file.lastFrame
        self.init(lastFrame: lastFrame, sortedWaits: file.lines.lazy.compactMap { line -> (frame: Int, frames: Int)? in
            guard case .wait(let frame, let frames) = line else { return nil }
            return (frame, frames)
        }, skippingIdle: skippingIdle)
    }

    /// The clock of a session ending at `lastFrame` with `waits` (frame, 60 Hz frames; any order,
    /// several at one frame add up; waits after `lastFrame` are left out).
    package init(lastFrame: Int, waits: [(frame: Int, frames: Int)] = [], skippingIdle: Bool = false) {
        self.init(lastFrame: lastFrame, sortedWaits: waits.sorted { $0.frame < $1.frame }, skippingIdle: skippingIdle)
    }

    /// The clock of a session ending at `lastFrame` with `waits` in frame order.
    private init<Waits: Sequence>(lastFrame: Int, sortedWaits waits: Waits, skippingIdle: Bool) where Waits.Element == (frame: Int, frames: Int) {
        self.lastFrame = lastFrame
        skipsIdle = skippingIdle
        var frames: [Int32] = [], holds: [Int32] = [], before: [Int32] = []
        var recorded = 0, sum = 0
        for wait in waits where wait.frame >= 0 && wait.frame <= lastFrame && wait.frames > 0 {
            recorded += wait.frames
            guard !skippingIdle else { continue }
            // Several waits at one frame add up.
            if let last = frames.last, Int(last) == wait.frame {
                holds[holds.count - 1] = Int32(clamping: Int(holds[holds.count - 1]) + wait.frames)
            } else {
                if let hold = holds.last { sum += Int(hold) }
                frames.append(Int32(clamping: wait.frame))
                holds.append(Int32(clamping: wait.frames))
                before.append(Int32(clamping: sum))
            }
        }
        recordedIdleFrames = recorded
        heldFrames = frames
        self.holds = holds
        holdsBefore = before
    }

    /// The idle time held in the output, in 60 Hz frames (0 when skipping it).
    package var heldIdleFrames: Int { Int(holdsBefore.last ?? 0) + Int(holds.last ?? 0) }

    /// How many output frames the whole session lasts.
    package var length: Int { lastFrame + 1 + heldIdleFrames }

    /// How many more output frames than one frame `frame` shows for (its wait; 0 when skipping).
    package func hold(at frame: Int) -> Int {
        guard let index = index(ofHeld: frame) else { return 0 }
        return Int(holds[index])
    }

    /// The output frame at which simulated frame `frame` first shows.
    package func start(of frame: Int) -> Int {
        // The holds of the frames before it: the last held frame below `frame` and those before.
        guard let index = lastIndex(where: { Int(heldFrames[$0]) < frame }) else { return frame }
        return frame + Int(holdsBefore[index]) + Int(holds[index])
    }

    /// The output frames simulated frame `frame` shows for.
    package func span(of frame: Int) -> ClosedRange<Int> {
        let start = start(of: frame)
        return start...(start + hold(at: frame))
    }

    /// The simulated frame shown at output frame `time` (clamped to the session).
    package func frame(at time: Int) -> Int {
        let time = min(max(0, time), length - 1)
        // The last held frame that starts at or before `time`.
        guard let index = lastIndex(where: { Int(heldFrames[$0]) + Int(holdsBefore[$0]) <= time }) else { return time }
        let heldStart = Int(heldFrames[index]) + Int(holdsBefore[index])
        if time <= heldStart + Int(holds[index]) { return Int(heldFrames[index]) }
        return min(lastFrame, time - Int(holdsBefore[index]) - Int(holds[index]))
    }

    /// The output frames from `from` to `to`, both included: seconds count output time (as
    /// lived, unless skipping idle time); a frame number `90f` is that simulated frame, from its
    /// first output frame (`from`) or to its last (`to`). The whole session by default. Errors
    /// (`ExportError.badRange`) say which end is wrong and where the session ends.
    package func range(from: ExportPosition?, to: ExportPosition?) throws -> ClosedRange<Int> {
        let lived = heldIdleFrames > 0 ? ", \(ExportTimeFormat.seconds(frame: length - 1)) as lived" : ""
        let end = "the session ends at frame \(lastFrame) (\(ExportTimeFormat.seconds(frame: lastFrame))\(lived))"
        func time(_ position: ExportPosition, last: Bool, option: String) throws -> Int {
            switch position {
            case .seconds:
                guard position.frame < length else { throw ExportError.badRange("\(option) \(position) is after the end: \(end)") }
                return position.frame
            case .frame(let frame):
                guard frame <= lastFrame else { throw ExportError.badRange("\(option) \(position) (frame \(frame)) is after the end: \(end)") }
                return last ? span(of: frame).upperBound : start(of: frame)
            }
        }
        let first = try from.map { try time($0, last: false, option: "--from") } ?? 0
        let last = try to.map { try time($0, last: true, option: "--to") } ?? length - 1
        guard first < last else {
            throw ExportError.badRange("--from (\(ExportTimeFormat.seconds(frame: first))) must come before --to "
                                       + "(\(ExportTimeFormat.seconds(frame: last))); \(end)")
        }
        return first...last
    }

    /// The output frames held as idle time within `range` (a frame's first output frame is not).
    package func idleFrames(in range: ClosedRange<Int>) -> Int {
        range.count - (frame(at: range.upperBound) - frame(at: range.lowerBound) + 1)
    }

    private func index(ofHeld frame: Int) -> Int? {
        var low = 0, high = heldFrames.count
        while low < high {
            let middle = (low + high) / 2
            if Int(heldFrames[middle]) < frame { low = middle + 1 } else { high = middle }
        }
        return low < heldFrames.count && Int(heldFrames[low]) == frame ? low : nil
    }

    /// The last index of the held frames for which `isBefore` holds, `isBefore` being true for
    /// a prefix of them (binary search), or nil.
    private func lastIndex(where isBefore: (Int) -> Bool) -> Int? {
        var low = 0, high = heldFrames.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }
}
