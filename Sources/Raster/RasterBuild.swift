/// What the running Raster module was compiled for, for benchmark reports.
///
/// Release builds pass `-target-cpu haswell` (AVX2, FMA, BMI2) when the building host has those
/// units (see Package.swift); otherwise the compiler's baseline for the architecture is used.
/// Kernels never use FMA contraction or CPU-dependent rounding, so both give the same pixels.
package enum RasterBuild {
    /// The vector target the kernels were compiled for, e.g. "x86-64 haswell (AVX2, FMA, BMI2)".
    package static var vectorTarget: String {
        #if RASTER_HASWELL
        return "x86-64 haswell (AVX2, FMA, BMI2)"
        #elseif arch(x86_64)
        return "x86-64 baseline (SSE2)"
        #elseif arch(arm64)
        return "arm64 (NEON)"
        #else
        return "generic"
        #endif
    }
}
