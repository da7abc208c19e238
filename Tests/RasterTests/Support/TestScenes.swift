import Foundation
@testable import Raster

/// Bitmaps, transforms and comparisons shared by the Raster tests.
enum TestScenes {
    /// A textured, partly translucent image: red ramps across, green down, a blue 6-texel
    /// checker, and alpha falling to about 40% in the right third (premultiplied).
    static func texturedImage(width: Int = 48, height: Int = 40) -> Bitmap {
        var image = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let checker = ((x / 6) + (y / 6)) % 2 == 0 ? 1.0 : 0.1
                let alpha = x < width * 2 / 3 ? 1.0 : 1.0 - 0.6 * Double(x - width * 2 / 3) / Double(width / 3)
                image[x, y] = RGBA8(red: Double(x) / Double(width - 1), green: Double(y) / Double(height - 1),
                                    blue: checker, alpha: alpha)
            }
        }
        return image
    }

    /// An opaque background with a gentle two-way gradient, so blending errors show.
    static func background(width: Int = 72, height: Int = 64) -> Bitmap {
        var image = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBA8(red: 0.2 + 0.5 * Double(x) / Double(width), green: 0.3,
                                    blue: 0.8 - 0.5 * Double(y) / Double(height))
            }
        }
        return image
    }

    /// Rotation by `degrees` and uniform scale `s` about the point (cx, cy), then a translation.
    static func rotateScale(degrees: Double, scale s: Double, about cx: Double, _ cy: Double,
                            translate tx: Double = 0, _ ty: Double = 0) -> Homography {
        let a = degrees * .pi / 180
        let rotation = Homography(cos(a), -sin(a), 0, sin(a), cos(a), 0, 0, 0, 1)
        return Homography.translation(cx + tx, cy + ty).after(rotation).after(.scale(s, s)).after(.translation(-cx, -cy))
    }

    /// A layer of height `height` swinging like a door about its left edge (placed at x = `left`,
    /// y = `top`): `rotateY(degrees)` seen with perspective distance `distance` (m34 = -1/d),
    /// with the anchor in the middle of the left edge. Positive angles make the right edge
    /// recede; negative ones swing it toward the viewer, past the eye for wide layers.
    static func door(degrees: Double, distance d: Double, height: Double, left: Double = 0, top: Double = 0) -> Homography {
        let a = degrees * .pi / 180
        let door = Homography(cos(a), 0, 0, height / 2 * sin(a) / d, 1, 0, sin(a) / d, 0, 1)
        return Homography.translation(left, top).after(door)
    }

    /// The largest difference of any channel of any pixel between two same-size bitmaps.
    static func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        precondition(a.width == b.width && a.height == b.height)
        var worst = 0
        for i in 0..<a.pixels.count {
            let p = RGBA8(packed: a.pixels[i]), q = RGBA8(packed: b.pixels[i])
            worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)),
                        abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
        }
        return worst
    }

    /// The number of pixels where some channel differs by more than `levels` between two
    /// same-size bitmaps.
    static func pixelsDiffering(_ a: Bitmap, _ b: Bitmap, byMoreThan levels: Int = 0) -> Int {
        var count = 0
        for i in 0..<a.pixels.count {
            let p = RGBA8(packed: a.pixels[i]), q = RGBA8(packed: b.pixels[i])
            let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            if d > levels { count += 1 }
        }
        return count
    }
}
