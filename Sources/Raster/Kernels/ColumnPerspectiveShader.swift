import CVectorMath

/// Draws an image under a perspective whose depth changes only from column to column: a
/// rotation about the y axis, such as a door swinging on its left edge.
///
/// Then each destination column shows one texel column (texel x and 1 / Q depend on x only),
/// and texel y is linear in the row within a column. Per draw, each column gets its texel pair,
/// weight and the two coefficients of texel y, all computed in double precision with an exact
/// divide; per pixel only texel y is evaluated (one multiply-add) before sampling the source in
/// place.
struct ColumnPerspectiveShader: SpanShader {
    /// The image being drawn.
    let source: SourceImage
    /// Whether to take the nearest texel instead of blending.
    let nearest: Bool
    /// First destination column of the tables.
    let firstColumn: Int
    /// Per column: first texel of the horizontal pair (bilinear) or the texel column (nearest).
    let columns: UnsafeMutablePointer<Int32>
    /// Per column: weight of the second texel of the pair, 0...256.
    let weights: UnsafeMutablePointer<UInt32>
    /// Per column: texel y * scale = slope * yc + intercept (see `SourceImage.fixedPointScale`).
    let slopes: UnsafeMutablePointer<Float>, intercepts: UnsafeMutablePointer<Float>
    /// Whether nearly every column reads the texel column after its left neighbour's (a door
    /// hardly turned), so chunks are worth testing for eight adjacent texels in one row.
    let adjacentColumns: Bool
    /// The current row's pixel center.
    private var yc: Float = 0
    /// The columns of the strip being drawn (see `beginTile`).
    private var stripStart = 0, stripEnd = 0
    /// What turns a table's texel y into rows: 1 / 256 (bilinear: 8 fractional bits) or 1.
    private let rowScale: Float
    /// The last texel row the kernel reads from: of a pair (bilinear), or alone (nearest).
    private let lastTexelRow: Float

    /// How many rows ahead of the row being drawn the source's texel rows are fetched into the
    /// caches (see `beginRow`): 8 measured fastest of 2, 4, 8 and 16
    /// (docs/perf-log/issue-37-nineteenth-pass.md).
    static let prefetchDistance = 8

    /// Columns per strip when drawing (see `SpanDriver.runStrips`).
    ///
    /// A strip walks down a narrow band of source columns, sampled in place, instead of a slanted
    /// line across hundreds of source rows; 256 draws a 60 degree door (about 230 columns) as one
    /// strip, measured fastest in docs/perf-log/issue-12-first-pass.md and
    /// docs/perf-log/issue-12-third-pass.md.
    static let stripWidth = 256

    /// Tables for destination columns `x0..<x1` of `mapping`, which must have m01 == 0 and
    /// m21 == 0. Call `deallocate()` when done.
    init(source: SourceImage, nearest: Bool, mapping: TexelMapping, columns x0: Int, _ x1: Int) {
        self.source = source; self.nearest = nearest; firstColumn = x0
        rowScale = Float(1 / SourceImage.fixedPointScale(nearest: nearest))
        lastTexelRow = Float(source.height - (nearest ? 1 : 2))
        let count = x1 - x0 + 8
        columns = .allocate(capacity: count); weights = .allocate(capacity: count)
        slopes = .allocate(capacity: count); intercepts = .allocate(capacity: count)
        let m = mapping.matrix, scale = SourceImage.fixedPointScale(nearest: nearest)
        for i in 0..<count {
            let xc = Double(x0 + i) + 0.5
            let iq = 1 / (m.m20 * xc + m.m22)
            let u = (m.m00 * xc + m.m02) * iq
            if nearest {
                columns[i] = SourceImage.nearestIndex(u, Int(source.width)); weights[i] = 0
            } else {
                (columns[i], weights[i]) = SourceImage.clampPair(u, Int(source.width))
            }
            slopes[i] = Float(m.m11 * iq * scale)
            intercepts[i] = Float((m.m10 * xc + m.m12) * iq * scale)
        }
        var steps = 0
        for i in 1..<count where columns[i] == columns[i - 1] &+ 1 { steps += 1 }
        adjacentColumns = !nearest && steps * 10 >= (count - 1) * 9
    }

    /// Frees the tables.
    func deallocate() {
        columns.deallocate(); weights.deallocate(); slopes.deallocate(); intercepts.deallocate()
    }

    mutating func beginTile(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) { stripStart = x0; stripEnd = x1 }

