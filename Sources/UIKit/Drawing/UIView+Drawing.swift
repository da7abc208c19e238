import Foundation

/// The images that `displayDrawnContents()` made, so that it only ever clears contents it set
/// itself (an image view's or an app's own `layer.contents` are left alone).
final class DrawnContentsRegistry {
    final class WeakImage {
        weak var image: CGImage?
        init(_ image: CGImage) { self.image = image }
    }

    var images: [ObjectIdentifier: WeakImage] = [:]

    /// The registry of the current environment.
    static var current: DrawnContentsRegistry { UIKitEnvironment.current.drawnContents }

    func insert(_ image: CGImage) {
        if images.count > 256 { images = images.filter { $0.value.image != nil } }
        images[ObjectIdentifier(image)] = WeakImage(image)
    }

    func contains(_ contents: Any?) -> Bool {
        guard let image = contents as? CGImage else { return false }
        return images[ObjectIdentifier(image)]?.image === image
    }
}

extension UIView {
    /// The largest side, in pixels, of a view's drawing (`draw(_:)`, a label's text): larger
    /// views draw at a lower scale.
    static let maxDrawingSide = 8192

    /// Runs `draw(_:)` into a bitmap of the bounds at the screen's scale and makes it the
    /// layer's contents; called by the layer's `display()` after `setNeedsDisplay()`.
    ///
    /// Swift cannot tell whether a subclass overrides `draw(_:)`, so every view whose display is
    /// requested draws, through a context whose pixels are only allocated by the first drawing
    /// operation. When nothing was drawn (UIView's empty `draw(_:)`), the layer's contents are
    /// left as they are, unless they are an earlier drawing of this mechanism, which is removed;
    /// so views that set `layer.contents` themselves (image views) keep them.
    func displayDrawnContents() {
        let size = bounds.size
        var scale = UIScreen.main.scale
        let longest = max(size.width, size.height)
        if longest.isFinite, longest * scale > CGFloat(Self.maxDrawingSide) {
            // A drawing this large would take gigabytes (a label 1,000,000 pt wide): it is made at
            // a lower scale instead, as Core Animation shrinks an oversized backing store.
            scale = CGFloat(Self.maxDrawingSide) / longest
            UIKitLog.warnOnce("drawing-size", "\(type(of: self)) is \(Int(size.width)) x \(Int(size.height)) pt, larger than "
                              + "\(Self.maxDrawingSide) pixels on a side at the screen's scale; its drawing is made at a lower scale "
                              + "(reported once)")
        }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        let registry = DrawnContentsRegistry.current
        guard width > 0, height > 0, size.width.isFinite, size.height.isFinite else {
            if registry.contains(layer.contents) { layer.contents = nil }
            return
        }
        if let image = drawnImage(width: width, height: height, scale: scale) {
            registry.insert(image)
            layer.contents = image
            layer.contentsScale = scale
        } else if registry.contains(layer.contents) {
            layer.contents = nil
        }
    }

    /// What `draw(_:)` draws of the bounds into a bitmap of `width` x `height` pixels at
    /// `scale`; nil when it draws nothing.
    func drawnImage(width: Int, height: Int, scale: CGFloat) -> CGImage? {
        let context = CGContext(width: width, height: height, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        draw(bounds)
        UIGraphicsPopContext()
        return context.hasDrawn ? context.makeImage() : nil
    }
}
