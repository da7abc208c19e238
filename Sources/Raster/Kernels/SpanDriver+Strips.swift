/// Drawing in vertical strips, for kernels whose source reads stay local within a strip.
///
/// Walking whole destination rows under a rotation or a door reads the source along a slanted
/// line that crosses hundreds of source rows, so every new cache line is a separate miss that
/// the hardware prefetchers cannot predict. Walking a strip a few dozen columns wide from top to
/// bottom reads a narrow band of the source row after row instead. Each row's spans are found
/// once per draw and cut to each strip, exactly as a clip rectangle would cut them, so every
/// pixel gets the same value as in a row-by-row draw.
extension SpanDriver {
    /// Draws `area` in strips of `stripWidth` columns (aligned to multiples of `stripWidth` in
    /// absolute columns), each from its top row to its bottom row, announcing each tile of up to
    /// `tileRows` rows that has spans in the strip with `beginTile` (trimmed to its first and
    /// last such row); `onePixelChunks` as in `run`.
    static func runStrips<S: SpanShader>(_ shader: inout S, geometry: QuadGeometry, target: RasterTarget,
                                         area: PixelRect, opacityScale: Float, interiorK: UInt32, stripWidth: Int,
                                         tileRows: Int, onePixelChunks: Bool) {
        let spans = RowSpans(geometry, area: area)
        defer { spans.deallocate() }
        let tileRows = max(1, tileRows)
        var sx = area.x0 - ((area.x0 % stripWidth) + stripWidth) % stripWidth
        while sx < area.x1 {
            let s0 = max(sx, area.x0), s1 = min(sx + stripWidth, area.x1)
            var memo = EdgeFactorMemo()
            /// Whether row `y` has a span reaching into the strip.
            func crossesStrip(_ y: Int) -> Bool {
                let first = spans.rowStart[y - area.y0], end = spans.rowStart[y - area.y0 + 1]
                return first < end && Int(spans.starts[first]) < s1 && Int(spans.ends[end - 1]) > s0
            }
            var t0 = area.y0
            while t0 < area.y1 {
                let t1 = area.y1 - t0 > tileRows ? t0 + tileRows : area.y1
                var y0 = t0, y1 = t1
                while y0 < y1 && !crossesStrip(y0) { y0 += 1 }
                while y1 > y0 && !crossesStrip(y1 - 1) { y1 -= 1 }
                t0 = t1
                guard y0 < y1 else { continue }
                shader.beginTile(s0, s1, y0, y1)
                for y in y0..<y1 {
                    let first = spans.rowStart[y - area.y0], end = spans.rowStart[y - area.y0 + 1]
                    guard crossesStrip(y) else { continue }
                    let row = target.base + y * target.width
                    var started = false
                    var coverage: CoverageRow?
                    memo.beginRow()
                    for i in first..<end {
                        let x0 = max(Int(spans.starts[i]), s0), x1 = min(Int(spans.ends[i]), s1)
                        guard x0 < x1 else { continue }
                        if !started { shader.beginRow(y); started = true }
                        drawSpan(&shader, geometry, row, y, x0, x1, full: spans.full[i], coverage: &coverage, memo: &memo,
                                 opacityScale: opacityScale, interiorK: interiorK, onePixelChunks: onePixelChunks)
                    }
                }
            }
            sx += stripWidth
        }
    }
}

/// The spans of every row of an area (see `QuadGeometry.forEachSpan`), stored flat.
struct RowSpans {
    /// Index of each row's first span; row r's spans are `rowStart[r]..<rowStart[r + 1]`.
    let rowStart: UnsafeMutablePointer<Int>
    /// First column of each span.
    let starts: UnsafeMutablePointer<Int32>
    /// First column past each span.
    let ends: UnsafeMutablePointer<Int32>
    /// Whether each span is fully covered.
    let full: UnsafeMutablePointer<Bool>

    /// Collects the spans of the rows of `area`. Call `deallocate()` when done.
    init(_ geometry: QuadGeometry, area: PixelRect) {
        // A row has at most two outline spans and, around four corners, nine interior spans.
        let rows = area.height, capacity = rows * 11
        rowStart = .allocate(capacity: rows + 1)
        starts = .allocate(capacity: capacity); ends = .allocate(capacity: capacity); full = .allocate(capacity: capacity)
        var n = 0
        for r in 0..<rows {
            rowStart[r] = n
            geometry.forEachSpan(row: area.y0 + r, from: area.x0, to: area.x1) { [starts, ends, full] x0, x1, isFull in
                guard n < (r + 1) * 11 else { return }
                starts[n] = Int32(truncatingIfNeeded: x0); ends[n] = Int32(truncatingIfNeeded: x1); full[n] = isFull
                n += 1
            }
        }
        rowStart[rows] = n
    }

    /// Frees the storage.
    func deallocate() {
        rowStart.deallocate(); starts.deallocate(); ends.deallocate(); full.deallocate()
    }
}
