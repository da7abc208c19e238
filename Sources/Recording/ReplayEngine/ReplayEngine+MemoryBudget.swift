import Foundation

/// Keeping the engine's processes within `limits.memoryBudget`, the sum of their proportional
/// set sizes (docs/ARCHITECTURE.md, "Replay engine").
///
/// A checkpoint costs what the engine writes after forking it: each page the engine changes
/// afterwards stays behind in the checkpoint as its own copy. So a checkpoint just forked costs
/// almost nothing and one forked a while ago its full share (about 1-3 MB at 2x and 3x). The
/// estimate while indexing reads settled checkpoints only; once indexing is done every process
/// is measured and the ladder thinned to what fits, with room kept for the near checkpoints and
/// a cursor drawing.
extension ReplayEngine {
    /// Room kept for a cursor drawing a frame (its screen, snapshots and composed picture) and
    /// the maker beside it.
    static let cursorAllowance = 96 << 20

    /// Blocks this large or larger get their own mapping (`transitionlab_fix_mmap_threshold`),
    /// so a freed screen or snapshot leaves nothing behind for the checkpoints to keep.
    static let ownMappingThreshold = 128 << 10

    /// The budget less a sixteenth: thinning the ladder makes the remaining checkpoints' shares
    /// of the pages they held in common a little larger.
    var usableBudget: Int { limits.memoryBudget - limits.memoryBudget / 16 }

    /// Every 32 ladder forks, estimates the memory of the engine and its checkpoints (the
    /// engine's and eight settled checkpoints' proportional set sizes, scaled to them all, with
    /// room for the near checkpoints and a cursor); over the budget, the ladder's limit is
    /// lowered to what fits and the ladder retired down to it.
    func keepWithinMemoryBudget() {
        ladderForks += 1
        guard ladderForks % 32 == 0, let (engine, perCheckpoint) = sampledMemory() else { return }
        fitLadder(engine: engine, perCheckpoint: perCheckpoint)
    }

    /// After indexing: measures the engine and every checkpoint and thins the ladder to fit.
    func fitMemoryBudgetAfterIndexing() {
        guard let engine = ProcessAccounting.memory(of: getpid()) else { return }
        let measured = checkpoints.compactMap { ProcessAccounting.memory(of: $0.pid) }
        guard !measured.isEmpty else { return }
        fitLadder(engine: engine, perCheckpoint: measured.reduce(0, +) / measured.count)
    }

    /// Lowers the checkpoint limits to what `usableBudget` holds at `perCheckpoint` bytes each,
    /// after the engine and a cursor, and retires the ladder down to it. The near checkpoints
    /// keep an eighth of the room (at least four, at most their limit): fewer ladder checkpoints
    /// each cost more, as each then holds what the engine wrote over a longer stretch.
    private func fitLadder(engine: Int, perCheckpoint: Int) {
        guard perCheckpoint > 0 else { return }
        let room = usableBudget - engine - Self.cursorAllowance
        let fits = max(0, room / perCheckpoint)
        let near = min(limits.nearCheckpoints, max(4, fits / 8))
        guard ladderCount + near > fits || near < limits.nearCheckpoints else { return }
        limits.nearCheckpoints = near
        limits.ladderCheckpoints = max(2, min(limits.ladderCheckpoints, fits - near))
        while ladderCount > limits.ladderCheckpoints { retireDensestLadderCheckpoint() }
    }

    /// The engine's proportional set size and a settled checkpoint's on average (eight spread
    /// over those forked before the newest sixteen, whose pages the engine has not yet written
    /// over), in bytes; nil before there are settled checkpoints to read.
    func sampledMemory() -> (engine: Int, perCheckpoint: Int)? {
        let engine = ProcessAccounting.memory(of: getpid()) ?? 0
        let settled = checkpoints.count > 24 ? Array(checkpoints.dropLast(16)) : checkpoints
        guard !settled.isEmpty else { return nil }
        let step = max(1, settled.count / 8)
        let sample = stride(from: 0, to: settled.count, by: step).compactMap { ProcessAccounting.memory(of: settled[$0].pid) }
        guard !sample.isEmpty else { return nil }
        return (engine, sample.reduce(0, +) / sample.count)
    }
}
