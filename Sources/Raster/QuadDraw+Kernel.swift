extension QuadDraw {
    /// The name of the kernel `RasterTarget.draw(_:clip:)` draws this quad with, for benchmark
    /// reports and diagnostics.
    ///
    /// One of `color`, `identity`, `scale`, `affine`, `column-perspective` and `perspective`,
    /// or `none` when the quad draws nothing (singular, empty or fully transparent).
    package var kernelName: String {
        guard opacity > 0, let geometry = QuadGeometry(self) else { return "none" }
        switch fill {
        case .color(let color):
            return color.packed == 0 ? "none" : "color"
        case .image(let bitmap, let crop):
            guard let sampling = ImageSampling(bitmap, crop: crop, quad: self, geometry: geometry) else { return "none" }
            return ImageKernel(mapping: sampling.mapping, family: .automatic).rawValue
        }
    }
}
