extension RasterTarget {
    /// Blends `color` source-over onto every pixel of `rect` (intersected with the target).
    package func fill(_ rect: PixelRect, color: RGBA8) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty, color.packed != 0 else { return }
        let s = Pixels8(repeating: color.packed)
        for y in r.y0..<r.y1 { ColorShader.fill(base + y * width, r.x0, r.x1, with: s) }
    }

    /// Sets every pixel of `rect` (intersected with the target) to transparent.
    package func clear(_ rect: PixelRect) {
        replace(rect, with: .clear)
    }

    /// Sets every pixel of `rect` (intersected with the target) to `color`, without blending:
    /// what was there is neither read nor kept (a bitmap's first pixels, `Bitmap(width:height:writingEveryPixel:)`).
    package func replace(_ rect: PixelRect, with color: RGBA8) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y0..<r.y1 { (base + y * width + r.x0).update(repeating: color.packed, count: r.width) }
    }

    /// Blends `source` source-over with its top-left pixel at (x, y), times `opacity`, inside
    /// `clip` (intersected with the target).
    ///
    /// This is a quad with an integer translation, so it takes the direct row-copy-or-blend path.
    package func blend(_ source: Bitmap, x: Int, y: Int, opacity: Double = 1, clip: PixelRect) {
        let quad = QuadDraw(width: Double(source.width), height: Double(source.height),
                            transform: .translation(Double(x), Double(y)), fill: .image(source), opacity: opacity)
        draw(quad, clip: clip)
    }

    /// Replaces the pixels of `rect` (intersected with the target and the source placed at
    /// (x, y)) with `source`'s, without blending.
    package func copy(_ source: Bitmap, x: Int, y: Int, clip: PixelRect) {
        let r = clip.intersection(bounds).intersection(PixelRect(x: x, y: y, width: source.width, height: source.height))
        guard !r.isEmpty else { return }
        source.pixels.withUnsafeBufferPointer { src in
            for row in r.y0..<r.y1 {
                (base + row * width + r.x0).update(from: src.baseAddress! + (row - y) * source.width + (r.x0 - x),
                                                   count: r.width)
            }
        }
    }
}
