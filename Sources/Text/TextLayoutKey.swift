/// What a text layout is a function of: the text, the style and the space and scale it is laid
/// out in; the key of `TextRenderer`'s layout cache.
///
/// Numbers are kept as their bits, so that equal keys are equal values bit for bit (a NaN is
/// equal to itself here, and 0 and -0 are two keys): a key found always names the layout the
/// same call would make.
struct TextLayoutKey: Hashable {
    /// The text, by its bytes (`ExactText`).
    var text: ExactText
    var family: FontFamily
    var isBold: Bool
    var isItalic: Bool
    var alignment: TextAlignment
    var lineBreakMode: LineBreakMode
    var maximumNumberOfLines: Int
    /// The font size, line spacing, line height multiple and scale, as bits.
    var numbers: SIMD4<UInt64>
    /// The maximum width and height as bits, or nil.
    var maxWidth: UInt64?
    var maxHeight: UInt64?

    /// The key of `layout(text, style: style, maxWidth: maxWidth, maxHeight: maxHeight, scale: scale)`.
    init(_ text: String, style: TextStyle, maxWidth: Double?, maxHeight: Double?, scale: Double) {
        self.text = ExactText(text)
        family = style.font.family
        isBold = style.font.isBold
        isItalic = style.font.isItalic
        alignment = style.alignment
        lineBreakMode = style.lineBreakMode
        maximumNumberOfLines = style.maximumNumberOfLines
        numbers = SIMD4(style.font.size.bitPattern, style.lineSpacing.bitPattern, style.lineHeightMultiple.bitPattern,
                        scale.bitPattern)
        self.maxWidth = maxWidth?.bitPattern
        self.maxHeight = maxHeight?.bitPattern
    }
}

extension TextLayout {
    /// About how many bytes the layout and its key hold: its characters twice (the lines' and
    /// the runs' strings) plus the key's, and some bookkeeping per line and run.
    var approximateBytes: Int {
        var bytes = 256
        for line in lines {
            bytes += 96 + 2 * line.text.utf8.count + 64 * line.runs.count
        }
        return bytes
    }
}