    /// Starts row `y`, and asks for the texel rows the strip will read `prefetchDistance` rows
    /// further down (every 16th column's pair of rows) to be fetched into the caches.
    ///
    /// Each row of a strip starts on new cache lines of the source, hundreds of texels from the
    /// last row's, where the hardware prefetchers cannot see a stream: waiting for them cost more
    /// than the arithmetic (a 3x door frame 15-25% faster with them fetched ahead). A fetch
    /// changes no value, and the rows are clamped to the image.
    mutating func beginRow(_ y: Int) {
        yc = Float(y) + 0.5
        let ahead = yc + Float(Self.prefetchDistance), stride = Int(source.stride)
        var x = stripStart
        while x < stripEnd {
            let texel = source.base + (texelRow(column: x, rowCenter: ahead) &* stride &+ Int(columns[x &- firstColumn]))
            cvm_prefetch(texel)
            cvm_prefetch(texel + stride)
            x &+= 16
        }
    }

    /// The first of the two texel rows (bilinear) or the texel row (nearest) that destination
    /// column `x` reads at row center `rowCenter`, clamped to the rows the kernel can read; it
    /// may differ by one from the kernel's where single precision rounds the other way.
    @inline(__always)
    func texelRow(column x: Int, rowCenter: Float) -> Int {
        let i = x &- firstColumn
        let v = (slopes[i] * rowCenter + intercepts[i]) * rowScale
        return SourceImage.clampedIndex(v, last: lastTexelRow)
    }

    /// Draws a fully covered span of bilinear samples at full opacity in a loop of its own;
    /// nearest sampling and partial opacity go through the driver.
    func drawInterior(_ row: UnsafeMutablePointer<UInt32>, _ x0: Int, _ x1: Int, k: UInt32) -> Bool {
        guard !nearest && k == 255 else { return false }
        if adjacentColumns {
            SpanDriver.opaqueInterior(AdjacentBilinear(shader: self), row, x0, x1)
        } else {
            SpanDriver.opaqueInterior(Bilinear(shader: self), row, x0, x1)
        }
        return true
    }

    /// The shader's bilinear samples, without the test for nearest sampling.
    private struct Bilinear: ChunkSampler {
        let shader: ColumnPerspectiveShader
        @inline(__always)
        func sample(_ x: Int) -> Pixels8 { shader.bilinear(x) }
    }

    /// The shader's bilinear samples, reading eight adjacent 2 x 2 blocks as four vectors.
    private struct AdjacentBilinear: ChunkSampler {
        let shader: ColumnPerspectiveShader
        @inline(__always)
        func sample(_ x: Int) -> Pixels8 { shader.bilinear(x, adjacent: true) }
    }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        guard nearest else { return bilinear(x) }
        let i = x - firstColumn
        let ty = PixelMath.roundToInt(PixelMath.load(slopes + i) * yc + PixelMath.load(intercepts + i))
        let iy = PixelMath.clamp(ty, 0, source.height - 1)
        return PixelMath.gather(source.base, iy &* source.stride &+ PixelMath.load(columns + i))
    }

    /// The bilinear samples of columns `x..<x + 8` of the current row.
    ///
    /// With `adjacent`, a chunk whose eight blocks are side by side in one texel row (their
    /// offsets step by one) reads them as four vector loads instead of 32 lane inserts; the
    /// texels and weights, and so the pixels, are the same either way.
    @inline(__always)
    func bilinear(_ x: Int, adjacent: Bool = false) -> Pixels8 {
        let i = x - firstColumn
        let slope = PixelMath.load(slopes + i)
        let intercept = PixelMath.load(intercepts + i)
        let ty = PixelMath.roundToInt(slope * yc + intercept)
        let cx = PixelMath.load(columns + i)
        let fx = PixelMath.load(weights + i)
        // Rows inside the window need no clamp (see `SourceImage.bilinear`).
        let iy = ty &>> 8
        if SourceImage.allInside(iy, source.height) {
            let offsets = iy &* source.stride &+ cx, fy = unsafeBitCast(ty & 255, to: Pixels8.self)
            if adjacent && SourceImage.stepsByOne(offsets) { return source.blend2x2(adjacent: offsets, fx: fx, fy: fy) }
            return source.blend2x2(offsets, fx: fx, fy: fy)
        }
        let (cy, fy) = SourceImage.clampPair(ty, source.height)
        return source.blend2x2(cy &* source.stride &+ cx, fx: fx, fy: fy)
    }
}
