import Foundation
import Raster

/// The pixels of an image made from a drawing (`CGImage.init(width:height:drawing:)`): made by
/// the first reader, on whatever thread, then kept, the drawing (and what it holds) released.
final class DeferredPixels: @unchecked Sendable {
    private let lock = NSLock()
    private var drawing: (() -> Bitmap)?
    private var made: Bitmap?

    /// Pixels `drawing` will make.
    init(_ drawing: @escaping () -> Bitmap) { self.drawing = drawing }

    /// The pixels: drawn by the first read, kept for the others (which wait for it).
    var pixels: Bitmap {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let bitmap = drawing?() ?? Bitmap(width: 0, height: 0)
        made = bitmap
        drawing = nil
        return bitmap
    }

    /// Starts the drawing on a worker thread; a reader meanwhile waits for it, and a reader
    /// coming first draws them itself (the worker then finds them made).
    func startOnWorker() {
        DispatchQueue.global(qos: .userInteractive).async { _ = self.pixels }
    }

    /// Whether the pixels were drawn.
    var isMade: Bool {
        lock.lock()
        defer { lock.unlock() }
        return made != nil
    }
}
