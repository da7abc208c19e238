/// A layer delegate part of whose drawing can be done ahead, on another thread, while the main
/// thread displays other layers: a label's text laid out and its glyphs rendered.
///
/// Unlike Core Animation, which draws every layer on the main thread (or, with
/// `drawsAsynchronously`, records the drawing for later), the compositor asks each delegate of a
/// layer about to be displayed for such work when it draws with more than one thread
/// (`LayerCompositor.threads`), and runs it on a worker beside the display pass
/// (`DisplayPreparation`). The work only fills caches of pure results, so the frame is the same
/// bytes whether it ran, ran partly or not at all (docs/ARCHITECTURE.md, "Text on two threads").
package protocol DisplayPreparing: AnyObject {
    /// Work that makes the next `display()` of `layer` cheaper, safe to run on any thread; nil
    /// when there is none.
    ///
    /// It is asked for on the main thread, and must capture there everything it reads: it runs
    /// while the main thread goes on changing the app's objects.
    func displayPreparation(for layer: CALayer) -> (@Sendable () -> Void)?
}
