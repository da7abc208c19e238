import Foundation

/// A tab bar button with an image (UIKit's private `UITabBarButton`): the image centred near
/// the top, drawn in `color` unless it is `.alwaysOriginal`, and the title in 10 pt text under
/// it; in a compact bar (a phone in landscape) the image and a 13 pt title side by side,
/// centred together. A touch lifting inside runs `action`.
final class TabBarItemView: UIView {
    let action: () -> Void
    /// The image view and the title (for tests and the inspector).
    let imageView: UIImageView
    let titleLabel = UILabel()
    /// Whether the image sits beside the title (a compact bar) rather than above it.
    let isCompact: Bool

    init(image: UIImage, title: String, color: UIColor, compact: Bool = false, action: @escaping () -> Void) {
        self.action = action
        isCompact = compact
        imageView = UIImageView(image: image.renderingMode == .alwaysOriginal ? image : image.withRenderingMode(.alwaysTemplate))
        imageView.tintColor = color
        super.init(frame: CGRect(x: 0, y: 0, width: 80, height: 49))
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: compact ? 13 : 10, weight: .medium)
        titleLabel.textColor = color
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !isCompact else { return layoutSideBySide() }
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

    /// The compact bar's item: the image at most 22 pt, 6 pt before the title, the pair centred.
    private func layoutSideBySide() {
        var size = imageView.image?.size ?? .zero
        if size.width > 22 || size.height > 22, size.width > 0, size.height > 0 {
            let k = min(22 / size.width, 22 / size.height)
            size = CGSize(width: size.width * k, height: size.height * k)
        }
        let gap: CGFloat = 6
        let titleWidth = min(titleLabel.intrinsicContentSize.width, max(0, bounds.width - size.width - gap))
        let left = (bounds.width - size.width - gap - titleWidth) / 2
        imageView.frame = CGRect(x: left, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        titleLabel.frame = CGRect(x: left + size.width + gap, y: (bounds.height - 16) / 2, width: titleWidth, height: 16)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}
