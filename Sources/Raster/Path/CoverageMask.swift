/// How much of each pixel of a rectangle a filled shape covers, from 0 (none) to 1 (all).
///
/// Made by `PathCoverage.rasterize`; painted with `Bitmap.fill(_:color:)` or used as a mask.
public struct CoverageMask: Equatable, Sendable {
    /// The pixels the mask describes; coverage is 0 everywhere outside.
    public let box: PixelRect
    /// Coverage of each pixel of `box`, row by row.
    public var values: [Float]

    /// A mask of `box` with every pixel at `value`.
    public init(box: PixelRect, value: Float = 0) {
        self.box = box
        values = [Float](repeating: value, count: box.area)
    }

    /// The coverage of the pixel at (x, y), 0 outside the box.
    public subscript(x: Int, y: Int) -> Float {
        guard box.contains(x: x, y: y) else { return 0 }
        return values[(y - box.y0) * box.width + x - box.x0]
    }

    /// The sum of every pixel's coverage: the covered area in square pixels.
    public var area: Double { values.reduce(0.0) { $0 + Double($1) } }
}
