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

    /// Box-blurs every row (`Bitmap.boxBlurRows`), each distinct row once, the rows split
    /// across `threads` by `parallel` (each row's bytes depend on that row alone).
    mutating func blurRows(radius: Int, threads: Int = 1, parallel: ParallelLoop? = nil) {
        var output = [UInt32](repeating: 0, count: storage.count)
        let width = width, rows = storage.count / max(1, width)
        let chunks = Self.chunkCount(work: rows * width, threads: threads, limit: rows)
        storage.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                let source = src.baseAddress!, destination = dst.baseAddress!
                Self.forEachChunk(chunks, of: rows, parallel: parallel) { range in
                    for row in range {
                        Bitmap.boxBlurRow(source + row * width, into: destination + row * width, width: width, radius: radius)
                    }
                }
            }
        }
        storage = output
    }

    /// Box-blurs every column (`Bitmap.boxBlurColumns`): the same bytes, computed only for the
    /// rows whose window holds more than one distinct row or reaches past an edge.
    ///
    /// The sliding sums of each byte column are independent of the others, so the columns are
    /// split across `threads` by `parallel`; which rows are computed, and where their sums start
    /// afresh, is decided first, and the computed rows are shared (a row equal to the one above) after.
    mutating func blurColumns(radius r: Int, threads: Int = 1, parallel: ParallelLoop? = nil) {
        let height = slots.count, n = width * 4
        // runEnd[y]: the last row of the run of rows sharing row y's storage that starts at or
        // before y, so the window lo...hi is one row repeated when runEnd[lo] >= hi.
        var runEnd = [Int](repeating: 0, count: height)
        for y in stride(from: height - 1, through: 0, by: -1) {
            runEnd[y] = y + 1 < height && slots[y + 1] == slots[y] ? runEnd[y + 1] : y
        }
        // The rows whose window is one row repeated keep it; the others are computed, their
        // sums summed afresh after such a row (or at the top).
        var computed: [(y: Int, fresh: Bool)] = []
        var previousKept = true
        for y in 0..<height {
            let lo = y - r, hi = y + r
            let kept = lo >= 0 && hi < height && runEnd[lo] >= hi
            if !kept { computed.append((y, previousKept)) }
            previousKept = kept
        }
        var rows = [UInt32](repeating: 0, count: computed.count * width)
        let recip = Bitmap.reciprocal(2 * r + 1)
        let slots = slots
        // Column ranges of whole cache lines, so that no two threads write the same line.
        let lines = (n + 63) / 64
        let chunks = Self.chunkCount(work: computed.count * n, threads: threads, limit: lines)
        storage.withUnsafeBytes { srcBytes in
            rows.withUnsafeMutableBytes { rowBytes in
                let src = srcBytes.bindMemory(to: UInt8.self).baseAddress!
                let out = rowBytes.bindMemory(to: UInt8.self).baseAddress!
                Self.forEachChunk(chunks, of: lines, parallel: parallel) { lineRange in
                    let i0 = lineRange.lowerBound * 64, i1 = min(n, lineRange.upperBound * 64)
                    var sums = [UInt32](repeating: 0, count: i1 - i0)
                    sums.withUnsafeMutableBufferPointer { sb in
                        let s = sb.baseAddress! - i0
                        func row(_ y: Int) -> UnsafePointer<UInt8> { src + slots[y] * n }
                        for (k, (y, fresh)) in computed.enumerated() {
                            let lo = y - r, hi = y + r
                            if fresh {
                                for i in i0..<i1 { s[i] = 0 }
                                if max(0, lo) <= min(height - 1, hi - 1) {
                                    for yy in max(0, lo)...min(height - 1, hi - 1) {
                                        let add = row(yy)
                                        for i in i0..<i1 { s[i] &+= UInt32(add[i]) }
                                    }
                                }
                            }
                            if hi < height {
                                let add = row(hi)
                                for i in i0..<i1 { s[i] &+= UInt32(add[i]) }
                            }
                            let o = out + k * n
                            for i in i0..<i1 { o[i] = UInt8(truncatingIfNeeded: (s[i] &* recip &+ (1 << 23)) &>> 24) }
                            if lo >= 0 {
                                let sub = row(lo)
                                for i in i0..<i1 { s[i] &-= UInt32(sub[i]) }
                            }
                        }
                    }
                }
            }
        }
        var newStorage: [UInt32] = []
        var newSlots = [Int](repeating: 0, count: height)
        var kept = [Int](repeating: -1, count: storage.count / max(1, width))
        var newCount = 0
        var next = 0
        for y in 0..<height {
            guard next < computed.count, computed[next].y == y else {
                let old = slots[y]
                if kept[old] < 0 {
                    kept[old] = newCount
                    newStorage += storage[(old * width)..<((old + 1) * width)]
                    newCount += 1
                }
                newSlots[y] = kept[old]
                continue
            }
            let k = next
            next += 1
            // A row equal to the one just above (the transparent margin, say) shares its
            // storage, so the next passes still see the runs.
            let previous = y > 0 ? newSlots[y - 1] : -1
            let same = previous >= 0 && newStorage.withUnsafeBufferPointer { stored in
                rows.withUnsafeBufferPointer { Self.equalRows(stored.baseAddress! + previous * width, $0.baseAddress! + k * width, width: width) }
            }
            if same {
                newSlots[y] = previous
            } else {
                newStorage += rows[(k * width)..<((k + 1) * width)]
                newSlots[y] = newCount
                newCount += 1
            }
        }
        storage = newStorage
        self.slots = newSlots
    }

    /// How many pieces to split `work` (operations) into on `threads`: one below 64 K, at most
    /// `limit`.
    static func chunkCount(work: Int, threads: Int, limit: Int) -> Int {
        work < 64 * 1024 || threads <= 1 ? 1 : max(1, min(limit, threads * 2))
    }

    /// Runs `body` on `chunks` consecutive ranges covering 0..<count, through `parallel` when
    /// more than one.
    static func forEachChunk(_ chunks: Int, of count: Int, parallel: ParallelLoop?, _ body: (Range<Int>) -> Void) {
        guard chunks > 1, let parallel else {
            body(0..<count)
            return
        }
        let size = (count + chunks - 1) / chunks
        parallel(chunks) { chunk in
            let range = min(count, chunk * size)..<min(count, (chunk + 1) * size)
            if !range.isEmpty { body(range) }
        }
    }

    /// Whether two rows of `width` pixels hold the same pixels.
    private static func equalRows(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, width: Int) -> Bool {
        memcmp(a, b, width * 4) == 0
    }
}
