extension Bitmap {
    /// The smallest rectangle holding every pixel that is not zero (transparent black); empty
    /// when every pixel is.
    ///
    /// Outside it, an image drawn source-over changes nothing: a label's picture is as tall as
    /// its cell and its text a line in the middle (`DisplayListBuilder.inkClip`). Rows are
    /// tested eight pixels at a time from the top and from the bottom, then each row between
    /// them only up to the columns already known to hold ink: the cost is about the clear part's
    /// pixels over eight, and a few instructions a row for an opaque picture.
    package var inkBounds: PixelRect {
        guard width > 0, height > 0 else { return .empty }
        return pixels.withUnsafeBufferPointer { p -> PixelRect in
            let base = p.baseAddress!, w = width
            var top = 0
            while top < height && Self.isClearRow(base + top * w, count: w) { top += 1 }
            guard top < height else { return .empty }
            var bottom = height
            while bottom > top + 1 && Self.isClearRow(base + (bottom - 1) * w, count: w) { bottom -= 1 }
            var left = w, right = 0
            for y in top..<bottom {
                let row = base + y * w
                var x = 0
                while x < left && row[x] == 0 { x += 1 }
                if x < left { left = x }
                var end = w
                while end > right && row[end - 1] == 0 { end -= 1 }
                if end > right { right = end }
            }
            // The first row holds ink, so left < right.
            return PixelRect(x0: left, y0: top, x1: right, y1: bottom)
        }
    }

    /// Whether `count` pixels from `row` are all zero.
    @inline(__always)
    private static func isClearRow(_ row: UnsafePointer<UInt32>, count: Int) -> Bool {
        var any = Pixels8(repeating: 0)
        var i = 0
        while i + 32 <= count {
            any |= PixelMath.load(row + i) | PixelMath.load(row + i + 8) | PixelMath.load(row + i + 16) | PixelMath.load(row + i + 24)
            i += 32
            if any != Pixels8(repeating: 0) { return false }
        }
        while i + 8 <= count {
            any |= PixelMath.load(row + i)
            i += 8
        }
        while i < count {
            any[0] |= row[i]
            i += 1
        }
        return any == Pixels8(repeating: 0)
    }
}
