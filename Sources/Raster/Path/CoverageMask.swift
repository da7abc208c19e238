/// How much of each pixel of a rectangle a filled shape covers, from 0 (none) to 1 (all).
///
/// Made by `PathCoverage.rasterize`; painted with `Bitmap.fill(_:color:)` or used as a mask.
package struct CoverageMask: Equatable, Sendable {
    /// The pixels the mask describes; coverage is 0 everywhere outside.
    package let box: PixelRect
    /// Coverage of each pixel of `box`, row by row.
    package internal(set) var values: [Float]
    /// For each row of `box`, columns (counted from `box.x0`) whose coverage is exactly 1, so
    /// that painting and clipping can treat them as one run; empty when not known. Other pixels
    /// of the row may be fully covered too: it is a hint, made by `PathCoverage.rasterize`.
    package internal(set) var fullRuns: [Range<Int>] = []

    /// A mask of `box` with every pixel at `value`.
    package init(box: PixelRect, value: Float = 0) {
        self.box = box
        values = [Float](repeating: value, count: box.area)
        if value == 1 { fullRuns = [Range<Int>](repeating: 0..<box.width, count: box.height) }
    }

    /// The coverage of the pixel at (x, y), 0 outside the box.
    package subscript(x: Int, y: Int) -> Float {
        guard box.contains(x: x, y: y) else { return 0 }
        return values[(y - box.y0) * box.width + x - box.x0]
    }

    /// The sum of every pixel's coverage: the covered area in square pixels.
    package var area: Double { values.reduce(0.0) { $0 + Double($1) } }

    /// The columns of row `y` (an index into the box's rows) known to be fully covered, counted
    /// from `box.x0`; an empty range when none is known.
    @inline(__always)
    package func fullRun(ofRow y: Int) -> Range<Int> { fullRuns.isEmpty ? 0..<0 : fullRuns[y] }

    /// Multiplies each pixel's coverage by its coverage in `other` (0 outside `other`'s box):
    /// the intersection of two clips.
    package mutating func intersect(with other: CoverageMask) {
        fullRuns = []
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                values[(y - box.y0) * box.width + x - box.x0] *= other[x, y]
            }
        }
    }

    /// Two masks are equal when they cover the same pixels alike; `fullRuns` is a hint.
    package static func == (a: CoverageMask, b: CoverageMask) -> Bool { a.box == b.box && a.values == b.values }
}
