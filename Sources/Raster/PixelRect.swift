/// A rectangle of whole pixels, half-open: it covers columns `x0..<x1` and rows `y0..<y1`.
///
/// Used for clipping and damage. An empty rectangle has `x1 <= x0` or `y1 <= y0`.
package struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// First column inside the rectangle.
    package var x0: Int
    /// First row inside the rectangle.
    package var y0: Int
    /// First column past the rectangle.
    package var x1: Int
    /// First row past the rectangle.
    package var y1: Int

    /// Creates a rectangle from its corners (half-open).
    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// Creates a rectangle from an origin and a size.
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    /// The rectangle that covers no pixel.
    package static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// Number of columns (0 when empty).
    package var width: Int { max(0, x1 - x0) }
    /// Number of rows (0 when empty).
    package var height: Int { max(0, y1 - y0) }
    /// Whether the rectangle covers no pixel.
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    /// Number of pixels covered.
    package var area: Int { width * height }

    /// The pixels covered by both rectangles.
    package func intersection(_ other: PixelRect) -> PixelRect {
        let r = PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0),
                          x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// The smallest rectangle covering both; an empty operand is ignored.
    package func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0),
                         x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// Whether the pixel at (x, y) is inside.
    package func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    /// The smallest pixel rectangle covering a real-valued box, grown by `margin` pixels.
    package static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double,
                                margin: Int = 0) -> PixelRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, maxX >= minX, maxY >= minY else {
            return .empty
        }
        let limit = Double(Int32.max / 2)
        func clampInt(_ v: Double) -> Int { Int(max(-limit, min(limit, v))) }
        return PixelRect(x0: clampInt(minX.rounded(.down)) - margin, y0: clampInt(minY.rounded(.down)) - margin,
                         x1: clampInt(maxX.rounded(.up)) + margin, y1: clampInt(maxY.rounded(.up)) + margin)
    }

    /// Rectangles covering this one but `inner` (which lies in it), `inner`'s corner squares
    /// of side `corners` excepted: what a rounded rectangle drawn over `inner` may leave as it
    /// was. At most four bands around `inner` and four squares, none empty, none overlapping.
    package func pieces(around inner: PixelRect, cornerSquares corners: Int) -> [PixelRect] {
        let c = max(0, min(corners, inner.width / 2, inner.height / 2))
        return [
            PixelRect(x0: x0, y0: y0, x1: x1, y1: inner.y0),
            PixelRect(x0: x0, y0: inner.y1, x1: x1, y1: y1),
            PixelRect(x0: x0, y0: inner.y0, x1: inner.x0, y1: inner.y1),
            PixelRect(x0: inner.x1, y0: inner.y0, x1: x1, y1: inner.y1),
            PixelRect(x0: inner.x0, y0: inner.y0, x1: inner.x0 + c, y1: inner.y0 + c),
            PixelRect(x0: inner.x1 - c, y0: inner.y0, x1: inner.x1, y1: inner.y0 + c),
            PixelRect(x0: inner.x0, y0: inner.y1 - c, x1: inner.x0 + c, y1: inner.y1),
            PixelRect(x0: inner.x1 - c, y0: inner.y1 - c, x1: inner.x1, y1: inner.y1),
        ].filter { !$0.isEmpty }
    }

    /// This rectangle less `others`, as disjoint rectangles; nil when that takes more than
    /// `limit` of them.
    package func subtracting(_ others: [PixelRect], limit: Int) -> [PixelRect]? {
        var pieces = [self]
        for other in others {
            pieces = pieces.flatMap { piece -> [PixelRect] in
                let hidden = piece.intersection(other)
                return hidden.isEmpty ? [piece] : piece.pieces(around: hidden, cornerSquares: 0)
            }
            if pieces.count > limit { return nil }
        }
        return pieces
    }

    /// The rectangle as `[x0, y0 - x1, y1)`.
    package var description: String { "[\(x0),\(y0) - \(x1),\(y1))" }
}
