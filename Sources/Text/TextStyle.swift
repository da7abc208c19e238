/// Where lines sit horizontally in the layout's width.
package enum TextAlignment: Hashable, Sendable {
    /// Flush left.
    case left
    /// Centered.
    case center
    /// Flush right.
    case right
    /// Both edges flush (drawn flush left here: spaces are not stretched).
    case justified
    /// The script's natural side: left, as every script drawn here runs left to right.
    case natural
}

/// How text that does not fit is wrapped and cut, as UIKit's `NSLineBreakMode`.
///
/// Lines always wrap at word boundaries except in `charWrapping`; the truncating and clipping
/// modes only decide what the last line shows when text remains after it.
package enum LineBreakMode: Hashable, Sendable {
    /// Wrap between words (a word longer than a line is broken between characters); text after
    /// the last line is dropped.
    case wordWrapping
    /// Wrap between any two characters.
    case charWrapping
    /// The last line holds the rest of its paragraph unwrapped and is cut at the edge.
    case clipping
    /// The last line ends with the end of the text, an ellipsis replacing its start.
    case truncatingHead
    /// The last line ends with an ellipsis (the default of UILabel).
    case truncatingTail
    /// The last line keeps its start and the end of its paragraph, with an ellipsis between.
    case truncatingMiddle
}

/// Everything that decides how a string is laid out, except the space it is laid out in.
package struct TextStyle: Hashable, Sendable {
    /// The font of the whole text.
    package var font: TextFont
    /// Horizontal placement of each line.
    package var alignment: TextAlignment
    /// How text is wrapped and cut.
    package var lineBreakMode: LineBreakMode
    /// The most lines shown; 0 means no limit.
    package var maximumNumberOfLines: Int
    /// Extra space between lines, in points.
    package var lineSpacing: Double
    /// A multiple of the font's line height used as the line height; 0 keeps the font's.
    package var lineHeightMultiple: Double

    /// Creates a style.
    package init(font: TextFont, alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrapping,
                maximumNumberOfLines: Int = 0, lineSpacing: Double = 0, lineHeightMultiple: Double = 0) {
        self.font = font; self.alignment = alignment; self.lineBreakMode = lineBreakMode
        self.maximumNumberOfLines = maximumNumberOfLines; self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }
}
