extension SharedRowImage {
    /// Box-blurs every column (`Bitmap.boxBlurColumns`): the same bytes, computed only for the
    /// rows whose window holds more than one distinct row or reaches past an edge.
    ///
    /// The sliding sums of each byte column are independent of the others, so the columns are
    /// split across `threads` by `parallel`; which rows are computed, and where their sums start
    /// afresh, is decided first, and the computed rows are shared (a row equal to the one above) after.
    mutating func blurColumns(radius r: Int, threads: Int = 1, parallel: ParallelLoop? = nil) {
        let height = slots.count, n = rowBytes
        let computed = rowsToCompute(radius: r)
        var rows = [UInt8](repeating: 0, count: computed.count * n)
        let recip = Bitmap.reciprocal(2 * r + 1)
        let slots = slots
        // Column ranges of whole cache lines, so that no two threads write the same line.
        let lines = (n + 63) / 64
        let chunks = Self.chunkCount(work: computed.count * n, threads: threads, limit: lines)
        storage.withUnsafeBufferPointer { srcBytes in
            rows.withUnsafeMutableBufferPointer { rowBytes in
                let src = srcBytes.baseAddress!, out = rowBytes.baseAddress!
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
        replaceRows(computed.map(\.y), with: rows)
    }

    /// The rows a column pass of radius `r` computes, in order, each with whether its sums start
    /// afresh: every row but those whose window is one row repeated (which keep it), the sums
    /// summed afresh after such a row (or at the top).
    private func rowsToCompute(radius r: Int) -> [(y: Int, fresh: Bool)] {
        let height = slots.count
        // runEnd[y]: the last row of the run of rows sharing row y's storage that starts at or
        // before y, so the window lo...hi is one row repeated when runEnd[lo] >= hi.
        var runEnd = [Int](repeating: 0, count: height)
        for y in stride(from: height - 1, through: 0, by: -1) {
            runEnd[y] = y + 1 < height && slots[y + 1] == slots[y] ? runEnd[y + 1] : y
        }
        var computed: [(y: Int, fresh: Bool)] = []
        var previousKept = true
        for y in 0..<height {
            let lo = y - r, hi = y + r
            let kept = lo >= 0 && hi < height && runEnd[lo] >= hi
            if !kept { computed.append((y, previousKept)) }
            previousKept = kept
        }
        return computed
    }

    /// Puts `rows` (one `rowBytes` row for each of `ys`, in order) in place of those rows, the
    /// others keeping theirs; a new row equal to the one just above shares its storage (the
    /// transparent margin, say), so the next passes still see the runs.
    private mutating func replaceRows(_ ys: [Int], with rows: [UInt8]) {
        let height = slots.count, n = rowBytes
        var replaced = SharedRowImage(width: width, channels: channels)
        var kept = [Int](repeating: -1, count: storage.count / max(1, n))
        var next = 0
        storage.withUnsafeBufferPointer { old in
            rows.withUnsafeBufferPointer { new in
                for y in 0..<height {
                    if next < ys.count, ys[next] == y {
                        replaced.append(new.baseAddress! + next * n, times: 1)
                        next += 1
                        continue
                    }
                    // An unchanged row keeps sharing storage with the other rows of its run.
                    let slot = slots[y]
                    if kept[slot] >= 0, replaced.slots.last == kept[slot] {
                        replaced.appendStoredRow(kept[slot])
                    } else {
                        replaced.append(old.baseAddress! + slot * n, times: 1)
                        kept[slot] = replaced.slots.last!
                    }
                }
            }
        }
        self = replaced
    }
}
