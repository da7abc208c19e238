import Foundation

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
