import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A parallel loop on plain threads started for the call and joined before it returns: for a
/// process that forks after drawing, where Dispatch's pool cannot be used (a forked child of a
/// process that used it inherits a pool whose threads are gone).
///
/// The iterations are handed out in order, one at a time, to the calling thread and the threads
/// started; which thread runs which iteration varies, so `body` must give the same result on
/// any thread (the compositor's bands do). When no thread can be started, the calling thread
/// runs every iteration.
package enum PlainThreadLoop {
    /// Runs `body(i)` for every i in 0..<count on up to `threads` threads, the calling one among them.
    package static func run(_ count: Int, threads: Int, _ body: (Int) -> Void) {
        let started = min(max(1, threads), count) - 1
        guard started > 0 else {
            for i in 0..<count { body(i) }
            return
        }
        withoutActuallyEscaping(body) { body in
            let work = SharedIterations(count: count, body: body)
            let threads = (0..<started).compactMap { _ in PlainThread.start { work.runUntilDone() } }
            work.runUntilDone()
            for thread in threads { thread.join() }
        }
    }
}

/// The iterations of one `PlainThreadLoop.run`, taken in turn by each thread running them.
private final class SharedIterations: @unchecked Sendable {
    private let count: Int
    private let body: (Int) -> Void
    private var next = 0
    private let lock = NSLock()

    init(count: Int, body: @escaping (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Takes iterations until none is left.
    func runUntilDone() {
        while true {
            lock.lock()
            let i = next
            next += 1
            lock.unlock()
            guard i < count else { return }
            body(i)
        }
    }
}
