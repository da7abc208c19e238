import Foundation
import Raster
import Text

/// The gesture overlay's card (Ctrl+G) in the window's side panel: a few coloured lines about
/// the interactive transition (what it is, how far, its velocity, what a release would do) and
/// a bar filled to its progress. The lines come from the simulator (`GestureOverlay`).
package enum GestureCard {
    private static let lineHeight = 22.0, padding = 12.0
    /// The progress bar's fill: the gesture trail's orange.
    package static let progressColor = RGBA8(red: 1, green: 0.55, blue: 0.1)

    /// The card's height in points for `lines` lines, with or without the progress bar.
    package static func height(lines: Int, hasProgress: Bool) -> Double {
        padding * 2 + lineHeight * Double(lines) + (hasProgress ? 10 : 0)
    }

    /// A dark card at (`x`, `y`) points, `width` points wide, with the lines
    /// and, when `progress` is given, a bar filled that far.
    package static func draw(_ lines: [(text: String, color: RGBA8)], progress: Double?, into picture: inout Bitmap,
                            x: Double, y: Double, width: Double, scale: Double) {
        let style = TextStyle(font: TextFont(size: 15, isBold: true), alignment: .left, lineBreakMode: .truncatingTail,
                              maximumNumberOfLines: 1)
        let renderer = TextRenderer.shared
        let cardHeight = height(lines: lines.count, hasProgress: progress != nil)
        picture.draw(QuadDraw(width: width * scale, height: cardHeight * scale, transform: .translation(x * scale, y * scale),
                              fill: .color(RGBA8(red: 0.1, green: 0.1, blue: 0.12)), cornerRadius: 10 * scale))
        for (index, line) in lines.enumerated() {
            let layout = renderer.layout(line.text, style: style, maxWidth: width - 2 * padding, scale: scale)
            renderer.draw(layout, color: line.color, into: &picture, x: (x + padding) * scale,
                          y: (y + padding + lineHeight * Double(index)) * scale)
        }
        guard let progress else { return }
        let barY = y + padding + lineHeight * Double(lines.count) + 2, barWidth = width - 2 * padding
        picture.draw(QuadDraw(width: barWidth * scale, height: 4 * scale, transform: .translation((x + padding) * scale, barY * scale),
                              fill: .color(RGBA8(red: 1, green: 1, blue: 1, alpha: 0.25)), cornerRadius: 2 * scale))
        let filled = barWidth * min(1, max(0, progress))
        if filled > 0 {
            picture.draw(QuadDraw(width: filled * scale, height: 4 * scale, transform: .translation((x + padding) * scale, barY * scale),
                                  fill: .color(progressColor), cornerRadius: 2 * scale))
        }
    }
}
