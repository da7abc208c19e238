import Foundation

/// The background of a navigation bar for one look: the material as its own color, then the
/// color and the image over it, and the shadow line along its bottom edge.
///
/// The bar shows one; during a push or pop the bar's transition shows two, one per page.
final class NavigationBarBackgroundView: UIView {
    private let colorView = UIView()
    private let imageView = UIImageView()
    /// The hairline (or shadow image) along the bottom edge.
    let shadowView = UIImageView()
    /// The look shown.
    private(set) var look: NavigationBarLook?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for layer in [colorView, imageView] as [UIView] {
            layer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            layer.isHidden = true
            addSubview(layer)
        }
        imageView.contentMode = .scaleToFill
        shadowView.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(shadowView)
        layoutParts()
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `look`.
    func apply(_ look: NavigationBarLook) {
        self.look = look
        backgroundColor = look.material
        colorView.backgroundColor = look.color
        colorView.isHidden = look.color == nil
        imageView.image = look.image
        imageView.isHidden = look.image == nil
        if let image = look.shadowImage {
            shadowView.image = image
            shadowView.backgroundColor = nil
            shadowView.isHidden = false
        } else {
            shadowView.image = nil
            shadowView.backgroundColor = look.shadowColor
            shadowView.isHidden = look.shadowColor == nil
        }
        layoutParts()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    private func layoutParts() {
        colorView.frame = bounds
        imageView.frame = bounds
        // A shadow image keeps its own height; the hairline is half a point, as UIKit's.
        let height = look?.shadowImage.map { max(0.5, $0.size.height) } ?? 0.5
        shadowView.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }
}
