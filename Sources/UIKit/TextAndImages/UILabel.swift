import Foundation

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// The text is drawn into the layer's contents at the screen's scale by `draw(_:)` (which calls
/// `drawText(in:)`), only when something that changes the picture changes: text, font, colors,
/// alignment, line settings, highlight, or the bounds' size. As in UIKit, the text is centered
/// vertically in the bounds, lines that do not fit the bounds' height are left out, and a label
/// ignores touches by default.
///
/// Unlike UIKit, attributed text is drawn with the attributes of its first character (font,
/// foreground color, paragraph style) for the whole string.
open class UILabel: UIView {
    /// The text shown (nil shows nothing). Setting it replaces any attributed text.
    open var text: String? {
        get { attributedStorage?.string ?? textStorage }
        set {
            guard newValue != text || attributedStorage != nil else { return }
            textStorage = newValue
            attributedStorage = nil
            contentChanged()
        }
    }

    /// The styled text shown; setting it also sets `text`. See the type's notes for which
    /// attributes are used.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? textStorage.map { NSAttributedString(string: $0, attributes: plainAttributes) } }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            textStorage = newValue?.string
            contentChanged()
        }
    }

    /// The font (the 17 pt system font by default).
    open var font: UIFont! {
        get { fontStorage }
        set {
            let font = newValue ?? .systemFont(ofSize: UIFont.labelFontSize)
            guard !font.isEqual(fontStorage) || attributedStorage != nil else { return }
            fontStorage = font
            applyToAttributedText(.font, font)
        }
    }

    /// The text color (black by default).
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            let color = newValue ?? .black
            guard !color.isEqual(textColorStorage) || attributedStorage != nil else { return }
            textColorStorage = color
            applyToAttributedText(.foregroundColor, color)
        }
    }

    /// The text color while highlighted (the normal color when nil).
    open var highlightedTextColor: UIColor? {
        get { _highlightedTextColor }
        set {
            let oldValue = _highlightedTextColor
            _highlightedTextColor = newValue
            if isHighlighted && highlightedTextColor != oldValue { contentChanged() }
        }
    }
    private var _highlightedTextColor: UIColor?

    /// How lines are aligned (natural, that is left, by default).
    open var textAlignment: NSTextAlignment {
        get { _textAlignment }
        set {
            let oldValue = _textAlignment
            _textAlignment = newValue
            if textAlignment != oldValue { contentChanged() }
        }
    }
    private var _textAlignment: NSTextAlignment = .natural

    /// The most lines shown; 0 means as many as fit. 1 by default.
    open var numberOfLines: Int {
        get { _numberOfLines }
        set {
            let oldValue = _numberOfLines
            _numberOfLines = newValue
            if numberOfLines != oldValue { contentChanged() }
        }
    }
    private var _numberOfLines: Int = 1

    /// How lines wrap and the last one is cut (tail truncation by default).
    open var lineBreakMode: NSLineBreakMode {
        get { _lineBreakMode }
        set {
            let oldValue = _lineBreakMode
            _lineBreakMode = newValue
            if lineBreakMode != oldValue { contentChanged() }
        }
    }
    private var _lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Whether the highlighted text color is used.
    open var isHighlighted: Bool {
        get { _isHighlighted }
        set {
            let oldValue = _isHighlighted
            _isHighlighted = newValue
            if isHighlighted != oldValue { contentChanged() }
        }
    }
    private var _isHighlighted: Bool = false

    /// Whether the label is drawn enabled; a disabled label draws its text at half opacity.
    open var isEnabled: Bool {
        get { _isEnabled }
        set {
            let oldValue = _isEnabled
            _isEnabled = newValue
            if isEnabled != oldValue { contentChanged() }
        }
    }
    private var _isEnabled: Bool = true

    /// The width multi-line text wraps to for `intrinsicContentSize`; 0 (the default) means the
    /// width Auto Layout gives the label, as on iOS (`LayoutEngine+SecondPass.swift`), or no
    /// limit before any layout.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// Whether the font shrinks, down to `minimumScaleFactor`, when the text does not fit the
    /// bounds; only the drawn text shrinks, not `intrinsicContentSize` or `sizeThatFits(_:)`.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { contentChanged() } }
    }
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use; 0 (the default) means the
    /// font does not shrink.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { contentChanged() } }
    }

    var textStorage: String?
    var attributedStorage: NSAttributedString?
    var fontStorage = UIFont.systemFont(ofSize: UIFont.labelFontSize)
    var textColorStorage = UIColor.black

    /// Creates an empty label.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        // A label redraws for a new size, as UIKit's labels (content mode .redraw) do.
        layer.needsDisplayOnBoundsChange = true
        contentMode = .redraw
    }

    /// Not supported (there are no archives here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Overridable behaviour

    /// Draws the text: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text centered vertically in `rect` (override it to inset the text).
    open func drawText(in rect: CGRect) {
        drawLabelText(in: rect)
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no
    /// limit), at the bounds' origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = measuredSize(width: bounds.width > 0 ? bounds.width : nil, height: bounds.height > 0 ? bounds.height : nil,
                                lines: numberOfLines)
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The size the text needs within `size.width` (wrapped when `numberOfLines` is not 1; a
    /// width of 0 means unconstrained), rounded up to whole pixels.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measuredSize(width: size.width > 0 ? size.width : nil, height: nil, lines: numberOfLines)
    }

    /// The size of the text on as many lines as it needs (wrapped to
    /// `preferredMaxLayoutWidth` when set, else to the width the last layout gave the label).
    open override var intrinsicContentSize: CGSize {
        let width = numberOfLines == 1 ? nil : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutPassWidth
        return measuredSize(width: width, height: nil, lines: numberOfLines)
    }
}
