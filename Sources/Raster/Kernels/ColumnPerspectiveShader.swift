/// Draws an image under a perspective whose depth changes only from column to column: a
/// rotation about the y axis, such as a door swinging on its left edge.
///
/// Then each destination column shows one texel column (texel x and 1 / Q depend on x only),
/// and texel y is linear in the row within a column. Per draw, each column gets its texel pair,
/// weight and the two coefficients of texel y, all computed in double precision with an exact
/// divide; per pixel only texel y is evaluated (one multiply-add) before sampling.
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
    /// The current tile's texels (see `beginTile`).
    private var band: TexelBand
    /// Whether tiles are staged in `band`; otherwise the band shows the whole source.
    let staging: Bool
    /// The current row's pixel center.
    private var yc: Float = 0

    /// Columns per strip when drawing (see `SpanDriver.runStrips`): a strip walks down a narrow
    /// band of source columns instead of a slanted line across hundreds of source rows. With
    /// tiles staged in a `TexelBand`, 16 columns by 128 rows measured fastest on a full-screen
    /// 60 degree door (32 x 32: 25% slower, 8 or 64 columns: 15-50% slower).
    static let stripWidth = 16
    /// Rows per tile, whose texels are staged in a `TexelBand` first (see `beginTile`).
    static let tileRows = 128
    /// Texels a tile may stage (96 KB: a 16 x 128 tile of a 60 degree door needs about 23 x 4
    /// columns by 220 rows); larger tiles sample the source in place.
    static let bandCapacity = 24 * 1024

    /// Tables for destination columns `x0..<x1` of `mapping`, which must have m01 == 0 and
    /// m21 == 0; `staging` false samples the source in place. Call `deallocate()` when done.
    init(source: SourceImage, nearest: Bool, mapping: TexelMapping, columns x0: Int, _ x1: Int, staging: Bool = true) {
        self.source = source; self.nearest = nearest; firstColumn = x0; self.staging = staging
        band = TexelBand(source: source, capacity: Self.bandCapacity)
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
    }

    /// Frees the tables.
    func deallocate() {
        columns.deallocate(); weights.deallocate(); slopes.deallocate(); intercepts.deallocate()
        band.deallocate()
    }

    /// Stages the texels of rows `y0..<y1` of columns `x0..<x1` (and the seven columns after, whose
    /// lanes `shade` computes too): their texel columns, and the texel rows at both ends of
    /// each column with two rows to spare, since texel y is linear along a column.
    mutating func beginTile(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) {
        guard staging else { return }
        let first = x0 - firstColumn, end = x1 - firstColumn + 7
        let top = Double(y0) + 0.5, bottom = Double(y1) - 0.5
        let unit = nearest ? 1.0 : 256.0
        var c0 = Int(Int32.max), c1 = 0
        var low = Double.infinity, high = -Double.infinity
        for i in first..<end {
            c0 = min(c0, Int(columns[i])); c1 = max(c1, Int(columns[i]))
            let slope = Double(slopes[i]), intercept = Double(intercepts[i])
            let a = slope * top + intercept, b = slope * bottom + intercept
            low = min(low, a, b); high = max(high, a, b)
        }
        let height = Double(source.height)
        guard low.isFinite, high.isFinite, low > -4 * unit * height, high < 4 * unit * height else {
            band.stage(source, columns: c0, c1 + 1, rows: 0, Int(source.height) - 1)
            return
        }
        band.stage(source, columns: c0, c1 + 1, rows: Int((low / unit).rounded(.down)) - 2,
                   Int((high / unit).rounded(.up)) + 3)
    }

    mutating func beginRow(_ y: Int) { yc = Float(y) + 0.5 }

    @inline(__always)
    func shade(_ x: Int, count: Int) -> Pixels8 {
        let i = x - firstColumn
        let slope = PixelMath.load(slopes + i)
        let intercept = PixelMath.load(intercepts + i)
        let ty = PixelMath.roundToInt(slope * yc + intercept)
        let cx = PixelMath.load(columns + i)
        // Row indices are clamped to the image as always, then to the staged rows, which hold
        // them all (so that second clamp changes nothing but guarantees in-bounds reads).
        if nearest {
            let iy = PixelMath.clamp(PixelMath.clamp(ty, 0, source.height - 1), band.firstRow, band.lastRow)
            return PixelMath.gather(band.base, iy &* band.stride &+ cx &- band.origin)
        }
        let fx = PixelMath.load(weights + i)
        let (cy, fy) = SourceImage.clampPair(ty, source.height)
        let offsets = PixelMath.clamp(cy, band.firstRow, band.lastRow - 1) &* band.stride &+ cx &- band.origin
        let top = PixelMath.loadPairs(band.base, offsets)
        let bottom = PixelMath.loadPairs(band.base, offsets &+ band.stride)
        return PixelMath.lerp(PixelMath.lerp(top.left, bottom.left, fy), PixelMath.lerp(top.right, bottom.right, fy), fx)
    }
}
