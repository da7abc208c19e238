import Foundation

/// A bitmap kept as its distinct rows and, for each row, which of them it shows: the form in which
/// `Bitmap.blurred` blurs a picture made mostly of repeated rows (a shadow's silhouette, whose
/// rows between its top and bottom edges are all alike).
///
/// Each pass gives the bytes the whole-bitmap passes give: a row pass maps equal rows to equal
/// rows, so it blurs each distinct row once; a column pass leaves a row as it is where every row
/// of its window is the same (the mean of equal values is that value, exactly, with the rounding
/// reciprocal, for any box under 65,793 rows), and runs the sliding sums everywhere else,
/// summing the window afresh where it starts again. The work is then proportional to the rows
/// near the edges, not to the picture's area.
struct SharedRowImage {
    /// Pixels per row.
    let width: Int
    /// The distinct rows, `width` pixels each, one after the other.
    private(set) var storage: [UInt32]
    /// For each row of the picture, the index of its row in `storage`.
    private(set) var slots: [Int]

    /// The rows of `bitmap`, each row equal to the one above it sharing that one's storage; nil
    /// when more than `maximumDistinctFraction` of the rows are distinct (the whole-bitmap passes
    /// are then cheaper).
    init?(_ bitmap: Bitmap, maximumDistinctFraction: Double) {
        let width = bitmap.width, height = bitmap.height
        var slots = [Int](repeating: 0, count: height)
        var distinct = 0
        bitmap.pixels.withUnsafeBufferPointer { p in
            for y in 0..<height {
                if y > 0, Self.equalRows(p.baseAddress! + y * width, p.baseAddress! + (y - 1) * width, width: width) {
                    slots[y] = slots[y - 1]
                } else {
                    slots[y] = distinct
                    distinct += 1
                }
            }
        }
        guard Double(distinct) <= Double(height) * maximumDistinctFraction else { return nil }
        var storage: [UInt32] = []
        storage.reserveCapacity(distinct * width)
        for y in 0..<height where y == 0 || slots[y] != slots[y - 1] {
            storage += bitmap.pixels[(y * width)..<((y + 1) * width)]
        }
        self.width = width
        self.storage = storage
        self.slots = slots
    }

    /// The picture as a bitmap.
    var bitmap: Bitmap {
        let width = width, height = slots.count
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            storage.withUnsafeBufferPointer { rows in
                for y in 0..<height {
                    (out.baseAddress! + y * width).initialize(from: rows.baseAddress! + slots[y] * width, count: width)
                }
            }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The picture with `Bitmap.silhouette(color:)` applied, each distinct row once.
    func silhouette(color: RGBA8) -> SharedRowImage {
        var tinted = self
        tinted.storage = Bitmap(width: width, height: storage.count / max(1, width), pixels: storage).silhouette(color: color).pixels
        return tinted
    }

    /// Box-blurs every row (`Bitmap.boxBlurRows`), each distinct row once.
    mutating func blurRows(radius: Int) {
        var output = [UInt32](repeating: 0, count: storage.count)
        let width = width, rows = storage.count / max(1, width)
        storage.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                for row in 0..<rows {
                    Bitmap.boxBlurRow(src.baseAddress! + row * width, into: dst.baseAddress! + row * width,
                                      width: width, radius: radius)
                }
            }
        }
        storage = output
    }

    /// Box-blurs every column (`Bitmap.boxBlurColumns`): the same bytes, computed only for the
    /// rows whose window holds more than one distinct row or reaches past an edge.
    mutating func blurColumns(radius r: Int) {
        let height = slots.count, n = width * 4
        // runEnd[y]: the last row of the run of rows sharing row y's storage that starts at or
        // before y, so the window lo...hi is one row repeated when runEnd[lo] >= hi.
        var runEnd = [Int](repeating: 0, count: height)
        for y in stride(from: height - 1, through: 0, by: -1) {
            runEnd[y] = y + 1 < height && slots[y + 1] == slots[y] ? runEnd[y + 1] : y
        }
        let recip = Bitmap.reciprocal(2 * r + 1)
        var newStorage: [UInt32] = []
        var newSlots = [Int](repeating: 0, count: height)
        var kept = [Int](repeating: -1, count: storage.count / max(1, width))
        var sums = [UInt32](repeating: 0, count: n)
        var row = [UInt32](repeating: 0, count: width)
        var sumsValid = false
        var newCount = 0
        storage.withUnsafeBytes { srcBytes in
            let src = srcBytes.bindMemory(to: UInt8.self).baseAddress!
            func rowBytes(_ y: Int) -> UnsafePointer<UInt8> { src + slots[y] * n }
            for y in 0..<height {
                let lo = y - r, hi = y + r
                if lo >= 0, hi < height, runEnd[lo] >= hi {
                    let old = slots[y]
                    if kept[old] < 0 {
                        kept[old] = newCount
                        newStorage += storage[(old * width)..<((old + 1) * width)]
                        newCount += 1
                    }
                    newSlots[y] = kept[old]
                    sumsValid = false
                    continue
                }
                sums.withUnsafeMutableBufferPointer { sb in
                    let s = sb.baseAddress!
                    if !sumsValid {
                        for i in 0..<n { s[i] = 0 }
                        if max(0, lo) <= min(height - 1, hi - 1) {
                            for yy in max(0, lo)...min(height - 1, hi - 1) {
                                let add = rowBytes(yy)
                                for i in 0..<n { s[i] &+= UInt32(add[i]) }
                            }
                        }
                        sumsValid = true
                    }
                    if hi < height {
                        let add = rowBytes(hi)
                        for i in 0..<n { s[i] &+= UInt32(add[i]) }
                    }
                    row.withUnsafeMutableBytes { outBytes in
                        let out = outBytes.bindMemory(to: UInt8.self).baseAddress!
                        for i in 0..<n { out[i] = UInt8(truncatingIfNeeded: (s[i] &* recip &+ (1 << 23)) &>> 24) }
                    }
                    if lo >= 0 {
                        let sub = rowBytes(lo)
                        for i in 0..<n { s[i] &-= UInt32(sub[i]) }
                    }
                }
                // A row equal to the one just above (the transparent margin, say) shares its
                // storage, so the next passes still see the runs.
                let previous = y > 0 ? newSlots[y - 1] : -1
                let same = previous >= 0 && newStorage.withUnsafeBufferPointer { stored in
                    row.withUnsafeBufferPointer { Self.equalRows(stored.baseAddress! + previous * width, $0.baseAddress!, width: width) }
                }
                if same {
                    newSlots[y] = previous
                } else {
                    newStorage += row
                    newSlots[y] = newCount
                    newCount += 1
                }
            }
        }
        storage = newStorage
        slots = newSlots
    }

    /// Whether two rows of `width` pixels hold the same pixels.
    private static func equalRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int) -> Bool {
        memcmp(a, b, width * 4) == 0
    }
}
