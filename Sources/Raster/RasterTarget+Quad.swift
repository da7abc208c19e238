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
    package func draw(_ quad: QuadDraw, clip: PixelRect) {
        draw(quad, clip: clip, kernel: .automatic)
    }

    /// Draws `quad` with a chosen kernel family (see `draw(_:clip:)`).
    func draw(_ quad: QuadDraw, clip: PixelRect, kernel: QuadKernel) {
        draw(quad, clip: clip, options: KernelOptions(family: kernel))
    }

    /// Draws `quad` along a chosen kernel path (see `draw(_:clip:)` and `KernelOptions`).
    func draw(_ quad: QuadDraw, clip: PixelRect, options: KernelOptions) {
        let rect = clip.intersection(bounds)
        guard !rect.isEmpty, quad.opacity > 0, let geometry = QuadGeometry(quad) else { return }
        let area = geometry.destinationBounds.intersection(rect)
        guard !area.isEmpty else { return }
        let opacity = min(quad.opacity, 1)
        switch quad.fill {
        case .color(let color):
            guard color.packed != 0 else { return }
            var shader = ColorShader(color)
            SpanDriver.run(&shader, geometry: geometry, target: self, area: area, opacity: opacity,
                           onePixelChunks: options.onePixelChunks)
        case .image(let bitmap, let crop):
            guard let sampling = ImageSampling(bitmap, crop: crop, quad: quad, geometry: geometry) else { return }
            drawImage(sampling, quad: quad, geometry: geometry, area: area, opacity: opacity, options: options)
        }
    }

    /// Draws an image fill with the kernel its texel mapping calls for.
    private func drawImage(_ sampling: ImageSampling, quad: QuadDraw, geometry: QuadGeometry,
                           area: PixelRect, opacity: Double, options: KernelOptions) {
        let mapping = sampling.mapping
        let nearest = quad.filter == .nearest
        sampling.withSource { source in
            func run<S: SpanShader>(_ shader: S, strips: Int = 0, tileRows: Int = .max) {
                var shader = shader
                SpanDriver.run(&shader, geometry: geometry, target: self, area: area, opacity: opacity,
                               stripWidth: options.rowsOnly ? 0 : strips, tileRows: tileRows,
                               onePixelChunks: options.onePixelChunks)
            }
            switch ImageKernel(mapping: mapping, family: options.family) {
            case .identity:
                let offset = mapping.integerOffset!
                run(IdentityShader(source: source, dx: offset.dx, dy: offset.dy))
            case .scale:
                let a = mapping.affine
                let shader = ScaleShader(source: source, nearest: nearest, columns: area.x0, area.x1,
                                         ux: a.ux, u0: a.u0, vy: a.vy, v0: a.v0)
                run(shader)
                shader.deallocate()
            case .affine:
                if nearest {
                    run(AffineShader<NearestTexels>(source: source, mapping: mapping), strips: AffineShader<NearestTexels>.stripWidth)
                } else {
                    run(AffineShader<BilinearTexels>(source: source, mapping: mapping), strips: AffineShader<BilinearTexels>.stripWidth)
                }
            case .columnPerspective:
                let shader = ColumnPerspectiveShader(source: source, nearest: nearest, mapping: mapping,
                                                     columns: area.x0, area.x1)
                run(shader, strips: ColumnPerspectiveShader.stripWidth)
                shader.deallocate()
            case .perspective:
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

