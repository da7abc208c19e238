import Foundation
import QuartzCore
import Raster

/// Procedural pictures of app pages: a title bar, a hero block and rows of cards with text-like
/// bars, drawn with the renderer itself so nothing has to be downloaded.
package enum PageArt {
    /// A page of `width` x `height` points at `scale`, tinted by `hue` (0...1).
    package static func page(width: Double, height: Double, scale: Double, hue: Double) -> CGImage {
        let pw = Int((width * scale).rounded()), ph = Int((height * scale).rounded())
        var bitmap = Bitmap(width: pw, height: ph, color: RGBA8(red: 0.97, green: 0.97, blue: 0.98))
        let accent = color(hue: hue, saturation: 0.55, brightness: 0.85)
        let soft = color(hue: hue, saturation: 0.18, brightness: 0.97)
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ c: RGBA8, radius: Double = 0) {
            bitmap.draw(QuadDraw(width: w * scale, height: h * scale,
                                 transform: .translation(x * scale, y * scale), fill: .color(c), cornerRadius: radius * scale))
        }
        // A hero block with a gradient-like stack of bands.
        let bands = 12
        for i in 0..<bands {
            let t = Double(i) / Double(bands)
            box(16, 110 + t * 180, width - 32, 180.0 / Double(bands) + 0.5,
                color(hue: hue + 0.08 * t, saturation: 0.5 + 0.2 * t, brightness: 0.9 - 0.25 * t))
        }
        box(16, 110, width - 32, 4, accent, radius: 2)
        // Cards with a thumbnail and text-like bars.
        var y = 310.0
        var row = 0
        while y + 90 < height {
            box(16, y, width - 32, 84, .white, radius: 14)
            box(28, y + 12, 60, 60, row % 2 == 0 ? accent : soft, radius: 10)
            box(100, y + 18, (width - 150) * (0.9 - 0.1 * Double(row % 3)), 12, RGBA8(red: 0.2, green: 0.2, blue: 0.25), radius: 6)
            box(100, y + 40, (width - 150) * 0.7, 10, RGBA8(red: 0.6, green: 0.6, blue: 0.65), radius: 5)
            box(100, y + 58, (width - 150) * 0.5, 10, RGBA8(red: 0.75, green: 0.75, blue: 0.78), radius: 5)
            y += 100
            row += 1
        }
        return CGImage(bitmap: bitmap)
    }

    /// A navigation bar: translucent light backdrop, a centered title bar and a back chevron.
    package static func navigationBar(width: Double, scale: Double, hue: Double) -> CGImage {
        let height = 100.0
        var bitmap = Bitmap(width: Int(width * scale), height: Int(height * scale), color: RGBA8(red: 0.98, green: 0.98, blue: 0.99, alpha: 0.92))
        let accent = color(hue: hue, saturation: 0.6, brightness: 0.8)
        bitmap.draw(QuadDraw(width: 120 * scale, height: 14 * scale,
                             transform: .translation((width / 2 - 60) * scale, 64 * scale),
                             fill: .color(RGBA8(red: 0.1, green: 0.1, blue: 0.12)), cornerRadius: 7 * scale))
        bitmap.draw(QuadDraw(width: 14 * scale, height: 22 * scale, transform: .translation(14 * scale, 60 * scale),
                             fill: .color(accent), cornerRadius: 4 * scale))
        bitmap.draw(QuadDraw(width: width * scale, height: 1, transform: .translation(0, height * scale - 1),
                             fill: .color(RGBA8(red: 0.7, green: 0.7, blue: 0.72))))
        return CGImage(bitmap: bitmap)
    }

    /// An opaque color from hue, saturation and brightness, each 0...1 (hue wraps).
    static func color(hue: Double, saturation: Double, brightness: Double) -> RGBA8 {
        let rgb = RGBA8.components(hue: hue, saturation: saturation, brightness: brightness)
        return RGBA8(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }
}
