import Raster
import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeping the checkpoints within `limits`: the ladder from indexing, where each checkpoint
/// past the limit retires the one whose neighbours are closest in cost (so it stays evenly
/// spread and its count never passes the limit), and the near
/// checkpoints cursors fork around the frames shown, adopted by the engine and retired
/// furthest-first. Each checkpoint costs the engine one descriptor (its request pipe), so the
/// count limits are also fitted to RLIMIT_NOFILE; a pipe or fork refused for want of
/// descriptors or processes thins the ladder and tries again, and says so on standard error.
extension ReplayEngine {
    /// How many ladder checkpoints are alive.
    var ladderCount: Int { checkpoints.lazy.filter(\.isLadder).count }

    /// Forks a copy of this process that waits at the current frame for `go F` requests.
    func forkCheckpoint(isLadder: Bool) {
        var fds: [Int32] = [0, 0]
        while pipe(&fds) != 0 {
            guard errno == EMFILE || errno == ENFILE, ladderCount > 2 else {
                warn("cannot keep a checkpoint at frame \(session.device.frameCount): \(String(cString: strerror(errno)))")
                return
            }
            // Out of descriptors despite the fitted limits (another part of the program holds
            // some): hold fewer checkpoints from now on.
            limits.ladderCheckpoints = max(2, ladderCount * 3 / 4)
            while ladderCount > limits.ladderCheckpoints { retireDensestLadderCheckpoint() }
        }
        let engine = getpid()
        let pid = fork()
        if pid == 0 {
            // A ladder checkpoint ends with the engine, even one killed outright.
            _ = transitionlab_set_parent_death_signal(SIGKILL)
            if getppid() != engine { _exit(0) }
            close(fds[1])
            // Only the engine may hold the other checkpoints' request pipes: a checkpoint whose
            // pipe closes (the engine gone) must see the end and exit.
            for other in checkpoints { close(other.control) }
            close(statusPipe.read)
            runCheckpoint(control: fds[0])
        }
        close(fds[0])
        guard pid > 0 else {
            close(fds[1])
            warn("cannot keep a checkpoint at frame \(session.device.frameCount): fork failed (\(String(cString: strerror(errno))))")
            if ladderCount > 2 {
                limits.ladderCheckpoints = max(2, ladderCount * 3 / 4)
                while ladderCount > limits.ladderCheckpoints { retireDensestLadderCheckpoint() }
            }
            return
        }
        insert(Checkpoint(frame: session.device.frameCount, control: fds[1], pid: pid, isLadder: isLadder, cost: indexingCost))
    }

    /// Retires the ladder checkpoint (neither the first nor the last) whose neighbours are
    /// closest in cost: the one whose loss lengthens the longest play forward least.
    func retireDensestLadderCheckpoint() {
        let ladder = checkpoints.filter(\.isLadder)
        guard ladder.count > 2 else { return }
        var best = 1
        for index in 1..<(ladder.count - 1)
        where ladder[index + 1].cost - ladder[index - 1].cost < ladder[best + 1].cost - ladder[best - 1].cost {
            best = index
        }
        retire(pid: ladder[best].pid)
        reapChildren()
    }

    /// The frames a cursor going from `base` to `frame` should fork near checkpoints at: the
    /// last `nearForksPerOpen` multiples of `nearSpacing` before it within `nearSpan`, where
    /// none is kept yet.
    func nearFrames(before frame: Int, from base: Int) -> [Int] {
        guard limits.nearCheckpoints > 0 else { return [] }
        let spacing = limits.nearSpacing
        var frames: [Int] = []
        var candidate = (frame - 1) / spacing * spacing
        while candidate > base, candidate >= frame - limits.nearSpan,
              frames.count < min(limits.nearCheckpoints, limits.nearForksPerOpen) {
            if !checkpoints.contains(where: { $0.frame == candidate }) { frames.append(candidate) }
            candidate -= spacing
        }
        return frames.reversed()
    }

    /// Takes over the request pipe of a checkpoint a cursor forked (`CheckpointMessage.adopt`),
    /// or tells it to go when one is kept at that frame already; then retires the near
    /// checkpoints furthest from the frame shown while there are too many.
    func adopt(frame: Int, pid: pid_t, descriptor fd: Int32, shown: Int) {
        // The new checkpoint holds its pipe's write end open until it hears from the engine,
        // so the engine can open its own through /proc.
        let control = ProcessAccounting.openDescriptor(fd, of: pid, flags: O_WRONLY)
        guard control >= 0 else { return }
        var info = stat()
        guard fstat(control, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else {
            close(control)
            return
        }
        let reply = ReplayChannel(input: -1, output: control)
        let here = max(frame, shown)
        let nearCount = checkpoints.count - ladderCount
        let furthest = checkpoints.filter { !$0.isLadder }.max { abs($0.frame - here) < abs($1.frame - here) }
        let wanted = limits.nearCheckpoints > 0 && !checkpoints.contains { $0.frame == frame }
            && (nearCount < limits.nearCheckpoints || furthest.map { abs($0.frame - here) > abs(frame - here) } ?? false)
        guard wanted, reply.send(CheckpointMessage.adopted) else {
            reply.send(CheckpointMessage.declined)
            close(control)
            return
        }
        insert(Checkpoint(frame: frame, control: control, pid: pid, isLadder: false))
        while checkpoints.count - ladderCount > limits.nearCheckpoints,
              let far = checkpoints.filter({ !$0.isLadder }).max(by: { abs($0.frame - here) < abs($1.frame - here) }) {
            retire(pid: far.pid)
        }
    }

    /// Closes a checkpoint's request pipe, which ends it, and forgets it.
    func retire(pid: pid_t) {
        guard let index = checkpoints.firstIndex(where: { $0.pid == pid }) else { return }
        close(checkpoints[index].control)
        checkpoints.remove(at: index)
    }

    /// Collects the exit status of every child that has ended (retired checkpoints, and near
    /// ones orphaned by their cursor, which come to the engine as their subreaper).
    func reapChildren() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }

    private func insert(_ checkpoint: Checkpoint) {
        let index = checkpoints.firstIndex { $0.frame > checkpoint.frame } ?? checkpoints.count
        checkpoints.insert(checkpoint, at: index)
    }

    func warn(_ message: String) {
        StandardStreams.writeError("replay-engine: \(message)\n")
    }
}
