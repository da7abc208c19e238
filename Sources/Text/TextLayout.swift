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
