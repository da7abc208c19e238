/// Where lines sit horizontally in the layout's width.
public enum TextAlignment: Hashable, Sendable {
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
public enum LineBreakMode: Hashable, Sendable {
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
public struct TextStyle: Hashable, Sendable {
    /// The font of the whole text.
    public var font: TextFont
    /// Horizontal placement of each line.
    public var alignment: TextAlignment
    /// How text is wrapped and cut.
    public var lineBreakMode: LineBreakMode
    /// The most lines shown; 0 means no limit.
    public var maximumNumberOfLines: Int
    /// Extra space between lines, in points.
    public var lineSpacing: Double
    /// A multiple of the font's line height used as the line height; 0 keeps the font's.
    public var lineHeightMultiple: Double

    /// Creates a style.
    public init(font: TextFont, alignment: TextAlignment = .natural, lineBreakMode: LineBreakMode = .wordWrapping,
                maximumNumberOfLines: Int = 0, lineSpacing: Double = 0, lineHeightMultiple: Double = 0) {
        self.font = font; self.alignment = alignment; self.lineBreakMode = lineBreakMode
        self.maximumNumberOfLines = maximumNumberOfLines; self.lineSpacing = lineSpacing
        self.lineHeightMultiple = lineHeightMultiple
    }
}

/// A piece of a line drawn with one font face.
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// The face that draws them; nil when no font file is available (nothing is drawn).
    public var face: FontFace?
    /// Where the run's pen starts, in pixels from the start of its line.
    public var x: Int
    /// The run's advance, in pixels.
    public var width: Int
}

/// One laid-out line.
public struct TextLine: Hashable, Sendable {
    /// The characters shown (an ellipsis included when truncated).
    public var text: String
    /// The runs, left to right.
    public var runs: [TextRun]
    /// The line's left edge in pixels from the layout's left edge (after alignment).
    public var x: Double
    /// The baseline in pixels from the layout's top.
    public var baseline: Double
    /// The advance width in pixels, trailing spaces excluded.
    public var width: Int
}

/// Text broken into lines and positioned, at one scale: what `TextRenderer` measures and draws.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Pixels per point the layout was made for.
    public var scale: Double
    /// The width that lines were aligned in, in points (the widest line when unconstrained).
    public var containerWidth: Double
    /// Baseline-to-baseline distance in points (line height plus spacing).
    public var linePitch: Double
    /// The height of one line box in points.
    public var lineHeight: Double
    /// Whether text was left out (more lines than allowed, or truncated with an ellipsis).
    public var isTruncated: Bool

    /// The widest line's advance, in points.
    public var width: Double { Double(lines.map(\.width).max() ?? 0) / scale }

    /// The height of the lines, in points: n line heights plus n - 1 spacings.
    public var height: Double {
        lines.isEmpty ? 0 : Double(lines.count - 1) * linePitch + lineHeight
    }
}
