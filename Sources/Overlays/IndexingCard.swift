import Foundation
import Raster
import Text

/// What the replay window shows while its engine plays the session through for the first
/// time: how far it got, as a bar and in words, and how to stop.
package struct IndexingCard {
    /// The frame reached.
    package var frame: Int
    /// The session's last frame.
    package var lastFrame: Int
    /// The picture's width in pixels.
    package var width: Int
    /// The picture's height in pixels.
    package var height: Int
    /// Pixels per point.
    package var scale: Double

    /// A card `width` x `height` pixels at `scale`, at `frame` of `lastFrame`.
    package init(frame: Int, lastFrame: Int, width: Int, height: Int, scale: Double) {
        self.frame = frame
        self.lastFrame = lastFrame
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// How far indexing is, from 0 to 1.
    package var fraction: Double { lastFrame > 0 ? min(1, max(0, Double(frame) / Double(lastFrame))) : 0 }

    /// The card drawn.
    package func image() -> Bitmap {
        var bitmap = Bitmap(width: max(1, width), height: max(1, height), color: RGBA8(red: 0.11, green: 0.11, blue: 0.13))
        let pointWidth = Double(width) / scale, top = Double(height) / scale / 2 - 40
        let track = (x: 24.0, width: max(10, pointWidth - 48))
        bitmap.draw(QuadDraw(width: track.width * scale, height: 8 * scale, transform: .translation(track.x * scale, (top + 36) * scale),
                             fill: .color(RGBA8(red: 0.32, green: 0.32, blue: 0.36)), cornerRadius: 4 * scale))
        bitmap.draw(QuadDraw(width: max(8, track.width * fraction) * scale, height: 8 * scale,
                             transform: .translation(track.x * scale, (top + 36) * scale),
                             fill: .color(RGBA8(red: 0.35, green: 0.55, blue: 0.95)), cornerRadius: 4 * scale))
        let seconds = Double(frame) / 60, total = Double(lastFrame) / 60
        text("Reading the session…", x: track.x, y: top, size: 17, bold: true, into: &bitmap)
        text(String(format: "frame %d of %d (%.0f s of %.0f s, %d%%)", frame, lastFrame, seconds, total, Int(fraction * 100)),
             x: track.x, y: top + 54, size: 13, into: &bitmap)
        text("Esc or closing the window stops it.", x: track.x, y: top + 76, size: 13, into: &bitmap)
        return bitmap
    }

    private func text(_ string: String, x: Double, y: Double, size: Double, bold: Bool = false, into bitmap: inout Bitmap) {
        let style = TextStyle(font: TextFont(size: size, isBold: bold), alignment: .left)
        let layout = TextRenderer.shared.layout(string, style: style, scale: scale)
        TextRenderer.shared.draw(layout, color: RGBA8(red: 0.9, green: 0.9, blue: 0.92), into: &bitmap, x: x * scale, y: y * scale)
    }
}
