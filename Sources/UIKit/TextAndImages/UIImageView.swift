import Foundation

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// The image becomes the layer's contents, placed by `contentMode` (the layer's
/// `contentsGravity`) at the image's scale; a template image (`.alwaysTemplate`, or a symbol
/// image left `.automatic`) is shown as a silhouette in the tint color. As in UIKit, an image view ignores touches by default.
open class UIImageView: UIView {
    /// The image shown when not highlighted.
    open var image: UIImage? {
        get { _image }
        set {
            let oldValue = _image
            _image = newValue
            if image !== oldValue { updateContents() }
        }
    }
    private var _image: UIImage?

    /// The image shown when highlighted (the normal image when nil).
    open var highlightedImage: UIImage? {
        get { _highlightedImage }
        set {
            let oldValue = _highlightedImage
            _highlightedImage = newValue
            if highlightedImage !== oldValue { updateContents() }
        }
    }
    private var _highlightedImage: UIImage?

    /// Whether the highlighted image is shown.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            let oldValue = _isHighlighted
            _isHighlighted = newValue
            if isHighlighted != oldValue { updateContents() }
        }
    }
    private var _isHighlighted: Bool = false

    /// The configuration symbol images are drawn with, put over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        get { _preferredSymbolConfiguration }
        set {
            let oldValue = _preferredSymbolConfiguration
            _preferredSymbolConfiguration = newValue
            if preferredSymbolConfiguration != oldValue { updateContents() }
        }
    }
    private var _preferredSymbolConfiguration: UIImage.SymbolConfiguration?

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
    }

    /// Creates an image view sized to `image`, with a highlighted image.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
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
