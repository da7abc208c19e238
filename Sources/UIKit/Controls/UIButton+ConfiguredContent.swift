import Foundation

extension UIButton {
    /// Creates a system button drawn from `configuration`, whose tap runs `primaryAction`.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Asks for `updateConfiguration()` (and so `configurationUpdateHandler`) before the next
    /// layout, as UIKit does; state changes ask for it too.
    func baseSetNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The configuration changed: show it.
    func configurationDidChange() {
        guard configuration != nil else {
            if let views = configurationViews {
                for view in [views.background, views.imageView, views.title, views.subtitle] as [UIView] { view.removeFromSuperview() }
            }
            configurationViews = nil
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            return
        }
        applyConfiguredAppearance()
    }

    /// Puts the configuration's text, image and colors for the current state into the views.
    func applyConfiguredAppearance() {
        guard let configuration else { return }
        let views = configurationViews ?? ButtonConfigurationViews(in: self)
        configurationViews = views
        let colors = configuration.resolvedColors(tint: tintColor, state: state)
        views.title.text = configuration.title
        views.title.font = .systemFont(ofSize: configuration.titleFontSize, weight: configuration.style == .plain ? .regular : .medium)
        views.subtitle.text = configuration.subtitle
        views.subtitle.font = .systemFont(ofSize: configuration.titleFontSize - 4)
        views.imageView.image = configuration.resolvedImage()
        for label in [views.title, views.subtitle] { label.textColor = colors.foreground }
        views.imageView.tintColor = colors.foreground
        views.background.backgroundColor = colors.background
        views.background.layer.borderColor = configuration.background.strokeColor?.cgColor
        views.background.layer.borderWidth = configuration.background.strokeColor == nil ? 0 : configuration.background.strokeWidth
        let contentAlpha: CGFloat = isHighlighted ? 0.6 : 1
        for view in [views.imageView, views.title, views.subtitle] as [UIView] { view.alpha = contentAlpha }
        views.background.alpha = isHighlighted ? 0.85 : 1
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The content (image, title, subtitle) plus the insets.
    func configuredContentSize() -> CGSize {
        guard let configuration, let views = configurationViews else { return .zero }
        let content = contentBlockSize(configuration, views)
        let insets = configuration.contentInsets
        return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
    }

    /// The size of the image and the title block together.
    private func contentBlockSize(_ configuration: Configuration, _ views: ButtonConfigurationViews) -> CGSize {
        let image = views.imageSize, text = views.textSize(padding: configuration.titlePadding)
        guard image != .zero, text != .zero else { return image == .zero ? text : image }
        let padding = configuration.imagePadding
        if configuration.imagePlacement == .top || configuration.imagePlacement == .bottom {
            return CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
        }
        return CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
    }

    /// Lays the background over the bounds and the content centered (or aligned) in the bounds
    /// less the insets.
    func layoutConfiguredContent() {
        guard let configuration, let views = configurationViews else { return }
        let backgroundInsets = configuration.background.backgroundInsets
        views.background.frame = CGRect(x: backgroundInsets.leading, y: backgroundInsets.top,
                                        width: bounds.width - backgroundInsets.leading - backgroundInsets.trailing,
                                        height: bounds.height - backgroundInsets.top - backgroundInsets.bottom)
        views.background.layer.cornerRadius = configuration.resolvedCornerRadius(height: views.background.frame.height)
        let insets = configuration.contentInsets
        let area = CGRect(x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
                          height: bounds.height - insets.top - insets.bottom)
        let block = contentBlockSize(configuration, views)
        var x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - block.width
        case .center, .fill: x = area.midX - block.width / 2
        }
        let blockRect = CGRect(x: x, y: area.midY - block.height / 2, width: block.width, height: block.height)
        let image = views.imageSize, text = views.textSize(padding: configuration.titlePadding)
        let padding = image == .zero || text == .zero ? 0 : configuration.imagePadding
        var imageFrame = CGRect(origin: .zero, size: image), textFrame = CGRect(origin: .zero, size: text)
        switch configuration.imagePlacement {
        case .top:
            imageFrame.origin = CGPoint(x: blockRect.midX - image.width / 2, y: blockRect.minY)
            textFrame.origin = CGPoint(x: blockRect.midX - text.width / 2, y: blockRect.minY + image.height + padding)
        case .bottom:
            textFrame.origin = CGPoint(x: blockRect.midX - text.width / 2, y: blockRect.minY)
            imageFrame.origin = CGPoint(x: blockRect.midX - image.width / 2, y: blockRect.minY + text.height + padding)
        case .trailing:
            textFrame.origin = CGPoint(x: blockRect.minX, y: blockRect.midY - text.height / 2)
            imageFrame.origin = CGPoint(x: blockRect.minX + text.width + padding, y: blockRect.midY - image.height / 2)
        default:
            imageFrame.origin = CGPoint(x: blockRect.minX, y: blockRect.midY - image.height / 2)
            textFrame.origin = CGPoint(x: blockRect.minX + image.width + padding, y: blockRect.midY - text.height / 2)
        }
        views.imageView.frame = imageFrame
        layoutTitles(views, in: textFrame, configuration)
    }

    /// Places the title over the subtitle inside `frame`, aligned by the title alignment.
    private func layoutTitles(_ views: ButtonConfigurationViews, in frame: CGRect, _ configuration: Configuration) {
        let t = views.titleSize, s = views.subtitleSize
        let besideImage = views.imageSize != .zero && [.leading, .trailing].contains(configuration.imagePlacement)
        let alignment: Configuration.TitleAlignment
        if configuration.titleAlignment == .automatic {
            alignment = s != .zero && besideImage ? .leading : .center
        } else {
            alignment = configuration.titleAlignment
        }
        func x(_ width: CGFloat) -> CGFloat {
            switch alignment {
            case .leading: return frame.minX
            case .trailing: return frame.maxX - width
            case .center, .automatic: return frame.midX - width / 2
            }
        }
        let gap = t.height > 0 && s.height > 0 ? configuration.titlePadding : 0
        views.title.frame = CGRect(x: x(t.width), y: frame.minY, width: t.width, height: t.height)
        views.subtitle.frame = CGRect(x: x(s.width), y: frame.minY + t.height + gap, width: s.width, height: s.height)
    }
}
