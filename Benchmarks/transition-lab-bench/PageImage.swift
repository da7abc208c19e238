import Foundation
import Raster

/// The canonical screen: 390 x 844 pt at 2x.
enum Screen {
    /// Width in pixels.
    static let width = 780
    /// Height in pixels.
    static let height = 1688
    /// Pixels per point.
    static let scale = 2.0
}

/// A procedural stand-in for a rendered app page: mostly opaque, with translucent bars and
/// transparent rounded display corners, so that "skip opaque / skip clear" shortcuts get the
/// same mix of spans as in a real transition.
///
/// Layout (pixels): a pale vertical gradient with faint diagonal stripes; white rounded cards
/// with a colored accent bar and a round avatar; a top bar (alpha 0.82) and a tab bar
/// (alpha 0.9); 110 px rounded corners. About 80% of the pixels are opaque.
func makePageImage(width: Int = Screen.width, height: Int = Screen.height) -> Bitmap {
    var page = Bitmap(width: width, height: height)
    let topBar = 180.0, tabBar = Double(height) - 166, cornerRadius = 110.0
    let cardHeight = 200.0, cardGap = 32.0, cardMargin = 32.0, firstCard = topBar + 40
    let accents: [(Double, Double, Double)] = [(0.20, 0.47, 0.96), (0.98, 0.58, 0.15), (0.30, 0.78, 0.42), (0.86, 0.25, 0.45)]

    for y in 0..<height {
        let py = Double(y) + 0.5
        let t = py / Double(height)
        for x in 0..<width {
            let px = Double(x) + 0.5
            let stripe = (x + y) % 48 < 24 ? 0.025 : 0.0
            var r = 0.95 - 0.07 * t + stripe, g = 0.96 - 0.06 * t + stripe, b = 0.985 - 0.03 * t + stripe
            var alpha = 1.0

            // Cards repeat every cardHeight + cardGap rows below the top bar.
            let slot = ((py - firstCard) / (cardHeight + cardGap)).rounded(.down)
            if slot >= 0 {
                let top = firstCard + slot * (cardHeight + cardGap)
                let cover = roundedRectCoverage(px, py, x0: cardMargin, y0: top, x1: Double(width) - cardMargin,
                                                y1: top + cardHeight, radius: 26)
                if cover > 0 {
                    let accent = accents[Int(slot) % accents.count]
                    var card = (1.0, 1.0, 1.0)
                    if px < cardMargin + 14 { card = accent }
                    let avatar = circleCoverage(px, py, cx: cardMargin + 80, cy: top + cardHeight / 2, radius: 44)
                    card = mix(card, (accent.0 * 0.6 + 0.3, accent.1 * 0.6 + 0.3, accent.2 * 0.6 + 0.3), avatar)
                    // Text lines: gray bars to the right of the avatar.
                    let line = ((py - top - 60) / 36).rounded(.down)
                    if line >= 0, line < 3, px > cardMargin + 150, px < Double(width) - cardMargin - 40 - line * 90,
                       (py - top - 60).truncatingRemainder(dividingBy: 36) < 18 {
                        card = (0.55, 0.56, 0.6)
                    }
                    (r, g, b) = mix((r, g, b), card, cover)
                }
            }

            // Translucent bars: the layer itself is see-through there, as iOS bars are.
            if py < topBar {
                (r, g, b) = (0.97, 0.97, 0.985)
                alpha = 0.82
            } else if py > tabBar {
                (r, g, b) = (0.96, 0.96, 0.975)
                alpha = 0.9
            }
            alpha *= roundedRectCoverage(px, py, x0: 0, y0: 0, x1: Double(width), y1: Double(height), radius: cornerRadius)
            page[x, y] = RGBA8(red: r, green: g, blue: b, alpha: alpha)
        }
    }
    return page
}

/// An opaque wallpaper to composite onto: a dark diagonal gradient.
func makeWallpaper(width: Int = Screen.width, height: Int = Screen.height) -> Bitmap {
    var wallpaper = Bitmap(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let t = (Double(x) / Double(width) + Double(y) / Double(height)) / 2
            wallpaper[x, y] = RGBA8(red: 0.10 + 0.15 * t, green: 0.12 + 0.05 * t, blue: 0.22 - 0.08 * t)
        }
    }
    return wallpaper
}

/// Linear mix of two colors: `a` where `t` is 0, `b` where it is 1.
private func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
}

/// Area coverage (0...1) of the pixel centered at (px, py) by a rounded rectangle, from the
/// signed distance to its outline: a one-pixel ramp gives anti-aliased edges.
private func roundedRectCoverage(_ px: Double, _ py: Double, x0: Double, y0: Double, x1: Double, y1: Double,
                                 radius: Double) -> Double {
    let cx = (x0 + x1) / 2, cy = (y0 + y1) / 2
    let qx = abs(px - cx) - (x1 - x0) / 2 + radius, qy = abs(py - cy) - (y1 - y0) / 2 + radius
    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
    let distance = outside + min(max(qx, qy), 0) - radius
    return max(0, min(1, 0.5 - distance))
}

/// Area coverage (0...1) of the pixel centered at (px, py) by a disc.
private func circleCoverage(_ px: Double, _ py: Double, cx: Double, cy: Double, radius: Double) -> Double {
    let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot() - radius
    return max(0, min(1, 0.5 - distance))
}
