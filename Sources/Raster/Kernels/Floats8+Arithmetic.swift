import CVectorMath

/// The kernels' float arithmetic on eight lanes as vector operations.
///
/// The standard library's `+`, `-`, `*` and `/` of `SIMD8<Float>` are loops over the lanes that
/// LLVM's SLP vectorizer puts back together; in a long formula (a quad's coverage) it joined the
/// last lanes of several variables instead, and the coverage of an outline took about 310
/// instructions per eight pixels (docs/perf-log/issue-37-twelfth-pass.md). These overloads,
/// more specific than the standard library's generic ones, are chosen everywhere in Raster and
/// give the same bits: each is one IEEE operation on every lane (`CVectorMath`).
extension SIMD8 where Scalar == Float {
    @inline(__always) static func + (a: Self, b: Self) -> Self { cvm_add(a, b) }
    @inline(__always) static func - (a: Self, b: Self) -> Self { cvm_subtract(a, b) }
    @inline(__always) static func * (a: Self, b: Self) -> Self { cvm_multiply(a, b) }
    @inline(__always) static func / (a: Self, b: Self) -> Self { cvm_divide(a, b) }

    @inline(__always) static func + (a: Float, b: Self) -> Self { cvm_add(Self(repeating: a), b) }
    @inline(__always) static func - (a: Float, b: Self) -> Self { cvm_subtract(Self(repeating: a), b) }
    @inline(__always) static func * (a: Float, b: Self) -> Self { cvm_multiply(Self(repeating: a), b) }
    @inline(__always) static func / (a: Float, b: Self) -> Self { cvm_divide(Self(repeating: a), b) }

    @inline(__always) static func + (a: Self, b: Float) -> Self { cvm_add(a, Self(repeating: b)) }
    @inline(__always) static func - (a: Self, b: Float) -> Self { cvm_subtract(a, Self(repeating: b)) }
    @inline(__always) static func * (a: Self, b: Float) -> Self { cvm_multiply(a, Self(repeating: b)) }
    @inline(__always) static func / (a: Self, b: Float) -> Self { cvm_divide(a, Self(repeating: b)) }
}
