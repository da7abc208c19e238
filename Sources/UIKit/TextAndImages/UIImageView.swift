import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image becomes the layer's contents, placed by `contentMode` (the layer's
/// `contentsGravity`) at the image's scale; a template image (`.alwaysTemplate`, or a symbol
/// image left `.automatic`) is shown as a silhouette in the tint color. As in UIKit, an image view ignores touches by default.
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? {
        didSet { if image !== oldValue { updateContents() } }
    }

    /// The image shown when highlighted (the normal image when nil).
    open var highlightedImage: UIImage? {
        didSet { if highlightedImage !== oldValue { updateContents() } }
    }

    /// Whether the highlighted image is shown.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    /// The configuration symbol images are drawn with, put over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if preferredSymbolConfiguration != oldValue { updateContents() } }
    }

    /// Images shown one after another (recorded only: image views do not animate here).
    open var animationImages: [UIImage]?
    /// The duration of one cycle of `animationImages` (recorded only).
    open var animationDuration: TimeInterval = 0

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view sized to `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        // Property observers do not run inside the class's own initializers.
        updateContents()
    }

    /// Creates an image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        updateContents()
    }

    /// Not supported (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image currently shown.
    var displayedImage: UIImage? {
        let shown = isHighlighted ? highlightedImage ?? image : image
        guard let shown, shown.isSymbolImage, let preferred = preferredSymbolConfiguration else { return shown }
        return shown.withConfiguration(preferred)
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        guard let size = displayedImage?.size else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return size
    }

    /// The image's size (zero without an image), whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// Re-tints a template image.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if displayedImage?.drawsAsTemplate == true { updateContents() }
    }

    /// Puts the displayed image into the layer.
    func updateContents() {
        // The image's size is the view's intrinsic size: Auto Layout reads it again.
        invalidateIntrinsicContentSize()
        guard let shown = displayedImage, let cgImage = shown.cgImage else {
            layer.contents = nil
            return
        }
        if shown.drawsAsTemplate {
            layer.contents = CGImage(bitmap: cgImage.bitmap.silhouette(color: tintColor.cgColor.premultiplied()))
        } else {
            layer.contents = cgImage
        }
        layer.contentsScale = shown.scale
    }
}
