/// A piece of a line drawn with one font face.
package struct TextRun: Hashable, Sendable {
    /// The characters.
    package var text: String
    /// The face that draws them; nil when no font file is available (nothing is drawn).
    package var face: FontFace?
    /// Where the run's pen starts, in pixels from the start of its line.
    package var x: Int
    /// The run's advance, in pixels.
    package var width: Int
}

/// One laid-out line.
package struct TextLine: Hashable, Sendable {
    /// The characters shown (an ellipsis included when truncated).
    package var text: String
    /// The runs, left to right.
    package var runs: [TextRun]
    /// The line's left edge in pixels from the layout's left edge (after alignment).
    package var x: Double
    /// The baseline in pixels from the layout's top.
    package var baseline: Double
    /// The advance width in pixels, trailing spaces excluded.
    package var width: Int
}

/// Text broken into lines and positioned, at one scale: what `TextRenderer` measures and draws.
package struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    package var lines: [TextLine]
    /// Pixels per point the layout was made for.
    package var scale: Double
    /// The width that lines were aligned in, in points (the widest line when unconstrained).
    package var containerWidth: Double
    /// Baseline-to-baseline distance in points (line height plus spacing).
    package var linePitch: Double
    /// The height of one line box in points.
    package var lineHeight: Double
    /// Whether text was left out (more lines than allowed, or truncated with an ellipsis).
    package var isTruncated: Bool

    /// The widest line's advance, in points.
    package var width: Double { Double(lines.map(\.width).max() ?? 0) / scale }

    /// The height of the lines, in points: n line heights plus n - 1 spacings.
    package var height: Double {
        lines.isEmpty ? 0 : Double(lines.count - 1) * linePitch + lineHeight
    }
}
