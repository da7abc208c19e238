import Foundation

extension LayoutSolver {
    /// Replaces `symbol` by `row` in every row and in the objectives, noting the restricted
    /// rows that became infeasible (negative) for the dual simplex.
    func substitute(_ symbol: LayoutSymbol, _ row: LayoutRow) {
        var infeasible: [LayoutSymbol] = []
        // Each row is rewritten on its own, so the dictionary's order changes no value; only
        // the list of infeasible rows, whose order the dual simplex follows, needs sorting.
        for (basic, other) in rows {
            other.substitute(symbol, row)
            if basic.kind != .external && other.constant < 0 { infeasible.append(basic) }
        }
        // The dual simplex takes these in order: sorted, the pivots never depend on hashing.
        infeasibleRows.append(contentsOf: infeasible.sorted(by: >))
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// The primal simplex: pivots until no symbol can lower `objective` (Bland's rule, the
    /// lowest id first, which also rules out cycling).
    func optimize(_ objective: LayoutObjective) {
        while let entering = objective.cells.filter({ $0.key.kind != .dummy && $0.value.isNegative }).keys.min() {
            guard let leaving = leavingRow(for: entering), let row = rows.removeValue(forKey: leaving) else {
                // An unbounded objective cannot happen with error variables bounded below by
                // zero; stop rather than loop if numerical noise ever makes it look so.
                return
            }
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The dual simplex: makes the rows noted infeasible non-negative again while keeping the
    /// objective optimal (after a constant changed).
    func dualOptimize() throws {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !row.constant.isNearZero else { continue }
            var entering: LayoutSymbol?
            var best = LayoutWeight()
            for symbol in row.sortedSymbols where symbol.kind != .dummy {
                let coefficient = row.coefficient(for: symbol)
                guard coefficient > 0 else { continue }
                let ratio = objective.weight(for: symbol).scaled(by: 1 / coefficient)
                if entering == nil || ratio.isLess(than: best) {
                    entering = symbol
                    best = ratio
                }
            }
            guard let entering else {
                infeasibleRows.removeAll()
                throw LayoutSolverError.infeasibleEdit
            }
            rows[leaving] = nil
            row.solve(for: leaving, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// The row that leaves the basis when `entering` enters: the restricted row with the
    /// smallest ratio (ties: the lowest id).
    func leavingRow(for entering: LayoutSymbol) -> LayoutSymbol? {
        var best: (symbol: LayoutSymbol, ratio: Double)?
        for symbol in rows.keys.sorted() where symbol.kind != .external {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -row.constant / coefficient
            if best == nil || ratio < best!.ratio - 1e-12 { best = (symbol, ratio) }
        }
        return best?.symbol
    }

    /// The row to pivot on to take a marker out of the tableau when its constraint goes: the
    /// restricted row with the smallest ratio on either side, else an unrestricted row.
    func markerLeavingRow(_ marker: LayoutSymbol) -> LayoutSymbol? {
        var first: (LayoutSymbol, Double)?, second: (LayoutSymbol, Double)?, third: LayoutSymbol?
        for symbol in rows.keys.sorted() {
            let row = rows[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third == nil { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first == nil || ratio < first!.1 { first = (symbol, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second == nil || ratio < second!.1 { second = (symbol, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }

    /// Adds a row that has no obvious subject through an artificial variable (the first phase
    /// of the two-phase simplex): minimises it and reports whether it reached zero, with the
    /// markers left in its row when it did not (the constraints the row conflicts with).
    func addWithArtificialVariable(_ row: LayoutRow) -> (Bool, [LayoutSymbol]) {
        let art = makeSymbol(.slack)
        rows[art] = row.copy()
        let phaseOne = LayoutObjective()
        phaseOne.insert(row, LayoutWeight(level: 1, value: 1))
        artificial = phaseOne
        optimize(phaseOne)
        let satisfied = phaseOne.constant.isZero
        let involved = phaseOne.cells.keys.sorted()
        artificial = nil
        if let basic = rows.removeValue(forKey: art) {
            if !basic.cells.isEmpty {
                guard let entering = basic.sortedSymbols.first(where: { $0.isPivotable }) else { return (false, involved) }
                basic.solve(for: art, entering)
                substitute(entering, basic)
                rows[entering] = basic
            }
        }
        for other in rows.values { other.remove(art) }
        objective.cells[art] = nil
        return (satisfied, involved)
    }
}
