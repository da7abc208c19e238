import Foundation

/// A symbol of the simplex tableau: a layout variable (`external`) or one the solver adds for a
/// constraint (a slack for an inequality, an error for an optional constraint, a dummy that
/// marks a required equality).
struct LayoutSymbol: Hashable, Comparable {
    /// What the symbol stands for.
    enum Kind { case external, slack, error, dummy }

    /// The order of creation, which breaks every tie so that pivots never depend on hashing.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    static func < (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id < b.id }
    static func == (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the simplex may bring the symbol into the basis (dummies never enter).
    var isPivotable: Bool { kind == .slack || kind == .error }
}

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

/// The objective the simplex minimises: a symbolic weight per symbol (`LayoutWeight`), so that
/// errors of higher priorities are minimised first.
final class LayoutObjective {
    /// The weights, by symbol; never holds a zero weight.
    var cells: [LayoutSymbol: LayoutWeight] = [:]
    /// The constant term (the current total error, by level).
    var constant = LayoutWeight()

    /// The weight of `symbol` (zero when absent).
    func weight(for symbol: LayoutSymbol) -> LayoutWeight { cells[symbol] ?? .zero }

    /// Adds `weight * symbol`.
    func insert(_ symbol: LayoutSymbol, _ weight: LayoutWeight) {
        var sum = cells[symbol] ?? .zero
        sum.add(weight)
        cells[symbol] = sum.isZero ? nil : sum
    }

    /// Adds `weight * row`.
    func insert(_ row: LayoutRow, _ weight: LayoutWeight) {
        constant.add(weight, times: row.constant)
        for (symbol, value) in row.cells { insert(symbol, weight.scaled(by: value)) }
    }

    /// Replaces `symbol` by its definition `row`.
    func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        guard let weight = cells.removeValue(forKey: symbol) else { return }
        insert(row, weight)
    }
}
