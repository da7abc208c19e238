import Foundation
import Raster
import Text

/// The diff window's picture: two screens side by side under their labels, or B over A with
/// the changed pixels highlighted, above a status line.
///
/// Drawn with Raster and Text only, headless, so the tests hold it to a golden; the window
/// (`DiffWindowLoop` in SimulatorWindow) only shows it, and the diff command saves its
/// difference picture.
package enum DiffPicture {
    /// How the two sessions are shown.
    package enum Mode {
        /// A on the left, B on the right.
        case sideBySide
        /// B, with the pixels that differ from A tinted magenta.
        case overlay
    }

    private static let backdrop = RGBA8(r: 24, g: 24, b: 28, a: 255)
    private static let magenta = RGBA8(r: 255, g: 0, b: 255, a: 255)

    /// Composes the picture for `mode`: `labels` name A and B, `status` is the line at the
    /// bottom, `differs` marks the screens as different now; `scale` is pixels per point.
    package static func compose(_ a: Bitmap, _ b: Bitmap, mode: Mode, labels: (String, String), status: String,
                        differs: Bool, scale: Double) -> Bitmap {
        let margin = Int(12 * scale), top = Int(34 * scale), bottom = Int(50 * scale)
        let screens: [(Bitmap, String)]
        switch mode {
        case .sideBySide: screens = [(a, "A  " + labels.0), (b, "B  " + labels.1)]
        case .overlay: screens = [(overlay(a, b), "B over A  (changed pixels in magenta)")]
        }
        let width = margin + screens.reduce(0) { $0 + $1.0.width + margin }
        let height = top + (screens.map(\.0.height).max() ?? 0) + bottom
        var picture = Bitmap(width: width, height: height, color: backdrop)
        var x = margin
        for (screen, label) in screens {
            // A magenta frame round each screen while they differ, so it shows at a glance.
            if differs {
                let border = max(1, Int(2 * scale))
                picture.fill(PixelRect(x0: x - border, y0: top - border, x1: x + screen.width + border,
                                       y1: top + screen.height + border), color: magenta)
            }
            picture.copy(screen, x: x, y: top)
            // One line over each screen: a name longer than the screen loses its middle, never
            // wrapping down over the screen.
            text(label, bold: true, into: &picture, x: x, y: Int(9 * scale), scale: scale,
                 maxWidth: Double(screen.width) / scale, color: .white, oneLine: true)
            x += screen.width + margin
        }
        // The status wraps onto a second line in the narrower overlay view.
        text(status, bold: false, into: &picture, x: margin, y: height - bottom + Int(8 * scale), scale: scale,
             maxWidth: Double(width - 2 * margin) / scale,
             color: differs ? RGBA8(r: 255, g: 140, b: 255, a: 255) : RGBA8(r: 200, g: 200, b: 210, a: 255))
        return picture
    }

    /// B with the pixels that differ from A mixed two thirds of the way to magenta; when the
    /// sizes differ, the headless difference picture (every pixel outside either is magenta).
    package static func overlay(_ a: Bitmap, _ b: Bitmap) -> Bitmap {
        guard a.width == b.width, a.height == b.height else { return differencePicture(a, b) }
        var out = b
        for index in 0..<b.pixels.count where a.pixels[index] != b.pixels[index] {
            let pixel = RGBA8(packed: b.pixels[index])
            out.pixels[index] = RGBA8(r: UInt8((Int(pixel.r) + 2 * 255) / 3), g: UInt8(Int(pixel.g) / 3),
                                      b: UInt8((Int(pixel.b) + 2 * 255) / 3), a: 255).packed
        }
        return out
    }

    /// Pixels that differ between `a` and `b`, magenta over a dimmed grey copy of `b`.
    package static func differencePicture(_ a: Bitmap, _ b: Bitmap) -> Bitmap {
        let width = max(a.width, b.width), height = max(a.height, b.height)
        var out = Bitmap(width: width, height: height, color: .black)
        let magenta = RGBA8(r: 255, g: 0, b: 255, a: 255).packed
        for y in 0..<height {
            for x in 0..<width {
                let inA = x < a.width && y < a.height, inB = x < b.width && y < b.height
                guard inA, inB else { out.pixels[y * width + x] = magenta; continue }
                let pa = a.pixels[y * a.width + x], pb = b.pixels[y * b.width + x]
                if pa != pb {
                    out.pixels[y * width + x] = magenta
                } else {
                    // Grey and dim, so the magenta stands out against any content.
                    let pixel = RGBA8(packed: pb)
                    let grey = UInt8((Int(pixel.r) + Int(pixel.g) + Int(pixel.b)) / 6 + 48)
                    out.pixels[y * width + x] = RGBA8(r: grey, g: grey, b: grey, a: 255).packed
                }
            }
        }
        return out
    }

    private static func text(_ string: String, bold: Bool, into picture: inout Bitmap, x: Int, y: Int,
                             scale: Double, maxWidth: Double, color: RGBA8, oneLine: Bool = false) {
        let style = oneLine
            ? TextStyle(font: TextFont(size: 14, isBold: bold), alignment: .left, lineBreakMode: .truncatingMiddle, maximumNumberOfLines: 1)
            : TextStyle(font: TextFont(size: 14, isBold: bold), alignment: .left)
        let layout = TextRenderer.shared.layout(string, style: style, maxWidth: maxWidth, scale: scale)
        TextRenderer.shared.draw(layout, color: color, into: &picture, x: Double(x), y: Double(y))
    }
}
