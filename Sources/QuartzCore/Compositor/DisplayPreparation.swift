import Foundation

/// The work delegates can do ahead of a display pass (`DisplayPreparing`), and the pixels of
/// images the layers show that are not drawn yet (a file decoded when first shown), run on the
/// helper thread (`HelperThread`, before the pictures drawn ahead waiting there) while the main
/// thread displays: started before the pass, stopped after it.
///
/// The worker takes the images first (the display pass never reads them; the compositing after
/// it does), then the delegates' work from the last layer of the tree backward while the display
/// pass goes forward, so the two meet in the middle; a layout the worker is computing when the
/// pass reaches it is waited for, not computed twice (`TextRenderer.makeLayout`), and so is an
/// image it is drawing (`DeferredPixels`). When the pass ends the worker stops after the piece
/// it is doing, which ends on its own: it touches only caches of pure results, so it can finish
/// beside the compositing.
final class DisplayPreparation: @unchecked Sendable {
    private let work: [@Sendable () -> Void]
    private let lock = NSLock()
    private var stopped = false

    /// How many pieces of work were handed to the worker.
    var count: Int { work.count }

    private init(_ work: [@Sendable () -> Void]) { self.work = work }

    /// Starts the work the delegates of the layers under `root` that need display offer, on the
    /// helper thread; nil when they offer none.
    static func start(under root: CALayer) -> DisplayPreparation? {
        var work: [@Sendable () -> Void] = [], images: [@Sendable () -> Void] = []
        collect(root, into: &work, images: &images, root: root)
        // The worker runs the pieces from the last: the images first.
        work += images
        guard !work.isEmpty else { return nil }
        let preparation = DisplayPreparation(work)
        HelperThread.run(first: true) { preparation.run() }
        return preparation
    }

    /// Appends the work of `layer` and of its sublayers, in the order the display pass visits
    /// them, and the pixels to make of the images shown by those not hidden and inside `root`'s
    /// bounds (an image outside the screen is made only when a frame shows it).
    private static func collect(_ layer: CALayer, into work: inout [@Sendable () -> Void],
                                images: inout [@Sendable () -> Void], root: CALayer, visible: Bool = true) {
        if layer.needsDisplayFlag, let delegate = layer.delegate as? DisplayPreparing,
           let piece = delegate.displayPreparation(for: layer) {
            work.append(piece)
        }
        let shown = visible && !layer.isHidden && layer.opacity > 0
        if shown, let image = layer.contents as? CGImage, let piece = image.pixelsToMake,
           layer.convert(layer.bounds, to: root).intersects(root.bounds) {
            images.append(piece)
        }
        for sublayer in layer.sublayerStorage { collect(sublayer, into: &work, images: &images, root: root, visible: shown) }
    }

    /// The worker's loop: the pieces from the last, until done or stopped.
    private func run() {
        for piece in work.reversed() {
            lock.lock()
            let stop = stopped
            lock.unlock()
            if stop { break }
            piece()
        }
    }

    /// Stops the worker after the piece it is doing, without waiting for it: the pieces fill
    /// caches only, and waiting for a long one (a page of text the display pass already drew
    /// or waited for) would only delay the frame.
    func finish() {
        lock.lock()
        stopped = true
        lock.unlock()
    }
}
