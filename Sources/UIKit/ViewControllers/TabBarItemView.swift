import Foundation

/// A tab bar button with an image (UIKit's private `UITabBarButton`): the image centred near
/// the top, drawn in `color` unless it is `.alwaysOriginal`, and the title in 10 pt text under
/// it; a touch lifting inside runs `action`.
final class TabBarItemView: UIView {
    let action: () -> Void
    /// The image view and the title (for tests and the inspector).
    let imageView: UIImageView
    let titleLabel = UILabel()

    init(image: UIImage, title: String, color: UIColor, action: @escaping () -> Void) {
        self.action = action
        imageView = UIImageView(image: image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = color
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 49))
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 10, weight: .medium)
        titleLabel.textColor = color
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // At most 30 pt, its aspect kept, 6 pt from the top; the title's baseline near the bottom.
        var size = imageView.image?.size ?? .zero
        if size.width > 30 || size.height > 30, size.width > 0, size.height > 0 {
            let k = min(30 / size.width, 30 / size.height)
            size = CGSize(width: size.width * k, height: size.height * k)
        }
        imageView.frame = CGRect(x: (bounds.width - size.width) / 2, y: 6 + (30 - size.height) / 2,
                                 width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: 0, y: 36, width: bounds.width, height: 12)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}
