extension Bitmap {
    /// The shadow this picture casts: `silhouette(color:)` blurred by `radius` as
    /// `blurred(radius:)` blurs, the same bytes, made from the picture's alpha alone.
    ///
    /// Each channel of the silhouette is the color's channel scaled by the pixel's alpha, and the
    /// blur treats each channel alone, so a channel is the blur of its alpha bytes mapped through
    /// one table: a black shadow blurs one byte a pixel instead of four, channels of equal value
    /// share one blur, and a channel of 0 stays 0. The alpha is kept as distinct rows
    /// (`SharedRowImage`): a layer's rows between its corners repeat even where its picture's
    /// colors differ (text on an opaque background), so they are blurred once. The passes are
    /// split across `threads` by `parallel` when given (the same bytes).
    package func blurredSilhouette(color: RGBA8, radius: Double, threads: Int = 1, parallel: ParallelLoop? = nil) -> Bitmap {
        guard radius > 0, radius.isFinite, !isEmpty else { return silhouette(color: color) }
        var alpha = SharedRowImage(width: width, channels: 1)
        pixels.withUnsafeBufferPointer { alpha.appendAlpha(of: $0.baseAddress!, rows: 0..<height) }
        // One blurred mask per distinct nonzero channel value, with the lanes that take it.
        var masks: [(lanes: UInt32, mask: ShadowMask)] = []
        let values = [color.r, color.g, color.b, color.a]
        for (lane, value) in values.enumerated() where value != 0 && !values[..<lane].contains(value) {
            var lanes: UInt32 = 0
            for (other, v) in values.enumerated() where v == value { lanes |= 1 << (8 * UInt32(other)) }
            var scaled = alpha
            if value != 255 { scaled.mapBytes(through: Self.scaleTable(value)) }
            masks.append((lanes, ShadowMask(rows: scaled, radius: radius, threads: threads, parallel: parallel)))
        }
        return Self.composed(masks, width: width, height: height)
    }

    /// `value * a / 255` rounded as `silhouette(color:)` rounds it, for every alpha a.
    static func scaleTable(_ value: UInt8) -> [UInt8] {
        (0..<256).map { a in
            UInt8(truncatingIfNeeded: PixelMath.scale(Pixels8(repeating: UInt32(value)), by: Pixels8(repeating: UInt32(a)))[0])
        }
    }

    /// The picture whose every pixel puts each mask's byte at that pixel in the mask's lanes
    /// (transparent black with no mask); a row whose masks show the same rows as the row above
    /// is a copy of it.
    static func composed(_ masks: [(lanes: UInt32, mask: ShadowMask)], width: Int, height: Int) -> Bitmap {
        guard !masks.isEmpty else { return Bitmap(width: width, height: height) }
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            let base = out.baseAddress!
            for y in 0..<height {
                let row = base + y * width
                if y > 0, masks.allSatisfy({ $0.mask.rows.slots[y] == $0.mask.rows.slots[y - 1] }) {
                    row.initialize(from: row - width, count: width)
                    continue
                }
                row.initialize(repeating: 0, count: width)
                for (lanes, mask) in masks {
                    let start = mask.rows.slots[y] * width
                    mask.rows.storage.withUnsafeBufferPointer { bytes in
                        let source = bytes.baseAddress! + start
                        for x in 0..<width { row[x] |= UInt32(source[x]) &* lanes }
                    }
                }
            }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
