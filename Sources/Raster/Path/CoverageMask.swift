/// How much of each pixel of a rectangle a filled shape covers, from 0 (none) to 1 (all).
///
/// Made by `PathCoverage.rasterize`; painted with `Bitmap.fill(_:color:)` or used as a mask.
package struct CoverageMask: Equatable, Sendable {
    /// The pixels the mask describes; coverage is 0 everywhere outside.
    package let box: PixelRect
    /// Coverage of each pixel of `box`, row by row.
    package var values: [Float]

    /// A mask of `box` with every pixel at `value`.
    package init(box: PixelRect, value: Float = 0) {
        self.box = box
        values = [Float](repeating: value, count: box.area)
    }

    /// The coverage of the pixel at (x, y), 0 outside the box.
    package subscript(x: Int, y: Int) -> Float {
        guard box.contains(x: x, y: y) else { return 0 }
        return values[(y - box.y0) * box.width + x - box.x0]
    }

    /// The sum of every pixel's coverage: the covered area in square pixels.
    package var area: Double { values.reduce(0.0) { $0 + Double($1) } }
}
