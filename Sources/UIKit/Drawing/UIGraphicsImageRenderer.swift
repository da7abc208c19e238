import Foundation

/// The settings of an image renderer, as UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: NSObject {
    /// Pixels per point (the screen's by default).
    open var scale: CGFloat
    /// Whether the image has no transparency (it then starts black, as in UIKit).
    open var opaque = false
    /// Whether wide-color pixels are preferred (ignored: pixels are always 8-bit sRGB).
    open var prefersExtendedRange = false

    /// The default format: the screen's scale, not opaque.
    public override init() {
        scale = UIScreen.main.scale
        super.init()
    }

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best suited to the device (the default one here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context handed to an image renderer's drawing block, as UIKit's
/// `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context drawn into (user space in points, origin at the top left).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: format.scale, orientation: .up)
    }

    /// Fills `rect` with the current fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill color in `blendMode` (see `CGBlendMode`).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a one-point frame just inside `rect` with the current stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws images with a block, as UIKit's `UIGraphicsImageRenderer`.
open class UIGraphicsImageRenderer: NSObject {
    /// The area drawn, in points.
    public let bounds: CGRect
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// A renderer for images of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for the area `bounds` (its origin maps to the image's top-left corner).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Runs `actions` with a fresh context made current and returns what it drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        let context = CGContext(width: Int((bounds.width * scale).rounded(.up)), height: Int((bounds.height * scale).rounded(.up)),
                                scale: scale, opaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return UIImage(cgImage: context.makeImage()!, scale: scale, orientation: .up)
    }

    /// Runs `actions` and returns the result encoded as PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
