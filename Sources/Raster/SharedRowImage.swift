import Foundation

/// A picture kept as its distinct rows and, for each row, which of them it shows: the form in which
/// `Bitmap.blurred` blurs a picture made mostly of repeated rows, and a shadow's mask is blurred
/// (a shadow's silhouette, whose rows between its top and bottom edges are all alike).
///
/// A row is `width` pixels of `channels` bytes each: RGBA pixels (4, as `Bitmap` packs them) or
/// alpha alone (1, a shadow's mask, `ShadowMask`). Each pass gives the bytes the whole-bitmap
/// passes give: a row pass maps equal rows to equal rows, so it blurs each distinct row once; a
/// column pass leaves a row as it is where every row of its window is the same (the mean of equal
/// values is that value, exactly, with the rounding reciprocal, for any box under 65,793 rows),
/// and runs the sliding sums everywhere else, summing the window afresh where it starts again.
/// The work is then proportional to the rows near the edges, not to the picture's area.
struct SharedRowImage {
    /// Pixels per row.
    let width: Int
    /// Bytes per pixel: 4 for RGBA, 1 for alpha alone.
    let channels: Int
    /// The distinct rows, `rowBytes` bytes each, one after the other.
    private(set) var storage: [UInt8]
    /// For each row of the picture, the index of its row in `storage`.
    private(set) var slots: [Int]

    /// Bytes per row.
    var rowBytes: Int { width * channels }

    /// A picture of no rows yet, to which `append(_:times:)` adds them.
    init(width: Int, channels: Int) {
        self.width = width
        self.channels = channels
        storage = []
        slots = []
    }

    /// The rows of `bitmap` (RGBA), each row equal to the one above it sharing that one's
    /// storage; nil when more than `maximumDistinctFraction` of the rows are distinct (the
    /// whole-bitmap passes are then cheaper).
    init?(_ bitmap: Bitmap, maximumDistinctFraction: Double) {
        let width = bitmap.width, height = bitmap.height
        var slots = [Int](repeating: 0, count: height)
        var distinct = 0
        bitmap.pixels.withUnsafeBytes { p in
            let base = p.bindMemory(to: UInt8.self).baseAddress!, n = width * 4
            for y in 0..<height {
                if y > 0, Self.equalRows(base + y * n, base + (y - 1) * n, count: n) {
                    slots[y] = slots[y - 1]
                } else {
                    slots[y] = distinct
                    distinct += 1
                }
            }
        }
        guard Double(distinct) <= Double(height) * maximumDistinctFraction else { return nil }
        var storage: [UInt8] = []
        storage.reserveCapacity(distinct * width * 4)
        bitmap.pixels.withUnsafeBytes { p in
            for y in 0..<height where y == 0 || slots[y] != slots[y - 1] {
                storage += p[(y * width * 4)..<((y + 1) * width * 4)]
            }
        }
        self.width = width
        channels = 4
        self.storage = storage
        self.slots = slots
    }

    /// Adds `times` rows below the picture, each `rowBytes` bytes read from `row`; a row equal
    /// to the last one shares its storage.
    mutating func append(_ row: UnsafePointer<UInt8>, times: Int) {
        guard times > 0 else { return }
        let n = rowBytes
        let same = slots.last.map { last in
            storage.withUnsafeBufferPointer { Self.equalRows($0.baseAddress! + last * n, row, count: n) }
        } ?? false
        if !same {
            storage.append(contentsOf: UnsafeBufferPointer(start: row, count: n))
        }
        let slot = storage.count / max(1, n) - 1
        slots += repeatElement(slot, count: times)
    }

