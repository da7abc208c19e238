import XCTest
import RasterTestSupport
@testable import Raster

/// Raster's `SIMD8<Float>` operators (`Floats8+Arithmetic.swift`, over `CVectorMath`) give, lane
/// for lane, the bits of the same operation on each lane's `Float`, as the standard library's
/// lane loops they replace do: ordinary values, zeros of both signs, subnormals, infinities and
/// NaNs. Where the result is a NaN, only that is compared: which of two NaN operands comes out
/// is not specified (LLVM may swap the operands of an addition or a product, and x86 returns
/// the first one's), and no kernel reads a NaN's bits (`PixelMath.factor` zeroes NaN lanes).
final class FloatVectorArithmeticTests: XCTestCase {
    /// A float from `bits`, or, one time in four, a special value.
    private func value(_ generator: inout SplitMix) -> Float {
        let specials: [Float] = [0, -0, 1, -1, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
                                 -.leastNormalMagnitude, .greatestFiniteMagnitude, 0.5, 255]
        let bits = generator.next()
        if bits % 4 == 0 { return specials[Int(bits / 4 % UInt64(specials.count))] }
        return Float(bitPattern: UInt32(truncatingIfNeeded: bits >> 16))
    }

    private func vector(_ generator: inout SplitMix) -> SIMD8<Float> {
        var v = SIMD8<Float>()
        for lane in 0..<8 { v[lane] = value(&generator) }
        return v
    }

    /// Asserts that each lane of `actual` has the bits of `expected(lane)`, or is a NaN where it is.
    private func assertLanes(_ actual: SIMD8<Float>, _ name: String, _ expected: (Int) -> Float,
                             file: StaticString = #filePath, line: UInt = #line) {
        for lane in 0..<8 where actual[lane].isNaN != expected(lane).isNaN
            || (!actual[lane].isNaN && actual[lane].bitPattern != expected(lane).bitPattern) {
            XCTFail("\(name), lane \(lane): \(actual[lane]) (0x\(String(actual[lane].bitPattern, radix: 16))) "
                    + "instead of \(expected(lane)) (0x\(String(expected(lane).bitPattern, radix: 16)))",
                    file: file, line: line)
        }
    }

    func test_operators_randomAndSpecialValues_giveEachLanesScalarBits() {
        // Setup.
        var generator = SplitMix(state: 37)
        for _ in 0..<5_000 {
            let a = vector(&generator), b = vector(&generator), s = value(&generator)

            // Action and assertions: vector with vector, scalar first, scalar last.
            assertLanes(a + b, "a + b") { a[$0] + b[$0] }
            assertLanes(a - b, "a - b") { a[$0] - b[$0] }
            assertLanes(a * b, "a * b") { a[$0] * b[$0] }
            assertLanes(a / b, "a / b") { a[$0] / b[$0] }
            assertLanes(s + b, "s + b") { s + b[$0] }
            assertLanes(s - b, "s - b") { s - b[$0] }
            assertLanes(s * b, "s * b") { s * b[$0] }
            assertLanes(s / b, "s / b") { s / b[$0] }
            assertLanes(a + s, "a + s") { a[$0] + s }
            assertLanes(a - s, "a - s") { a[$0] - s }
            assertLanes(a * s, "a * s") { a[$0] * s }
            assertLanes(a / s, "a / s") { a[$0] / s }
        }
    }

    func test_multiplyThenAdd_isNotFused() {
        // Setup: a product whose rounding an FMA would skip (1 + 2^-12 squared has a 2^-24 term
        // that a single-precision product drops).
        let x = SIMD8<Float>(repeating: 1 + 0x1p-12)
        let minusOne = SIMD8<Float>(repeating: -1 - 0x1p-11)

        // Action.
        let result = x * x + minusOne

        // Assertions: the rounded product's sum (0), not the exact one (2^-24).
        assertLanes(result, "x * x - (1 + 2^-11)") { _ in 0 }
    }
}
