/// The kernel families an image quad can be drawn with (tests force `general` to check that the
/// fast paths agree with it).
enum QuadKernel {
    /// The fastest kernel that handles the quad's transform.
    case automatic
    /// The per-pixel perspective kernel, whatever the transform.
    case general
}

extension RasterTarget {
    /// Draws `quad` source-over, touching only pixels inside `clip` (intersected with the target).
    ///
    /// Each destination pixel is sampled at its center and mapped back through the inverse
    /// transform; only the part of the quad in front of the eye (W > 0) is drawn, and singular,
    /// non-finite or degenerate quads draw nothing. A pixel's result depends only on the pixel,
    /// never on `clip`, so rows split across threads give the same bitmap as one whole draw.
    public func draw(_ quad: QuadDraw, clip: PixelRect) {
        draw(quad, clip: clip, kernel: .automatic)
    }

    /// Draws `quad` with a chosen kernel family (see `draw(_:clip:)`).
    func draw(_ quad: QuadDraw, clip: PixelRect, kernel: QuadKernel) {
        let rect = clip.intersection(bounds)
        guard !rect.isEmpty, quad.opacity > 0, let geometry = QuadGeometry(quad) else { return }
        let area = geometry.destinationBounds.intersection(rect)
        guard !area.isEmpty else { return }
        let opacity = min(quad.opacity, 1)
        switch quad.fill {
        case .color(let color):
            guard color.packed != 0 else { return }
            var shader = ColorShader(color)
            SpanDriver.run(&shader, geometry: geometry, target: self, area: area, opacity: opacity)
        case .image(let bitmap, let crop):
            drawImage(bitmap, crop: crop, quad: quad, geometry: geometry, area: area, opacity: opacity, kernel: kernel)
        }
    }

    /// Draws an image fill, choosing the kernel from the texel mapping.
    private func drawImage(_ bitmap: Bitmap, crop: TexelRect?, quad: QuadDraw, geometry: QuadGeometry,
                           area: PixelRect, opacity: Double, kernel: QuadKernel) {
        guard !bitmap.isEmpty else { return }
        let crop = crop ?? TexelRect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
        guard crop.x.isFinite, crop.y.isFinite, crop.width.isFinite, crop.height.isFinite,
              crop.width > 0, crop.height > 0 else { return }
        let window = crop.touchedTexels(width: bitmap.width, height: bitmap.height)
        // Bilinear kernels always load texel pairs, so a window thinner than two texels is
        // copied out and padded; a larger one is sampled in place through the bitmap's stride.
        let small = window.width < 2 || window.height < 2
        let image = small ? bitmap.cropped(to: window).paddedToTwoByTwo() : bitmap
        let first = small ? 0 : window.y0 * bitmap.width + window.x0
        let windowWidth = small ? image.width : window.width, windowHeight = small ? image.height : window.height
        // Texel coordinates are taken relative to the window's first texel.
        let local = TexelRect(x: crop.x - Double(window.x0), y: crop.y - Double(window.y0),
                              width: crop.width, height: crop.height)
        let mapping = TexelMapping(inverse: geometry.inverse, width: quad.width, height: quad.height, crop: local)
        let nearest = quad.filter == .nearest
        let m = mapping.matrix
        image.pixels.withUnsafeBufferPointer { pixels in
            let source = SourceImage(base: pixels.baseAddress! + first, width: Int32(windowWidth),
                                     height: Int32(windowHeight), stride: Int32(image.width))
            func run<S: SpanShader>(_ shader: S, strips: Int = 0, tileRows: Int = .max) {
                var shader = shader
                SpanDriver.run(&shader, geometry: geometry, target: self, area: area, opacity: opacity,
                               stripWidth: strips, tileRows: tileRows)
            }
            if kernel == .general {
                run(PerspectiveShader(source: source, nearest: nearest, mapping: mapping))
            } else if let offset = mapping.integerOffset {
                run(IdentityShader(source: source, dx: offset.dx, dy: offset.dy))
            } else if mapping.isAffine && m.m01 == 0 && m.m10 == 0 {
                let a = mapping.affine
                let shader = ScaleShader(source: source, nearest: nearest, columns: area.x0, area.x1,
                                         ux: a.ux, u0: a.u0, vy: a.vy, v0: a.v0)
                run(shader)
                shader.deallocate()
            } else if m.m20 == 0 {
                run(AffineShader(source: source, nearest: nearest, mapping: mapping), strips: AffineShader.stripWidth)
            } else if m.m01 == 0 && m.m21 == 0 {
                let shader = ColumnPerspectiveShader(source: source, nearest: nearest, mapping: mapping,
                                                     columns: area.x0, area.x1)
                run(shader, strips: ColumnPerspectiveShader.stripWidth, tileRows: ColumnPerspectiveShader.tileRows)
                shader.deallocate()
            } else {
                run(PerspectiveShader(source: source, nearest: nearest, mapping: mapping))
            }
        }
    }
}

extension Bitmap {
    /// The bitmap grown to at least 2 x 2 by repeating its last column and row, which samples
    /// identically under clamp-to-edge and lets bilinear kernels always load texel pairs.
    func paddedToTwoByTwo() -> Bitmap {
        let w = Swift.max(2, width), h = Swift.max(2, height)
        var out = Bitmap(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w { out.pixels[y * w + x] = pixels[Swift.min(y, height - 1) * width + Swift.min(x, width - 1)] }
        }
        return out
    }
}

