import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much a replay engine may hold: how many checkpoints, how much memory and how many open
/// files, whatever the session's length (docs/ARCHITECTURE.md, "Replay engine").
package struct ReplayEngineLimits: Equatable, Sendable {
    /// Checkpoints kept from indexing, spread over the whole session (the sparse ladder).
    package var ladderCheckpoints: Int
    /// Checkpoints kept near the frames shown, forked while a cursor plays (the dense ones).
    package var nearCheckpoints: Int
    /// Frames that changed something between two ladder checkpoints when indexing starts; the
    /// spacing doubles each time the ladder is full.
    package var firstInterval: Int
    /// Frames between two checkpoints near the frame shown.
    package var nearSpacing: Int
    /// How far before a frame opened the engine keeps near checkpoints, in frames.
    package var nearSpan: Int
    /// Near checkpoints forked on the way to a frame opened (by a maker beside the cursor), at
    /// most: each fork makes the forking process copy the pages it writes afterwards.
    package var nearForksPerOpen = 2
    /// The memory all the engine's processes may hold between them (the sum of their
    /// proportional set sizes), in bytes.
    package var memoryBudget: Int

    /// The defaults: 512 ladder and 32 near checkpoints, a ladder checkpoint every 30 changing
    /// frames (or more, so a session's frames fit the ladder), near ones every 30 frames (two
    /// on the way to a frame opened, then as it plays), within 1 GiB.
    package static let standard = ReplayEngineLimits(ladderCheckpoints: 512, nearCheckpoints: 32, firstInterval: 30,
                                                    nearSpacing: 30, nearSpan: 360, memoryBudget: 1 << 30)

    /// Creates limits (each at least 1; the ladder at least 2).
    package init(ladderCheckpoints: Int, nearCheckpoints: Int, firstInterval: Int, nearSpacing: Int, nearSpan: Int,
                memoryBudget: Int) {
        self.ladderCheckpoints = max(2, ladderCheckpoints)
        self.nearCheckpoints = max(0, nearCheckpoints)
        self.firstInterval = max(1, firstInterval)
        self.nearSpacing = max(1, nearSpacing)
        self.nearSpan = max(0, nearSpan)
        self.memoryBudget = max(1 << 20, memoryBudget)
    }

    /// The limits lowered to what the process's open-file limit allows: each checkpoint holds
    /// one descriptor in the engine, and `reserve` stay free for pipes, the session's files and
    /// a take-over's recording.
    func fitted(toDescriptors available: Int, reserve: Int = 24) -> ReplayEngineLimits {
        var limits = self
        let room = max(3, available - reserve)
        if limits.ladderCheckpoints + limits.nearCheckpoints > room {
            limits.nearCheckpoints = min(limits.nearCheckpoints, room / 4)
            limits.ladderCheckpoints = max(2, room - limits.nearCheckpoints)
        }
        return limits
    }
}
