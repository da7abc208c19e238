import Foundation
import Raster

/// An immutable picture with a scale, as UIKit's `UIImage`.
///
/// Unlike UIKit, images are always bitmaps (premultiplied RGBA8 `CGImage`s); orientations other
/// than `.up` are recorded (and swap the size for left and right) but drawn as `.up`; cap insets
/// are recorded but a resizable image stretches as a whole.
open class UIImage: NSObject {
    /// The orientation of the pixels, as UIKit's `UIImage.Orientation`.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up
        /// Rotated 180 degrees.
        case down
        /// Rotated 90 degrees counterclockwise.
        case left
        /// Rotated 90 degrees clockwise.
        case right
        /// Mirrored horizontally.
        case upMirrored
        /// Mirrored vertically.
        case downMirrored
        /// Mirrored, then rotated left.
        case leftMirrored
        /// Mirrored, then rotated right.
        case rightMirrored
    }

    /// Whether an image is drawn with its colors or as a tint-colored silhouette, as UIKit's
    /// `UIImage.RenderingMode`.
    public enum RenderingMode: Int, Sendable {
        /// Decided by where the image is used (original colors here).
        case automatic
        /// Always the image's own colors.
        case alwaysOriginal
        /// Always a silhouette in the tint color (image views honor it).
        case alwaysTemplate
    }

    /// How a resizable image fills its middle, as UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// Repeat the middle.
        case tile
        /// Stretch the middle.
        case stretch
    }

    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The orientation of the pixels.
    public let imageOrientation: Orientation
    /// How the image is drawn by image views.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The insets of the fixed edges of a resizable image (recorded only).
    public private(set) var capInsets: UIEdgeInsets = .zero
    /// How a resizable image fills its middle (recorded only).
    public private(set) var resizingMode: ResizingMode = .stretch
    /// The symbol and configuration of an image from `UIImage(systemName:)`, else nil.
    var symbolDescription: SymbolImageDescription?

    /// Wraps a Core Graphics image at 1x.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// Wraps a Core Graphics image with a scale and an orientation.
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.cgImage = cgImage
        self.scale = scale > 0 ? scale : 1
        imageOrientation = orientation
        super.init()
    }

    /// An empty image (no pixels, zero size).
    public override convenience init() {
        self.init(cgImage: CGImage(bitmap: Bitmap(width: 0, height: 0)))
    }

    /// The size in points: pixels divided by the scale (width and height swapped for the left
    /// and right orientations).
    open var size: CGSize {
        guard let image = cgImage else { return .zero }
        let w = CGFloat(image.width) / scale, h = CGFloat(image.height) / scale
        switch imageOrientation {
        case .left, .right, .leftMirrored, .rightMirrored: return CGSize(width: h, height: w)
        default: return CGSize(width: w, height: h)
        }
    }

    /// A copy with other settings.
    func copy(renderingMode: RenderingMode? = nil, capInsets: UIEdgeInsets? = nil, resizingMode: ResizingMode? = nil) -> UIImage {
        let image = UIImage(cgImage: cgImage ?? CGImage(bitmap: Bitmap(width: 0, height: 0)), scale: scale,
                            orientation: imageOrientation)
        image.renderingMode = renderingMode ?? self.renderingMode
        image.capInsets = capInsets ?? self.capInsets
        image.resizingMode = resizingMode ?? self.resizingMode
        image.symbolDescription = symbolDescription
        return image
    }

    /// The same image with a rendering mode (`.alwaysTemplate` makes image views tint it).
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
        copy(renderingMode: renderingMode)
    }

    /// The same image with cap insets. Unlike UIKit, the image still stretches as a whole.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        copy(capInsets: capInsets, resizingMode: .tile)
    }

    /// The same image with cap insets and a resizing mode (recorded only, see the type's notes).
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode) -> UIImage {
        copy(capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The image as a silhouette of `color` (every pixel's alpha kept, its color replaced).
    open func withTintColor(_ color: UIColor) -> UIImage {
        guard let bitmap = cgImage?.bitmap else { return self }
        return UIImage(cgImage: CGImage(bitmap: bitmap.silhouette(color: color.cgColor.premultiplied())), scale: scale,
                       orientation: imageOrientation).copy(renderingMode: .alwaysOriginal)
    }

    /// Draws the image at its size with its top-left corner at `point` in the current context.
    open func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    /// Draws the image at its size at `point` with an opacity (blend modes other than normal
    /// draw as normal).
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched over `rect`, upright, in the current context.
    open func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    /// Draws the image stretched over `rect` with an opacity.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let bitmap = cgImage?.bitmap else { return }
        context.drawUpright(bitmap, in: rect, opacity: Double(alpha))
    }

    /// The size and scale, for debugging.
    open override var description: String {
        "<UIImage \(size.width)x\(size.height) @\(scale)x>"
    }
}
