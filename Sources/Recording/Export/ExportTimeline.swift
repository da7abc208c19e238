/// An export's clock: which simulated frame each 60 Hz frame of output time shows, with the
/// session's recorded idle time held as it was lived, or played at once (`--skip-idle`).
///
/// A wait `[F,"w",N]` holds the picture of frame F for N more output frames (docs/
/// SESSION-FORMAT.md, "Idle time"), so frame F shows from `start(of: F)` to `start(of: F) +
/// hold(at: F)`. Skipping idle time, every frame shows for one output frame and the output's
/// time is the simulated time. Pure arithmetic on the file's waits: no clock, no pixels.
public struct ExportTimeline: Equatable, Sendable {
    /// The session's last frame.
    public let lastFrame: Int
    /// Whether idle time is played at once (`--skip-idle`) instead of held.
    public let skipsIdle: Bool
    /// The frames that are held, ascending, with how long and the holds before each.
    private let heldFrames: [Int]
    private let holds: [Int]
    private let holdsBefore: [Int]
    /// The idle time recorded in the file up to its last frame, in 60 Hz frames, held or not.
    public let recordedIdleFrames: Int

    /// The clock of `file`: its waits held, or skipped when `skippingIdle`.
    public init(file: SessionFile, skippingIdle: Bool = false) {
        self.init(lastFrame: file.lastFrame, waits: file.waits, skippingIdle: skippingIdle)
    }

    /// The clock of a session ending at `lastFrame` with `waits` (frame, 60 Hz frames; any order,
    /// several at one frame add up; waits after `lastFrame` are left out).
    public init(lastFrame: Int, waits: [(frame: Int, frames: Int)] = [], skippingIdle: Bool = false) {
        self.lastFrame = lastFrame
        skipsIdle = skippingIdle
        var merged: [Int: Int] = [:]
        for wait in waits where wait.frame >= 0 && wait.frame <= lastFrame && wait.frames > 0 {
            merged[wait.frame, default: 0] += wait.frames
        }
        // Sorted by frame: the order is the frames', never the dictionary's.
        let sorted = merged.sorted { $0.key < $1.key }
        recordedIdleFrames = sorted.reduce(0) { $0 + $1.value }
        let kept = skippingIdle ? [] : sorted
        heldFrames = kept.map(\.key)
        holds = kept.map(\.value)
        var before: [Int] = [], sum = 0
        for hold in holds {
            before.append(sum)
            sum += hold
        }
        holdsBefore = before
    }

    /// The idle time held in the output, in 60 Hz frames (0 when skipping it).
    public var heldIdleFrames: Int { (holdsBefore.last ?? 0) + (holds.last ?? 0) }

    /// How many output frames the whole session lasts.
    public var length: Int { lastFrame + 1 + heldIdleFrames }

    /// How many more output frames than one frame `frame` shows for (its wait; 0 when skipping).
    public func hold(at frame: Int) -> Int {
        guard let index = index(ofHeld: frame) else { return 0 }
        return holds[index]
    }

    /// The output frame at which simulated frame `frame` first shows.
    public func start(of frame: Int) -> Int {
        // The holds of the frames before it: the last held frame below `frame` and those before.
        guard let index = lastIndex(where: { heldFrames[$0] < frame }) else { return frame }
        return frame + holdsBefore[index] + holds[index]
    }

    /// The output frames simulated frame `frame` shows for.
    public func span(of frame: Int) -> ClosedRange<Int> {
        let start = start(of: frame)
        return start...(start + hold(at: frame))
    }

    /// The simulated frame shown at output frame `time` (clamped to the session).
    public func frame(at time: Int) -> Int {
        let time = min(max(0, time), length - 1)
        // The last held frame that starts at or before `time`.
        guard let index = lastIndex(where: { heldFrames[$0] + holdsBefore[$0] <= time }) else { return time }
        let heldStart = heldFrames[index] + holdsBefore[index]
        if time <= heldStart + holds[index] { return heldFrames[index] }
        return min(lastFrame, time - holdsBefore[index] - holds[index])
    }

    /// The output frames from `from` to `to`, both included: seconds count output time (as
    /// lived, unless skipping idle time); a frame number `90f` is that simulated frame, from its
    /// first output frame (`from`) or to its last (`to`). The whole session by default. Errors
    /// (`ExportError.badRange`) say which end is wrong and where the session ends.
    public func range(from: ExportPosition?, to: ExportPosition?) throws -> ClosedRange<Int> {
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
    public func idleFrames(in range: ClosedRange<Int>) -> Int {
        range.count - (frame(at: range.upperBound) - frame(at: range.lowerBound) + 1)
    }

    private func index(ofHeld frame: Int) -> Int? {
        var low = 0, high = heldFrames.count
        while low < high {
            let middle = (low + high) / 2
            if heldFrames[middle] < frame { low = middle + 1 } else { high = middle }
        }
        return low < heldFrames.count && heldFrames[low] == frame ? low : nil
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
