import Foundation
import Text

extension UILabel {
    /// The attributes of plain text: the label's font, color and alignment.
    var plainAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return [.font: fontStorage, .foregroundColor: textColorStorage, .paragraphStyle: paragraph]
    }

    /// Something the picture depends on changed: redraw before the next frame.
    func contentChanged() {
        setNeedsDisplay()
        // The text's size may have changed: Auto Layout reads it again at the next layout.
        invalidateIntrinsicContentSize()
    }

    /// Sets an attribute over the whole attributed text (as UIKit does when the label's font or
    /// color is set after attributed text).
    func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        if let attributed = attributedStorage {
            let copy = NSMutableAttributedString(attributedString: attributed)
            copy.addAttribute(key, value: value, range: NSRange(location: 0, length: copy.length))
            attributedStorage = copy
        }
        contentChanged()
    }

    /// The font, color and paragraph settings in effect: the label's, overridden by the first
    /// character's attributes of attributed text.
    var effectiveAttributes: (font: UIFont, color: UIColor, style: Text.TextStyle) {
        let attributes = attributedStorage?.leadingAttributes ?? [:]
        let font = attributes[.font] as? UIFont ?? fontStorage
        var color = attributes[.foregroundColor] as? UIColor ?? textColorStorage
        if isHighlighted, let highlighted = highlightedTextColor { color = highlighted }
        if !isEnabled { color = color.withAlphaComponent(color.cgColor.alpha * 0.5) }
        let paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
        // UIKit wraps by words on every line but the last, which the line break mode cuts.
        let mode = paragraph?.lineBreakMode ?? lineBreakMode
        let style = Text.TextStyle(font: font.textFont,
                                   alignment: (attributedStorage == nil ? textAlignment : paragraph?.alignment ?? textAlignment).textAlignment,
                                   lineBreakMode: mode.lineBreakMode,
                                   maximumNumberOfLines: max(0, numberOfLines),
                                   lineSpacing: Double(paragraph?.lineSpacing ?? 0),
                                   lineHeightMultiple: Double(paragraph?.lineHeightMultiple ?? 0))
        return (font, color, style)
    }

    /// Lays the text out within `width` and `height` points (nil: unconstrained) at `scale`,
    /// its font's size multiplied by `fontScale`.
    func textLayout(width: CGFloat?, height: CGFloat?, lines: Int, scale: CGFloat, fontScale: Double = 1) -> TextLayout {
        var style = effectiveAttributes.style
        style.maximumNumberOfLines = max(0, lines)
        style.font.size *= fontScale
        // Lines wrap at the width; the last one kept (by the line limit or the height) is cut
        // by the line break mode, so a one-line label shows its first line truncated.
        return TextRenderer.shared.layout(text ?? "", style: style, maxWidth: width.map(Double.init),
                                          maxHeight: height.map(Double.init), scale: Double(scale))
    }

    /// The size of the text's layout, each side rounded up to whole pixels of the screen.
    func measuredSize(width: CGFloat?, height: CGFloat?, lines: Int) -> CGSize {
        let scale = UIScreen.main.scale
        let layout = textLayout(width: width, height: height, lines: lines, scale: scale)
        func up(_ v: Double) -> CGFloat { (CGFloat(v) * scale).rounded(.up) / scale }
        return CGSize(width: min(up(layout.width), width ?? .greatestFiniteMagnitude), height: up(layout.height))
    }

    /// Draws the text into the current context, centered vertically in `rect`, as
    /// `drawText(in:)` does.
    func drawLabelText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text, !text.isEmpty else { return }
        let scale = CGFloat(context.textScale)
        var layout = textLayout(width: rect.width, height: rect.height, lines: numberOfLines, scale: scale)
        if adjustsFontSizeToFitWidth, !Self.shows(layout, within: rect), let shrunk = shrunkLayout(in: rect, scale: scale) { layout = shrunk }
        let y = rect.minY + (rect.height - CGFloat(layout.height)) / 2
        context.drawText(layout, at: CGPoint(x: rect.minX, y: y), color: effectiveAttributes.color.cgColor)
    }

    /// The layout with the largest font, down to `minimumScaleFactor` of the label's, that shows
    /// the whole text in `rect`; nil when no scale above the minimum does (the text is then cut
    /// at the minimum, as UIKit cuts it) or the factor is 0, which UIKit reads as "do not shrink".
    func shrunkLayout(in rect: CGRect, scale: CGFloat) -> TextLayout? {
        let minimum = Double(minimumScaleFactor)
        guard minimum > 0, minimum < 1 else { return nil }
        func layout(_ fontScale: Double) -> TextLayout {
            textLayout(width: rect.width, height: rect.height, lines: numberOfLines, scale: scale, fontScale: fontScale)
        }
        let smallest = layout(minimum)
        if !Self.shows(smallest, within: rect) { return smallest }
        // Text width does not grow exactly in proportion to the size (glyphs snap to pixels), so
        // the largest scale that fits is searched for, to a hundredth of the font's size.
        var fits = minimum, cut = 1.0, best = smallest
        while cut - fits > 0.01 {
            let middle = (fits + cut) / 2
            let candidate = layout(middle)
            if !Self.shows(candidate, within: rect) { cut = middle } else { fits = middle; best = candidate }
        }
        return best
    }

    /// Whether `layout` shows all its text inside `rect`: nothing cut and no word wider.
    static func shows(_ layout: TextLayout, within rect: CGRect) -> Bool {
        !layout.isTruncated && layout.width <= Double(rect.width) + 1e-9
    }
}
