extension Bitmap {
    /// Paints the gradient source-over on the pixels of `area` (all when nil), through `mask`
    /// when given.
    ///
    /// A gradient that varies along one axis only (`GradientFill.variation`) has its colors
    /// worked out once per row or column instead of once per pixel: the same colors, since the
    /// parameter does not depend on the other coordinate. Per pixel, 004-bars' two shades took
    /// 150 M instructions a frame at 3x (docs/perf-log/issue-23-sixth-pass.md).
    package mutating func fill(_ gradient: GradientFill, in area: PixelRect? = nil, mask: CoverageMask? = nil) {
        let box = (area ?? bounds).intersection(bounds)
        let coverage = mask ?? CoverageMask(box: box, value: 1)
        let region = coverage.box.intersection(box)
        guard !region.isEmpty else { return }
        switch gradient.variation {
        case .both:
            fill(coverage, clip: box) { x, y in gradient.color(at: gradient.parameter(x: x, y: y)) }
        case .alongY:
            var color: [UInt32] = [0]
            for y in region.y0..<region.y1 {
                color[0] = gradient.color(at: gradient.parameter(x: region.x0, y: y)).packed
                paintRow(y, of: region, through: coverage, colors: color, stride: 0)
            }
        case .alongX:
            let colors = (region.x0..<region.x1).map { gradient.color(at: gradient.parameter(x: $0, y: region.y0)).packed }
            for y in region.y0..<region.y1 {
                paintRow(y, of: region, through: coverage, colors: colors, stride: 1)
            }
        }
    }

    /// Paints row `y` of `region` source-over through `mask`, pixel `x0 + i` in
    /// `colors[i * stride]` (packed): what `fill(_:clip:colorAt:)` does, without a call per pixel.
    private mutating func paintRow(_ y: Int, of region: PixelRect, through mask: CoverageMask,
                                   colors: [UInt32], stride: Int) {
        let maskRow = (y - mask.box.y0) * mask.box.width - mask.box.x0, row = y * width
        mask.values.withUnsafeBufferPointer { m in
            colors.withUnsafeBufferPointer { c in
                pixels.withUnsafeMutableBufferPointer { p in
                    for x in region.x0..<region.x1 {
                        // Coverage just under 1 (a float sum's rounding) rounds to 255 too.
                        let cover = m[maskRow + x], k = cover >= 1 ? 255 : Self.coverageLevel(cover)
                        guard k > 0 else { continue }
                        let color = c[(x - region.x0) * stride], d = p[row + x]
                        // Fully covered, over nothing or opaque: `blend` gives the color itself.
                        if k == 255 && (d == 0 || color >= 0xFF00_0000) { p[row + x] = color; continue }
                        p[row + x] = Self.blend(RGBA8(packed: color), coverage: k, over: d)
                    }
                }
            }
        }
    }
}
