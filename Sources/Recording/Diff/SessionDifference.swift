import Foundation
import Raster

/// The first frame at which two replayed sessions show different pixels, with both screens and
/// the inputs each session gave just before it.
public struct SessionDifference {
    /// The frame, counted from launch (0) in ticks of the 60 Hz simulated clock.
    public let frame: Int
    /// The first session's simulated time at that frame, in seconds (slow motion makes it lag).
    public let timeA: Double
    /// The second session's simulated time at that frame, in seconds.
    public let timeB: Double
    /// The first session's screen.
    public let screenA: Bitmap
    /// The second session's screen.
    public let screenB: Bitmap
    /// How many pixels differ (every pixel of the larger screen when the sizes differ).
    public let changedPixels: Int
    /// The first session's inputs just before the frame, as file lines.
    public let inputsA: [String]
    /// The second session's inputs just before the frame, as file lines.
    public let inputsB: [String]

    /// Whether the two screens have different sizes (a rotation in one session only).
    public var sizesDiffer: Bool { screenA.width != screenB.width || screenA.height != screenB.height }

    /// The bounding box of the changed pixels, or nil when the sizes differ.
    public var changedBounds: PixelRect? {
        guard !sizesDiffer else { return nil }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for y in 0..<screenA.height {
            let row = y * screenA.width
            for x in 0..<screenA.width where screenA.pixels[row + x] != screenB.pixels[row + x] {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
            }
        }
        return x0 == .max ? nil : PixelRect(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// A picture of where the screens differ: a dimmed grey of B where they agree, magenta where
    /// they do not (on the larger size, with the area outside either screen magenta too).
    public var differencePicture: Bitmap { Self.differencePicture(screenA, screenB) }

    /// Pixels that differ between `a` and `b`, magenta over a dimmed grey copy of `b`.
    public static func differencePicture(_ a: Bitmap, _ b: Bitmap) -> Bitmap {
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

    /// How many pixels differ between two screens; every pixel of the larger when sizes differ.
    public static func changedPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for index in 0..<a.pixels.count where a.pixels[index] != b.pixels[index] { count += 1 }
        return count
    }
}
