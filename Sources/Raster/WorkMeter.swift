import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The kinds of work a frame's main thread is broken down into by `make bench`.
package enum WorkKind: Int, CaseIterable, Sendable {
    /// Layers' and views' layout (`layoutSublayers`, Auto Layout, `layoutSubviews`).
    case layout
    /// Layers' content drawn by `display()` (views' `draw(_:)`), text excepted.
    case display
    /// Text laid out (measured, broken into lines) or drawn.
    case text
    /// Pictures of layer trees made off screen (`snapshotView`, a `CATransition`'s old look).
    case snapshots
    /// The display list built and the screen's pixels drawn.
    case compositing

    /// The name printed by the bench.
    package var name: String {
        switch self {
        case .layout: "layout"
        case .display: "display"
        case .text: "text"
        case .snapshots: "snapshots"
        case .compositing: "compositing"
        }
    }
}

/// Times the kinds of work of a frame, for the bench only: installed as `active`, it charges
/// the time between marks to the innermost kind running, so each kind's figure excludes the
/// kinds nested in it (a label measured during layout counts as text, not layout).
///
/// The product never installs one, and never reads a clock for it: with `active` nil,
/// `measure` only runs its body, one load and one branch more (docs/PERFORMANCE.md, "How to
/// measure"). The clock is the installer's; the meter changes no state the frame reads, so it
/// changes no pixel. Only the thread that installed it is measured (drawing bands on other
/// threads belong to whatever their caller is doing).
package final class WorkMeter: @unchecked Sendable {
    /// The meter in use, or nil (the product's case).
    nonisolated(unsafe) package static var active: WorkMeter?

    /// Nanoseconds spent in each kind, excluding the kinds nested in it, since `reset`.
    package private(set) var nanoseconds = [UInt64](repeating: 0, count: WorkKind.allCases.count)
    /// Outermost entries of each kind since `reset` (a kind entered again inside itself is not
    /// counted again).
    package private(set) var calls = [Int](repeating: 0, count: WorkKind.allCases.count)

    private let clock: () -> UInt64
    private let thread: pthread_t
    /// The kinds running, innermost last, each with how many times it was entered in itself.
    private var stack: [(kind: WorkKind, depth: Int)] = []
    /// The clock when time was last charged.
    private var mark: UInt64 = 0

    /// A meter reading `clock` (nanoseconds, monotonic) on the calling thread.
    package init(clock: @escaping () -> UInt64) {
        self.clock = clock
        thread = pthread_self()
        stack.reserveCapacity(16)
    }

    /// Zeroes the figures (between frames; kinds still running keep running).
    package func reset() {
        for i in nanoseconds.indices { nanoseconds[i] = 0; calls[i] = 0 }
        mark = clock()
    }

    /// Runs `body` as work of `kind`: timed when a meter is active on this thread, else just run.
    @inline(__always)
    package static func measure<T>(_ kind: WorkKind, _ body: () throws -> T) rethrows -> T {
        guard let meter = active, meter.isOwnThread else { return try body() }
        meter.enter(kind)
        defer { meter.leave() }
        return try body()
    }

    private var isOwnThread: Bool { pthread_equal(pthread_self(), thread) != 0 }

    private func enter(_ kind: WorkKind) {
        if let top = stack.last, top.kind == kind {
            // The same kind inside itself: nothing to charge, no clock read.
            stack[stack.count - 1].depth += 1
            return
        }
        charge()
        calls[kind.rawValue] += 1
        stack.append((kind, 1))
    }

    private func leave() {
        guard let top = stack.last else { return }
        if top.depth > 1 {
            stack[stack.count - 1].depth -= 1
            return
        }
        charge()
        stack.removeLast()
    }

    /// Charges the time since the last mark to the innermost kind running (none: the caller's
    /// own work, which the bench reports as "other").
    private func charge() {
        let now = clock()
        if let top = stack.last { nanoseconds[top.kind.rawValue] += now &- mark }
        mark = now
    }
}
