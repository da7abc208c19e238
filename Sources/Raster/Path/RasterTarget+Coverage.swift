extension RasterTarget {
    /// Paints `color` (premultiplied) source-over through a coverage mask within `clip`: each
    /// pixel gets the color times its coverage, over what is there (`Bitmap.fill(_:color:clip:)`).
    ///
    /// Threads may fill through copies of one target at once with clips that share no row.
    package func fill(_ mask: CoverageMask, color: RGBA8, clip: PixelRect) {
        let area = mask.box.intersection(bounds).intersection(clip)
        guard !area.isEmpty, color.a > 0 else { return }
        let solid = color.packed, opaque = color.a == 255
        let maskWidth = mask.box.width, count = area.width
        mask.values.withUnsafeBufferPointer { m in
            for y in area.y0..<area.y1 {
                let coverage = m.baseAddress! + ((y - mask.box.y0) * maskWidth + area.x0 - mask.box.x0)
                let target = base + (y * width + area.x0)
                // The row's known run of full coverage, in the area's columns: painted at once.
                let run = mask.fullRun(ofRow: y - mask.box.y0)
                let runStart = min(count, max(0, run.lowerBound + mask.box.x0 - area.x0))
                let runEnd = max(runStart, min(count, run.upperBound + mask.box.x0 - area.x0))
                Self.fill(coverage, target, from: 0, to: runStart, color: color)
                if opaque {
                    (target + runStart).update(repeating: solid, count: runEnd - runStart)
                } else {
                    for x in runStart..<runEnd { target[x] = Bitmap.blend(color, coverage: 255, over: target[x]) }
                }
                Self.fill(coverage, target, from: runEnd, to: count, color: color)
            }
        }
    }

    /// Paints `color` over pixels `start..<end` of a row through their coverage.
    @inline(__always)
    private static func fill(_ coverage: UnsafePointer<Float>, _ target: UnsafeMutablePointer<UInt32>,
                             from start: Int, to end: Int, color: RGBA8) {
        let solid = color.packed, opaque = color.a == 255
        var x = start
        while x < end {
            let c = coverage[x]
            // Tested before the conversion to a level, which most pixels (outside the
            // shape or inside it) do not need.
            if c <= 0 {
                x &+= 1
                continue
            }
            if c >= 1 && opaque {
                // A run fully covered by an opaque color is the color, whatever was there.
                var runEnd = x &+ 1
                while runEnd < end && coverage[runEnd] >= 1 { runEnd &+= 1 }
                (target + x).update(repeating: solid, count: runEnd &- x)
                x = runEnd
                continue
            }
            let k = Bitmap.coverageLevel(c)
            if k == 255 && opaque {
                target[x] = solid
            } else if k > 0 {
                target[x] = Bitmap.blend(color, coverage: k, over: target[x])
            }
            x &+= 1
        }
    }

    /// Multiplies every pixel of `rows` (whole rows unless `columns` says) by its coverage in `mask` placed at the
    /// target's origin plus (`dx`, `dy`); pixels outside the mask's box become clear
    /// (`Bitmap.multiply(by:dx:dy:)`).
    ///
    /// Threads may multiply through copies of one target at once with row ranges that do not
    /// overlap.
    /// With `columns`, only those columns of the rows are visited (a picture drawn only there).
    package func multiply(by mask: CoverageMask, dx: Int, dy: Int, rows: Range<Int>, columns: Range<Int>? = nil) {
        let w = width, box = mask.box
        let left = max(0, columns?.lowerBound ?? 0), right = min(w, columns?.upperBound ?? w)
        guard left < right else { return }
        // The columns the mask's box covers; every pixel outside it becomes clear.
        let first = min(right, max(left, box.x0 - dx)), end = max(first, min(right, box.x1 - dx))
        mask.values.withUnsafeBufferPointer { m in
            for y in rows.clamped(to: 0..<height) {
                let row = base + y * w, maskY = y + dy
                guard maskY >= box.y0, maskY < box.y1, first < end else {
                    (row + left).update(repeating: 0, count: right - left)
                    continue
                }
                (row + left).update(repeating: 0, count: first - left)
                (row + end).update(repeating: 0, count: right - end)
                let coverage = m.baseAddress! + ((maskY - box.y0) * box.width - box.x0 + dx)
                // The row's known run of full coverage, in the target's columns, keeps its pixels.
                let run = mask.fullRun(ofRow: maskY - box.y0)
                let runStart = min(end, max(first, run.lowerBound + box.x0 - dx))
                let runEnd = max(runStart, min(end, run.upperBound + box.x0 - dx))
                var x = first
                while x < end {
                    if x == runStart && runStart < runEnd {
                        x = runEnd
                        continue
                    }
                    let c = coverage[x]
                    if c >= 1 {
                        x &+= 1
                        continue
                    }
                    if c <= 0 {
                        row[x] = 0
                    } else {
                        let pixel = RGBA8(packed: row[x])
                        func scaled(_ v: UInt8) -> UInt8 { UInt8((Double(v) * Double(c)).rounded()) }
                        row[x] = RGBA8(r: scaled(pixel.r), g: scaled(pixel.g), b: scaled(pixel.b), a: scaled(pixel.a)).packed
                    }
                    x &+= 1
                }
            }
        }
    }
}
