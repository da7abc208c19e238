import Foundation

/// The one thread that works beside the main thread: pictures a page draws ahead as it loads
/// (`CGImage(width:height:drawingAhead:)`) and the display pass's preparation
/// (`DisplayPreparation`), one piece of work at a time.
///
/// One thread, so that on two cores the main thread keeps a core to itself while it runs a
/// frame: with more threads ready to run than cores, Linux's scheduler takes the main thread off
/// its core for a time slice, and the frame waits (docs/perf-log/issue-37-twenty-sixth-pass.md:
/// 2.5 ms of 001's first push at 3x, with pictures drawn ahead on Dispatch's pool beside the
/// preparation's worker). Work asked to run `first` (a display pass's preparation, which only
/// helps before the pass ends) runs before the pictures queued earlier; among each kind, in
/// the order asked. Which thread does a piece changes no pixel: every piece fills a cache of
/// pure results, which the main thread fills itself when it needs one first.
enum HelperThread {
    /// A serial queue of its own, not Dispatch's pool: it starts at once even while the pool's
    /// threads are taken.
    private static let queue = DispatchQueue(label: "TransitionLab.HelperThread", qos: .userInteractive)
    private static let pending = PendingWork()

    /// Runs `work` on the helper thread, before the work of the other kind still waiting when
    /// `first` (after any other `first` work), else after everything asked before it.
    static func run(first: Bool = false, _ work: @escaping @Sendable () -> Void) {
        pending.add(work, first: first)
        // One turn of the queue per piece added: each turn runs whichever piece is due then.
        queue.async { pending.next()?() }
    }

    /// The pieces not started yet, in two lines.
    private final class PendingWork: @unchecked Sendable {
        private let lock = NSLock()
        private var first: [@Sendable () -> Void] = []
        private var later: [@Sendable () -> Void] = []
        /// Where the lines start: pieces are taken from the front without moving the rest.
        private var firstStart = 0, laterStart = 0

        func add(_ work: @escaping @Sendable () -> Void, first isFirst: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isFirst { first.append(work) } else { later.append(work) }
        }

        /// The piece due now, taken out of its line.
        func next() -> (@Sendable () -> Void)? {
            lock.lock()
            defer { lock.unlock() }
            if firstStart < first.count { return Self.take(&first, at: &firstStart) }
            if laterStart < later.count { return Self.take(&later, at: &laterStart) }
            return nil
        }

        /// The piece at `start`, released from the line, which is emptied once all are taken.
        private static func take(_ line: inout [@Sendable () -> Void], at start: inout Int) -> @Sendable () -> Void {
            let work = line[start]
            // What the piece holds (a picture's drawing) is released when it has run.
            line[start] = {}
            start += 1
            if start == line.count {
                line.removeAll(keepingCapacity: true)
                start = 0
            }
            return work
        }
    }
}
