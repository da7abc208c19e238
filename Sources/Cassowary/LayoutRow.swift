import Foundation

/// One row of the tableau: `basic = constant + sum(coefficient * symbol)`, or, before it is
/// solved for a symbol, the linear form `constant + sum(...) = 0`.
final class LayoutRow {
    /// The coefficients, by symbol; never holds a zero.
    var cells: [LayoutSymbol: Double]
    /// The constant term.
    var constant: Double

    init(constant: Double = 0, cells: [LayoutSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// An independent copy.
    func copy() -> LayoutRow { LayoutRow(constant: constant, cells: cells) }

    /// The symbols in creation order, for choices that must not depend on hashing.
    var sortedSymbols: [LayoutSymbol] { cells.keys.sorted() }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(for symbol: LayoutSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient * symbol`, dropping the cell if it cancels out.
    func insert(_ symbol: LayoutSymbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if sum.isNearZero { cells[symbol] = nil } else { cells[symbol] = sum }
    }

    /// Adds `coefficient * row` (its constant and every cell).
    func insert(_ row: LayoutRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        // One sum per symbol, independent of the others: the dictionary's order changes nothing.
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    /// Removes a symbol's cell.
    func remove(_ symbol: LayoutSymbol) { cells[symbol] = nil }

    /// Negates the constant and every coefficient.
    func reverseSign() {
        constant = -constant
        for key in cells.keys { cells[key] = -cells[key]! }
    }

    /// Solves `0 = row` for `symbol`, leaving `symbol = row'` (the symbol's cell removed).
    func solve(for symbol: LayoutSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }

    /// Solves `lhs = row` for `rhs`, the row holding `rhs`.
    func solve(for lhs: LayoutSymbol, _ rhs: LayoutSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the symbol's definition) wherever it appears here.
    func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}
