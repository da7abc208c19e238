import Foundation

/// The views a button with a configuration draws with: a background, an image view, a title
/// and a subtitle label, made on the first configuration.
final class ButtonConfigurationViews {
    let background = UIView()
    let imageView = UIImageView(image: nil)
    let title = UILabel()
    let subtitle = UILabel()

    /// Adds the views to `button`, the background below its other content.
    init(in button: UIButton) {
        background.isUserInteractionEnabled = false
        title.textAlignment = .center
        subtitle.textAlignment = .center
        button.insertSubview(background, at: 0)
        for view in [imageView, title, subtitle] as [UIView] { button.addSubview(view) }
    }

    /// The labels' sizes for their text (zero when empty or hidden).
    var titleSize: CGSize { Self.size(of: title) }
    var subtitleSize: CGSize { Self.size(of: subtitle) }
    /// The image's size (zero without one).
    var imageSize: CGSize { imageView.isHidden ? .zero : imageView.image?.size ?? .zero }

    private static func size(of label: UILabel) -> CGSize {
        guard !label.isHidden, let text = label.text, !text.isEmpty else { return .zero }
        let huge = CGFloat.greatestFiniteMagnitude
        return label.sizeThatFits(CGSize(width: huge, height: huge))
    }

    /// The title block: the title over the subtitle, `padding` apart when both show.
    func textSize(padding: CGFloat) -> CGSize {
        let t = titleSize, s = subtitleSize
        let gap = t.height > 0 && s.height > 0 ? padding : 0
        return CGSize(width: max(t.width, s.width), height: t.height + gap + s.height)
    }
}

extension UIButton.Configuration {
    /// The foreground and background colors for a button's tint and state.
    func resolvedColors(tint: UIColor, state: UIControl.State) -> (foreground: UIColor, background: UIColor) {
        let fill = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
        if state.contains(.disabled) {
            let hasBackground = ![.plain, .borderless].contains(style) || background.backgroundColor != nil
            return (UIColor(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.3), hasBackground ? fill : .clear)
        }
        let base = baseBackgroundColor ?? tint
        let styled: (UIColor, UIColor)
        switch style {
        case .plain, .borderless: styled = (baseForegroundColor ?? tint, .clear)
        case .tinted, .borderedTinted: styled = (baseForegroundColor ?? tint, base.withAlphaComponent(0.15))
        case .gray, .bordered: styled = (baseForegroundColor ?? tint, baseBackgroundColor ?? fill)
        case .filled, .borderedProminent: styled = (baseForegroundColor ?? .white, base)
        }
        return (styled.0, background.backgroundColor ?? styled.1)
    }

    /// The corner radius for a button `height` points tall.
    func resolvedCornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: return background.cornerRadius
        case .small: return 6
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        case .dynamic:
            switch buttonSize {
            case .mini, .small: return 6
            case .medium: return 8
            case .large: return 12
            }
        }
    }

    /// The image as drawn: a symbol at the title's size unless configured otherwise.
    func resolvedImage() -> UIImage? {
        guard let image, image.isSymbolImage else { return image }
        if let preferred = preferredSymbolConfigurationForImage { return image.withConfiguration(preferred) }
        guard image.symbolConfiguration?.pointSize == nil else { return image }
        return image.withConfiguration(UIImage.SymbolConfiguration(pointSize: titleFontSize))
    }
}
