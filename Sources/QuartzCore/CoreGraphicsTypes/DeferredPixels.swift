import Foundation
import Raster

/// The pixels of an image made from a drawing (`CGImage.init(width:height:drawing:)`): made by
/// the first reader, on whatever thread, then kept, the drawing (and what it holds) released.
final class DeferredPixels: @unchecked Sendable {
    private let lock = NSLock()
    private var drawing: (() -> (bitmap: Bitmap, isOpaque: Bool))?
    private var made: Bitmap?
    private var madeOpaque = false
    /// Guards `begun` alone, and is never held while drawing: a question about progress must not
    /// wait for a drawing under way (`isBegun`).
    private let progressLock = NSLock()
    private var begun = false

    /// Pixels `drawing` will make.
    init(_ drawing: @escaping () -> Bitmap) { self.drawing = { (drawing(), false) } }

    /// Pixels `drawing` will make, with whether it knows every one is opaque (a decoder that
    /// read a file without alpha).
    init(knowingOpacity drawing: @escaping () -> (bitmap: Bitmap, isOpaque: Bool)) { self.drawing = drawing }

    /// The pixels: drawn by the first read, kept for the others (which wait for it).
    var pixels: Bitmap {
        lock.lock()
        defer { lock.unlock() }
        return makeIfNeeded()
    }

    /// Whether the drawing said every pixel is opaque; draws the pixels first if need be.
    var isKnownOpaque: Bool {
        lock.lock()
        defer { lock.unlock() }
        _ = makeIfNeeded()
        return madeOpaque
    }

    /// The pixels, drawn now if not yet (the caller holds the lock).
    private func makeIfNeeded() -> Bitmap {
        if let made { return made }
        progressLock.lock()
        begun = true
        progressLock.unlock()
        let result = drawing?() ?? (bitmap: Bitmap(width: 0, height: 0), isOpaque: false)
        made = result.bitmap
        madeOpaque = result.isOpaque
        drawing = nil
        return result.bitmap
    }

    /// Starts the drawing on the helper thread (`HelperThread`), after the work queued there
    /// before it; a reader meanwhile waits for it, and a reader coming first draws the pixels
    /// itself (the helper then finds them made).
    func startOnWorker() {
        HelperThread.run { _ = self.pixels }
    }

    /// Whether a reader has begun drawing the pixels (or has drawn them), asked without waiting
    /// for a drawing under way: the main thread asks it of every image a frame will show
    /// (`CGImage.pixelsToMake`) while the helper thread may be drawing some of them ahead, and
    /// waiting there for each one's whole drawing kept a frame's main thread idle.
    var isBegun: Bool {
        progressLock.lock()
        defer { progressLock.unlock() }
        return begun
    }

    /// Whether the pixels were drawn (waiting for a drawing under way).
    var isMade: Bool {
        lock.lock()
        defer { lock.unlock() }
        return made != nil
    }
}
