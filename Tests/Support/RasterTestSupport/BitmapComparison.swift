import Raster

/// How two bitmaps differ: counts for the failure message and a picture for the eye.
public struct BitmapDifference: Equatable, CustomStringConvertible {
    /// Size of the expected bitmap (width, height).
    public var expectedSize: (width: Int, height: Int)
    /// Size of the actual bitmap (width, height).
    public var actualSize: (width: Int, height: Int)
    /// Number of pixels whose packed values differ, counting pixels present in only one bitmap.
    public var differingPixelCount: Int
    /// Largest difference of one channel (R, G, B or A) between the two bitmaps, 0...255.
    public var maxChannelDifference: Int
    /// The first differing pixel in reading order, with both values (`.clear` where absent).
    public var firstDifference: (x: Int, y: Int, expected: RGBA8, actual: RGBA8)
    /// The actual bitmap dimmed to gray, with every differing pixel painted opaque red.
    ///
    /// Its size covers both bitmaps, so a size mismatch shows as a red band.
    public var diffImage: Bitmap

    /// Whether the two bitmaps have different sizes.
    public var sizesDiffer: Bool {
        expectedSize.width != actualSize.width || expectedSize.height != actualSize.height
    }

    /// A one-line summary: sizes when they differ, the pixel count, the max channel difference
    /// and the first differing pixel.
    public var description: String {
        var parts: [String] = []
        if sizesDiffer {
            parts.append("size \(actualSize.width)x\(actualSize.height) instead of \(expectedSize.width)x\(expectedSize.height)")
        }
        let f = firstDifference
        parts.append("\(differingPixelCount) differing pixels")
        parts.append("max channel difference \(maxChannelDifference)")
        parts.append("first at (\(f.x), \(f.y)): expected \(f.expected), got \(f.actual)")
        return parts.joined(separator: ", ")
    }

    /// Compares every field; the tuples keep the synthesized conformance from applying.
    public static func == (lhs: BitmapDifference, rhs: BitmapDifference) -> Bool {
        lhs.expectedSize == rhs.expectedSize && lhs.actualSize == rhs.actualSize
            && lhs.differingPixelCount == rhs.differingPixelCount
            && lhs.maxChannelDifference == rhs.maxChannelDifference
            && lhs.firstDifference == rhs.firstDifference && lhs.diffImage == rhs.diffImage
    }
}

/// The color that marks a differing pixel in a diff image.
public let diffMarkColor = RGBA8(r: 255, g: 0, b: 0, a: 255)

/// Compares two bitmaps pixel for pixel; nil when they are identical (same size, same pixels).
///
/// Pixels present in only one of the bitmaps (sizes differ) count as differing, the missing
/// side being transparent. This is the pure half of `assertGolden`, testable without XCTest.
public func compareBitmaps(_ expected: Bitmap, _ actual: Bitmap) -> BitmapDifference? {
    if expected == actual { return nil }
    let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
    var diff = Bitmap(width: width, height: height)
    var count = 0, maxDifference = 0
    var first: (x: Int, y: Int, expected: RGBA8, actual: RGBA8)?
    for y in 0..<height {
        for x in 0..<width {
            let e = pixel(expected, x, y), a = pixel(actual, x, y)
            if e == a {
                diff.pixels[y * width + x] = dimmed(a)
                continue
            }
            count += 1
            maxDifference = max(maxDifference, channelDifference(e, a))
            if first == nil { first = (x, y, RGBA8(packed: e), RGBA8(packed: a)) }
            diff.pixels[y * width + x] = diffMarkColor.packed
        }
    }
    // Equal-sized bitmaps that are not equal always have a differing pixel; unequal sizes with
    // one empty bitmap may not, so fall back to the corner to keep the record well-formed.
    let firstDifference = first ?? (0, 0, .clear, .clear)
    return BitmapDifference(
        expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
        differingPixelCount: count, maxChannelDifference: maxDifference,
        firstDifference: firstDifference, diffImage: diff)
}

/// The packed pixel at (x, y), or transparent outside the bitmap.
private func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 {
    x < bitmap.width && y < bitmap.height ? bitmap.pixels[y * bitmap.width + x] : 0
}

/// The largest absolute difference between corresponding bytes of two packed pixels.
private func channelDifference(_ p: UInt32, _ q: UInt32) -> Int {
    var result = 0
    for shift in stride(from: 0, to: 32, by: 8) {
        let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
        result = max(result, d)
    }
    return result
}

/// A matching pixel shown as dark opaque gray, so red marks stand out on any content.
///
/// The pixel is first put over white (transparent areas show light) and its luma is then
/// scaled to 60..124, dark enough that pure red is never confused with it.
private func dimmed(_ packed: UInt32) -> UInt32 {
    let c = RGBA8(packed: packed)
    let background = 255 - Int(c.a)
    let r = Int(c.r) + background, g = Int(c.g) + background, b = Int(c.b) + background
    let luma = (r * 77 + g * 150 + b * 29) >> 8
    let level = UInt32(60 + luma / 4)
    return level | level << 8 | level << 16 | 0xFF00_0000
}
