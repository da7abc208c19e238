/// A source of premultiplied pixels for a quad, one destination row at a time.
///
/// Each drawing path (solid color, integer offset, scale, affine, perspective) is one shader;
/// `SpanDriver` walks the rows (or column strips, see `runStrips`), asks `QuadGeometry` for the
/// spans, applies coverage and opacity and blends. A shader computes every lane from the pixel's
/// absolute column and row only.
protocol SpanShader {
    /// Starts destination row `y`; when drawing in strips it is called again for each strip
    /// that crosses the row, so its state must depend on `y` only.
    mutating func beginRow(_ y: Int)
    /// Announces that columns `x0..<x1` of the current row are about to be shaded.
    mutating func beginSpan(_ x0: Int, _ x1: Int)
    /// The source pixels for columns `x..<x + 8` of the current row. Lanes at or past `count`
    /// are discarded but must still be computed without reading out of bounds.
    func shade(_ x: Int, count: Int) -> Pixels8
    /// Draws a fully covered span with blend factor `k` (opacity) itself, returning false to let
    /// the driver do it with `shade`.
    func drawInterior(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32) -> Bool
    /// When drawing in strips, announces that rows `y0..<y1` of the strip of columns `x0..<x1`
    /// are drawn next (every span of those rows inside the strip, and nothing else, until the
    /// next call); a shader may stage the texels they sample. Never called when drawing by rows.
    mutating func beginTile(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int)
}

extension SpanShader {
    mutating func beginSpan(_ x0: Int, _ x1: Int) {}
    func drawInterior(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32) -> Bool { false }
    mutating func beginTile(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) {}
}

/// One way of sampling a shader's source, eight pixels of the current row at a time, for
/// `SpanDriver.opaqueInterior`.
protocol ChunkSampler {
    /// The source pixels for columns `x..<x + 8` of the current row (see `SpanShader.shade`).
    func sample(_ x: Int) -> Pixels8
}
