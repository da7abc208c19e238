import CSpawn
import Foundation
@_spi(TransitionLab) import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// The near checkpoints on a cursor's way are forked by a second copy of its checkpoint that
/// plays alongside the cursor (on the other core when one is free), not by the cursor itself.
///
/// A fork copies the forking process's page tables (about 70 MB of mappings here), and after
/// it every page the forking process writes is copied again, pages it had already copied
/// included. A cursor that forked two near checkpoints on its way paid that twice before the
/// frame it was asked for, which is what made a click on a long session's timeline slower than
/// on a short one (docs/perf-log/issue-19-fourth-pass.md).
/// The maker plays exactly the frames the cursor plays (the same idle stretches skipped, no
/// frame drawn but those an idle stretch draws), so each checkpoint it forks holds the state
/// the cursor would have forked, and it ends after the last. Its checkpoint waits for it as for
/// the cursor before reporting the cursor's end, so the engine has heard every "adopt" line
/// before it takes the next request, as when the cursor forked them.
extension ReplayEngine {
    /// Plays forward towards `target` without drawing, forking a near checkpoint at each of
    /// `frames` (ascending, all before `target`), then exits.
    func runNearCheckpointMaker(to target: Int, at frames: [Int], checkpoint: pid_t) -> Never {
        // It ends with its checkpoint, which ends with the engine (a SIGTERM to the engine ends
        // them all at once).
        _ = transitionlab_set_parent_death_signal(SIGKILL)
        if getppid() != checkpoint { _exit(0) }
        let device = session.device
        stopIndexingMarks()
        // The frame before the target is the cursor's last undrawn one, where none was ever
        // forked: the cursor goes on from there at once.
        var pending = frames.filter { $0 < target - 1 }[...]
        while let next = pending.first, !replayer.isFinished {
            if device.frameCount >= next {
                pending.removeFirst()
                if device.frameCount == next { forkNearCheckpoint() }
                continue
            }
            // The same skips as the cursor's (`runCursor`), so the frames reached are its own.
            if skipIdleStretch(limit: target) > 0 { continue }
            let before = device.frameCount
            session.tick(drawing: false)
            if device.frameCount == before { break }
        }
        _exit(0)
    }
}
