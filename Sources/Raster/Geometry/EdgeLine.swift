/// A straight line of the destination plane, as a function whose value at a pixel center is the
/// signed distance to the line in pixels, positive on the inside.
///
/// The distance is measured along the line's normal and divided by the L1 norm of the gradient,
/// so a value of ±0.5 marks exactly where a pixel square starts and stops touching the line:
/// `0.5 + value`, clamped to 0...1, is the area of the pixel on the inside of a straight edge
/// that is horizontal or vertical, and a close approximation of it at other angles.
struct EdgeLine {
    /// Change of the value per pixel to the right.
    var a: Double
    /// Change of the value per pixel downward.
    var b: Double
    /// Value at the origin (not a pixel center).
    var c: Double

    /// The line `a * x + b * y + c = 0`, inside where positive, normalized to pixel distances.
    ///
    /// A line with no x or y dependence (the line at infinity) is either everywhere inside or
    /// everywhere outside; it keeps a large constant value of the right sign.
    init(a: Double, b: Double, c: Double) {
        let norm = abs(a) + abs(b)
        if norm > 0, norm.isFinite {
            self.a = a / norm; self.b = b / norm; self.c = c / norm
        } else {
            self.a = 0; self.b = 0; self.c = c > 0 ? 1e9 : -1e9
        }
    }

    /// The line through the homogeneous coefficients `p * (x, y, 1)`.
    init(_ p: (Double, Double, Double)) { self.init(a: p.0, b: p.1, c: p.2) }

    /// The value at the center of any pixel in row `y`, minus the x term: `b * (y + 0.5) + c`.
    @inline(__always)
    func rowValue(_ y: Int) -> Double { b * (Double(y) + 0.5) + c }

    /// Shrinks the column range `lo..<hi` of a row to the pixels whose value is at least
    /// `threshold`, given that row's `rowValue`.
    ///
    /// Pixel x has its center at x + 0.5; the bound is solved in double precision and the range
    /// becomes empty (hi == lo) when no pixel qualifies.
    @inline(__always)
    func restrict(_ lo: inout Int, _ hi: inout Int, rowValue r: Double, threshold t: Double) {
        if a > 0 {
            let bound = ((t - r) / a - 0.5).rounded(.up)
            if bound.isNaN { hi = lo; return }
            if bound > Double(lo) { lo = bound >= Double(hi) ? hi : Int(bound) }
        } else if a < 0 {
            let bound = ((t - r) / a - 0.5).rounded(.down) + 1
            if bound.isNaN { hi = lo; return }
            if bound < Double(hi) { hi = bound <= Double(lo) ? lo : Int(bound) }
        } else if !(r >= t) {
            hi = lo
        }
    }
}

/// Homogeneous coefficient triples, as rows of a `Homography`, for building edge lines.
enum LineAlgebra {
    /// Row `index` (0, 1 or 2) of a matrix.
    @inline(__always)
    static func row(_ m: Homography, _ index: Int) -> (Double, Double, Double) {
        switch index {
        case 0: return (m.m00, m.m01, m.m02)
        case 1: return (m.m10, m.m11, m.m12)
        default: return (m.m20, m.m21, m.m22)
        }
    }

    /// `s * p + t * q`, component by component.
    @inline(__always)
    static func combine(_ s: Double, _ p: (Double, Double, Double), _ t: Double,
                        _ q: (Double, Double, Double)) -> (Double, Double, Double) {
        (s * p.0 + t * q.0, s * p.1 + t * q.1, s * p.2 + t * q.2)
    }
}
