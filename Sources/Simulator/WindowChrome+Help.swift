import Foundation
import Raster
import Text

extension WindowChrome {
    /// The keyboard shortcuts, one a line (keys, then what they do), on a dark card in the
    /// side panel at (`x`, `y`) points, `width` points wide.
    func drawHelp(into picture: inout Bitmap, x: Double, y: Double, width: Double, scale: Double) {
        let padding = Self.helpPadding, lineHeight = Self.helpLineHeight
        roundedRect(x: x, y: y, width: width, height: helpCardHeight, radius: 12,
                    color: RGBA8(red: 0.1, green: 0.1, blue: 0.12), scale: scale, into: &picture)
        let renderer = TextRenderer.shared
        let bold = TextStyle(font: TextFont(size: 13, isBold: true), alignment: .left)
        let plain = TextStyle(font: TextFont(size: 13), alignment: .left, lineBreakMode: .truncatingTail, maximumNumberOfLines: 1)
        let keysWidth = 104.0
        let title = renderer.layout("Keyboard shortcuts", style: bold, scale: scale)
        renderer.draw(title, color: .white, into: &picture, x: (x + padding) * scale, y: (y + padding) * scale)
        for (index, command) in SimulatorCommand.allCases.enumerated() {
            let lineY = (y + padding + lineHeight * Double(index + 1)) * scale
            let keys = renderer.layout(command.keys, style: bold, scale: scale)
            let summary = renderer.layout(command.summary, style: plain, maxWidth: width - 2 * padding - keysWidth, scale: scale)
            renderer.draw(keys, color: RGBA8(red: 0.6, green: 0.8, blue: 1), into: &picture, x: (x + padding) * scale, y: lineY)
            renderer.draw(summary, color: .white, into: &picture, x: (x + padding + keysWidth) * scale, y: lineY)
        }
    }
}