    /// Adds the alpha bytes of `rows` of the RGBA picture at `pixels` (`width` pixels a row), each
    /// `times` times, to an alpha picture (`append(_:times:)`).
    ///
    /// A row whose pixels equal the row above it (compared whole, which is cheaper than taking
    /// its alpha out) shows that row's alpha without its bytes being read again.
    mutating func appendAlpha(of pixels: UnsafePointer<UInt32>, rows: Range<Int>, times: Int = 1) {
        precondition(channels == 1, "alpha rows go to an alpha picture")
        var alpha = [UInt8](repeating: 0, count: width)
        let width = width
        alpha.withUnsafeMutableBufferPointer { alpha in
            for y in rows {
                let row = pixels + y * width
                if y > rows.lowerBound, let last = slots.last, memcmp(row, row - width, width * 4) == 0 {
                    slots += repeatElement(last, count: times)
                    continue
                }
                ShadowMask.extractAlpha(row, into: alpha.baseAddress!, count: width)
                append(alpha.baseAddress!, times: times)
            }
        }
    }

    /// Replaces every byte b of the picture with `table[b]` (256 entries): equal rows stay equal.
    mutating func mapBytes(through table: [UInt8]) {
        precondition(table.count == 256, "a byte table has 256 entries")
        table.withUnsafeBufferPointer { t in
            storage.withUnsafeMutableBufferPointer { bytes in
                for i in bytes.indices { bytes[i] = t[Int(bytes[i])] }
            }
        }
    }

    /// Adds a row below the picture that shows stored row `slot` (no bytes copied).
    mutating func appendStoredRow(_ slot: Int) {
        precondition(slot >= 0 && slot < storage.count / max(1, rowBytes), "no such stored row")
        slots.append(slot)
    }

    /// The picture as a bitmap (RGBA rows only).
    var bitmap: Bitmap {
        precondition(channels == 4, "only an RGBA picture is a bitmap")
        let n = rowBytes, height = slots.count
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { out, count in
            let bytes = UnsafeMutableRawPointer(out.baseAddress!).assumingMemoryBound(to: UInt8.self)
            storage.withUnsafeBufferPointer { rows in
                for y in 0..<height {
                    (bytes + y * n).initialize(from: rows.baseAddress! + slots[y] * n, count: n)
                }
            }
            count = width * height
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Box-blurs every row (`Bitmap.boxBlurRows`, or its alpha form), each distinct row once,
    /// the rows split across `threads` by `parallel` (each row's bytes depend on that row alone).
    mutating func blurRows(radius: Int, threads: Int = 1, parallel: ParallelLoop? = nil) {
        var output = [UInt8](repeating: 0, count: storage.count)
        let width = width, n = rowBytes, rows = storage.count / max(1, n), alpha = channels == 1
        let chunks = Self.chunkCount(work: rows * width, threads: threads, limit: rows)
        storage.withUnsafeBufferPointer { src in
            output.withUnsafeMutableBufferPointer { dst in
                let source = src.baseAddress!, destination = dst.baseAddress!
                Self.forEachChunk(chunks, of: rows, parallel: parallel) { range in
                    guard alpha else {
                        let from = UnsafeRawPointer(source).assumingMemoryBound(to: UInt32.self)
                        let into = UnsafeMutableRawPointer(destination).assumingMemoryBound(to: UInt32.self)
                        for row in range {
                            Bitmap.boxBlurRow(from + row * width, into: into + row * width, width: width, radius: radius)
                        }
                        return
                    }
                    var sums = [UInt32](repeating: 0, count: width + 2 * radius + 2)
                    sums.withUnsafeMutableBufferPointer { sums in
                        for row in range {
                            Bitmap.boxBlurAlphaRow(source + row * n, into: destination + row * n, width: width, radius: radius,
                                                   sums: sums.baseAddress!)
                        }
                    }
                }
            }
        }
        storage = output
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

    /// Whether two rows of `count` bytes hold the same bytes.
    static func equalRows(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }
}

extension SharedRowImage {
    /// Runs a blur's passes (`Bitmap.blurBoxSizes`): for each box, its row pass then its
    /// column pass, split across `threads` by `parallel` when given.
    mutating func blur(sizes: [Int], threads: Int = 1, parallel: ParallelLoop? = nil) {
        for size in sizes where size > 1 {
            blurRows(radius: size / 2, threads: threads, parallel: parallel)
            blurColumns(radius: size / 2, threads: threads, parallel: parallel)
        }
    }
}
