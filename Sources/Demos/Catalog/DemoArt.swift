import Raster
import UIKit

/// Illustrations drawn by the renderer at exactly the size they are shown: seed 001's news
/// thumbnails, seed 002's pages and the default navigation's pages, where the seeds show no
/// photos. The seeds' photos are bundled pictures (`DemoPictures`).
enum DemoArt {
    /// The width a page's picture is drawn for: the page's width, but never more than the
    /// screen's upright width.
    ///
    /// Pictures are drawn once, when the page loads; one loaded on a phone on its side would be
    /// a wide flat band that stays squashed (the sun cut, the hills flat) once the phone turns
    /// upright. Drawn for the upright width, it fills the wider page cropped, as a page loaded
    /// upright and then turned shows it.
    static func pictureWidth(for page: UIView) -> CGFloat {
        let screen = UIScreen.main.bounds.size
        return min(page.bounds.width, min(screen.width, screen.height))
    }

    /// A landscape of `size` points: sky, sun and two hill ranges, tinted by `index`.
    ///
    /// Each picture is drawn once per environment and kept with `UIImage.register(_:named:)`,
    /// as an app keeps a named image: a page pushed again shows the same pixels without drawing
    /// them again (drawing them was about a quarter of a replay's undrawn frames around each
    /// push; docs/PERFORMANCE.md, "Recording and scrubbing"). The picture depends on `index`
    /// only modulo 252 (the hue's 12, the sun's 7 and the hills' 9), so at most 252 pictures
    /// per size are kept.
    static func landscape(index: Int, size: CGSize, scale: CGFloat = UIScreen.main.scale) -> UIImage {
        // The same picture for a non-negative index (every divisor above divides 252).
        let reduced = index >= 0 ? index % 252 : index
        let key = "DemoArt.landscape.\(reduced).\(size.width)x\(size.height)@\(scale)"
        if let kept = UIImage(named: key) { return kept }
        let image = drawLandscape(index: reduced, size: size, scale: scale)
        UIImage.register(image, named: key)
        return image
    }

    /// The picture `landscape` keeps: its shapes planned here, their pixels drawn ahead on a
    /// worker when the host has threads to spare (`CGImage(width:height:drawingAhead:)`), while
    /// the page that asked for it is laid out. The pixels are the same on either thread.
    private static func drawLandscape(index: Int, size: CGSize, scale: CGFloat) -> UIImage {
        let s = Double(scale)
        let w = Double(size.width) * s, h = Double(size.height) * s
        let shapes = landscapeShapes(index: index, width: w, height: h)
        let width = Int(w.rounded()), height = Int(h.rounded())
        // The sky's bands overlap and cover every row from the top to the bottom edge, full
        // width: on a whole number of pixels each way, every pixel is opaque, so the compositor
        // need not scan the picture to know (`DemoArtTests` checks every pixel at 1x, 2x and 3x).
        let image = CGImage(width: width, height: height, opaque: w == Double(width) && h == Double(height), drawingAhead: {
            var bitmap = Bitmap(width: width, height: height)
            for shape in shapes { bitmap.draw(shape) }
            return bitmap
        })
        return UIImage(cgImage: image, scale: scale, orientation: .up)
    }

    /// The shapes of a landscape `w` x `h` pixels, back to front; colors are found here (they go
    /// through `UIColor`, which the worker drawing them does not touch).
    private static func landscapeShapes(index: Int, width w: Double, height h: Double) -> [QuadDraw] {
        let hue = Double(index % 12) / 12
        var shapes: [QuadDraw] = []
        let bands = 16
        for band in 0..<bands {
            let t = Double(band) / Double(bands)
            // The last band reaches the bottom, so where no hill covers the left or right edge
            // the sky shows between them, not the page behind the picture.
            let height = band == bands - 1 ? h - h * 0.62 * t : h / Double(bands) + 1
            shapes.append(QuadDraw(width: w, height: height, transform: .translation(0, h * 0.62 * t),
                                   fill: .color(color(hue: hue + 0.5 + 0.05 * t, saturation: 0.35 + 0.2 * t, brightness: 0.98 - 0.1 * t))))
        }
        let sun = h * 0.14
        shapes.append(QuadDraw(width: 2 * sun, height: 2 * sun, transform: .translation(w * (0.2 + 0.05 * Double(index % 7)), h * 0.18),
                               fill: .color(color(hue: 0.12, saturation: 0.7, brightness: 1)), cornerRadius: sun))
        // Hills: wide rounded shapes whose tops peek above the horizon.
        for (layer, depth) in [(0, 0.55), (1, 0.7)] {
            let hillHue = hue + 0.25 + 0.08 * Double(layer)
            for k in 0..<3 {
                let hw = w * (0.7 - 0.1 * Double(k)), hh = h * 0.7
                let x = w * (Double((index + k * 5 + layer * 3) % 9) / 9 - 0.25)
                shapes.append(QuadDraw(width: hw, height: hh, transform: .translation(x, h * depth),
                                       fill: .color(color(hue: hillHue, saturation: 0.45 + 0.15 * Double(layer), brightness: 0.75 - 0.2 * Double(layer))),
                                       cornerRadius: hw / 2))
            }
        }
        return shapes
    }

    /// An opaque color from hue, saturation and brightness (hue wraps).
    static func color(hue: Double, saturation: Double, brightness: Double) -> RGBA8 {
        let c = UIColor(hue: CGFloat(hue - hue.rounded(.down)), saturation: CGFloat(saturation),
                        brightness: CGFloat(brightness), alpha: 1).cgColor
        return c.premultiplied()
    }
}
