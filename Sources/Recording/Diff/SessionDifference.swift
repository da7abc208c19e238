import Foundation
import Overlays
import Raster

/// The first frame at which two replayed sessions show different pixels, with both screens and
/// the inputs each session gave just before it.
package struct SessionDifference {
    /// The frame, counted from launch (0) in ticks of the 60 Hz simulated clock.
    package let frame: Int
    /// The first session's simulated time at that frame, in seconds (slow motion makes it lag).
    package let timeA: Double
    /// The second session's simulated time at that frame, in seconds.
    package let timeB: Double
    /// The first session's screen.
    package let screenA: Bitmap
    /// The second session's screen.
    package let screenB: Bitmap
    /// How many pixels differ (every pixel of the larger screen when the sizes differ).
    package let changedPixels: Int
    /// The first session's inputs just before the frame, as file lines.
    package let inputsA: [String]
    /// The second session's inputs just before the frame, as file lines.
    package let inputsB: [String]

    /// Whether the two screens have different sizes (a rotation in one session only).
    package var sizesDiffer: Bool { screenA.width != screenB.width || screenA.height != screenB.height }

    /// The bounding box of the changed pixels, or nil when the sizes differ.
    package var changedBounds: PixelRect? {
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
    package var differencePicture: Bitmap { DiffPicture.differencePicture(screenA, screenB) }

    /// How many pixels differ between two screens; every pixel of the larger when sizes differ.
    package static func changedPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return max(a.width * a.height, b.width * b.height) }
        var count = 0
        for index in 0..<a.pixels.count where a.pixels[index] != b.pixels[index] { count += 1 }
        return count
    }
}
