/// A font as the text engine sees it: a family, a size in points, and bold and italic flags.
///
/// Sizes are in points; the engine multiplies by the drawing scale and opens the font at that
/// many pixels (to a quarter pixel), so text at 2x is drawn from glyphs hinted for 2x.
package struct TextFont: Hashable, Sendable {
    /// The Latin design.
    package var family: FontFamily
    /// The em size in points.
    package var size: Double
    /// Whether the bold file (Latin) or FreeType emboldening (CJK) is used.
    package var isBold: Bool
    /// Whether glyphs are slanted (by FreeType: the catalog has no oblique files).
    package var isItalic: Bool

    /// Creates a font description.
    package init(family: FontFamily = .sans, size: Double, isBold: Bool = false, isItalic: Bool = false) {
        self.family = family; self.size = size; self.isBold = isBold; self.isItalic = isItalic
    }
}

/// Vertical metrics of a font in points, from the font's design (not hinted for a pixel size).
package struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box (positive).
    package var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (negative, as UIKit's).
    package var descender: Double
    /// Extra space the font asks for between lines.
    package var leading: Double

    /// Baseline-to-baseline distance: ascender - descender + leading.
    package var lineHeight: Double { ascender - descender + leading }
}
