import Dispatch

/// A layout one thread is computing, which other threads asking for the same key wait for
/// (`TextRenderer.makeLayout`).
final class LayoutInProgress: @unchecked Sendable {
    private let done = DispatchGroup()
    /// The layout, once computed; set before `done` is left, read only after waiting for it.
    private(set) var layout: TextLayout?

    init() { done.enter() }

    /// Waits until the computing thread has finished.
    func wait() { done.wait() }

    /// Hands the layout to the waiting threads.
    func finish(with layout: TextLayout) {
        self.layout = layout
        done.leave()
    }
}
