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
    /// Runs `draw(_:)` into a bitmap of the bounds at the screen's scale and makes it the
    /// layer's contents; called by the layer's `display()` after `setNeedsDisplay()`.
    ///
    /// Swift cannot tell whether a subclass overrides `draw(_:)`, so every view whose display is
    /// requested draws, through a context whose pixels are only allocated by the first drawing
    /// operation. When nothing was drawn (UIView's empty `draw(_:)`), the layer's contents are
    /// left as they are, unless they are an earlier drawing of this mechanism, which is removed;
    /// so views that set `layer.contents` themselves (image views) keep them.
    func displayDrawnContents() {
        let scale = UIScreen.main.scale
        let size = bounds.size
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        let registry = DrawnContentsRegistry.current
        guard width > 0, height > 0, size.width.isFinite, size.height.isFinite else {
            if registry.contains(layer.contents) { layer.contents = nil }
            return
        }
        let context = CGContext(width: width, height: height, scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        draw(bounds)
        UIGraphicsPopContext()
        if context.hasDrawn, let image = context.makeImage() {
            registry.insert(image)
            layer.contents = image
            layer.contentsScale = scale
        } else if registry.contains(layer.contents) {
            layer.contents = nil
        }
    }
}
