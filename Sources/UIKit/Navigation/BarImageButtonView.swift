import Foundation

/// A tappable bar button showing an image (UIKit's private button of an image item): the image
/// at its size, centred in a finger-sized area, drawn in `color` unless it is `.alwaysOriginal`,
/// running `action` when a touch lifts inside it.
final class BarImageButtonView: UIView {
    let action: () -> Void
    /// The image view inside (for tests and the inspector).
    let imageView: UIImageView

    init(image: UIImage, color: UIColor, action: @escaping () -> Void) {
        self.action = action
        imageView = UIImageView(image: image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = color
        let size = imageView.image?.size ?? .zero
        super.init(frame: CGRect(x: 0, y: 0, width: max(44, size.width), height: 44))
        imageView.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                 width: size.width, height: size.height)
        addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}
