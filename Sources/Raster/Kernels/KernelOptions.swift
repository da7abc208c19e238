/// How one quad is drawn: the kernel family and the way the driver walks it.
///
/// `RasterTarget.draw(_:clip:)` always uses `.automatic`; tests force the other choices, one
/// draw at a time, to check that every path gives the same bytes. The options live in the draw
/// call, never in global state, so concurrent draws with different options cannot interfere.
/// Every choice except `family: .general` (a different algorithm, within 2 levels of the fast
/// kernels) must give exactly the pixels `.automatic` gives.
struct KernelOptions {
    /// Which family of image kernels (the fastest for the transform, or the per-pixel general
    /// perspective kernel).
    var family: QuadKernel = .automatic
    /// Draw row by row even when the chosen kernel prefers vertical strips.
    var rowsOnly = false
    /// Shade one pixel per chunk, through the driver's generic partial-chunk path only (no
    /// shader-specific interior loops), instead of eight pixels per chunk.
    var onePixelChunks = false

    /// The choice every ordinary draw makes.
    static let automatic = KernelOptions()

    /// Every driver path of the automatic family, for tests that compare them byte for byte.
    static let allExactPaths: [(name: String, options: KernelOptions)] = [
        ("automatic", KernelOptions()),
        ("rows only", KernelOptions(rowsOnly: true)),
        ("one pixel per chunk", KernelOptions(onePixelChunks: true)),
        ("rows, one pixel per chunk", KernelOptions(rowsOnly: true, onePixelChunks: true)),
    ]
}
