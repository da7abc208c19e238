/// The blend factors of a quad's edge chunks, kept from one row for the next rows that have the
/// same coverage: the rows of a quad only scaled and moved (`AxisAlignedSpans`) between its top
/// and bottom edges, whose left and right edges cover each column alike.
///
/// `CoverageRow.edgeKey` says when a row's factors depend on the column alone (no top or bottom
/// edge crosses the row, nothing projective or rounded) and on what: rows with equal keys have
/// equal factors at equal columns, the very bits `CoverageRow.factors(at:)` gives. The memo
/// records the first such row's chunks and replays them, column checked, for the rows after it,
/// so a tall scaled page's edges are not evaluated again on each of its rows
/// (docs/perf-log/issue-37-eighth-pass.md).
struct EdgeFactorMemo {
    private enum Mode { case undecided, off, record, replay }
    private var key: CoverageRow.EdgeKey?
    private var columns: [Int] = []
    private var factors: [Pixels8] = []
    private var cursor = 0
    private var mode = Mode.undecided
    /// How many chunks were answered from the record (for tests).
    private(set) var replayedChunks = 0

    /// Starts a row: whether it records, replays or neither is decided at its first edge chunk.
    @inline(__always)
    mutating func beginRow() {
        cursor = 0
        mode = .undecided
    }

    /// The factors of the eight pixels from column `x` of the row `coverage` describes.
    @inline(__always)
    mutating func factors(at x: Int, _ coverage: CoverageRow) -> Pixels8 {
        if mode == .undecided { decide(coverage) }
        switch mode {
        case .replay:
            if cursor < columns.count, columns[cursor] == x {
                cursor += 1
                replayedChunks += 1
                return factors[cursor - 1]
            }
            // Another column than the recorded row had here: this row is evaluated.
            mode = .off
            return coverage.factors(at: x)
        case .record:
            let k = coverage.factors(at: x)
            columns.append(x)
            factors.append(k)
            return k
        case .off, .undecided:
            return coverage.factors(at: x)
        }
    }

    /// Replays when the row's key is the recorded one, records when it has another key, and
    /// evaluates every chunk when its factors depend on the row.
    private mutating func decide(_ coverage: CoverageRow) {
        guard let rowKey = coverage.edgeKey else {
            mode = .off
            return
        }
        if rowKey == key {
            mode = .replay
        } else {
            key = rowKey
            columns.removeAll(keepingCapacity: true)
            factors.removeAll(keepingCapacity: true)
            mode = .record
        }
    }
}
