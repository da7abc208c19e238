import Foundation

/// An incremental Cassowary solver (Badros, Borning and Stuckey; the algorithm of kiwi and of
/// Apple's engine): a simplex tableau kept optimal as constraints come and go, where required
/// constraints are hard and the others minimise their errors by priority level.
///
/// Every choice (entering and leaving symbols) takes the lowest symbol id among equals, so a
/// solution, an ambiguous one included, never depends on hashing or on the order of
/// dictionaries. Nothing here knows about views: UIKit's `LayoutEngine` turns constraints and
/// frames into `SolverConstraint`s and reads `LayoutVariable.value` back.
package final class LayoutSolver {
    /// What the solver keeps about a constraint: the marker symbol that stands for it in the
    /// tableau, its coefficient in the constraint's row, and its error symbol if optional.
    struct Tag {
        var marker: LayoutSymbol
        var markerCoefficient: Double
        var other: LayoutSymbol?
    }

    /// The tableau: the row of each basic symbol. Read in sorted order wherever the order
    /// could choose a pivot.
    var rows: [LayoutSymbol: LayoutRow] = [:]
    /// The constraints in the solver with their tags, by identity.
    var constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    /// The external symbol of each variable a constraint ever used, by identity.
    var variableSymbols: [ObjectIdentifier: (variable: LayoutVariable, symbol: LayoutSymbol)] = [:]
    /// The constraint each marker stands for, to name the constraints in a conflict.
    var markerOwners: [LayoutSymbol: SolverConstraint] = [:]
    /// What the simplex minimises: the optional constraints' errors, weighted by priority.
    let objective = LayoutObjective()
    /// The first phase's objective while a row is added through an artificial variable.
    var artificial: LayoutObjective?
    /// Rows a substitution or an edit left negative, for the dual simplex, taken from the end.
    var infeasibleRows: [LayoutSymbol] = []
    /// The next symbol's id: creation order, which breaks every tie.
    private var nextSymbolID = 1

    /// Creates an empty solver.
    package init() {}

    /// A new symbol, numbered after every symbol made before it.
    func makeSymbol(_ kind: LayoutSymbol.Kind) -> LayoutSymbol {
        defer { nextSymbolID += 1 }
        return LayoutSymbol(id: nextSymbolID, kind: kind)
    }

    /// Adds a constraint and re-optimises; throws `unsatisfiable` (leaving the solver as it
    /// was) when it is required and contradicts the required constraints already in.
    ///
    /// Adding a constraint that is already in does nothing.
    package func add(_ constraint: SolverConstraint) throws {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { return }
        let (row, tag) = makeRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.keys.allSatisfy({ $0.kind == .dummy }) {
            guard row.constant.isNearZero else {
                let involved = row.sortedSymbols.compactMap { markerOwners[$0] }
                throw LayoutSolverError.unsatisfiable(involved: involved + [constraint])
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else {
            let (satisfied, involvedMarkers) = addWithArtificialVariable(row)
            guard satisfied else {
                // Take the half-added row back out before reporting.
                constraints[key] = (constraint, tag)
                markerOwners[tag.marker] = constraint
                remove(constraint)
                let involved = involvedMarkers.compactMap { markerOwners[$0] }.filter { $0 !== constraint }
                throw LayoutSolverError.unsatisfiable(involved: involved + [constraint])
            }
        }
        constraints[key] = (constraint, tag)
        markerOwners[tag.marker] = constraint
        optimize(objective)
    }

    /// Removes a constraint and re-optimises; does nothing if it is not in the solver.
    package func remove(_ constraint: SolverConstraint) {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        markerOwners[tag.marker] = nil
        removeErrorEffects(tag.marker, constraint.priority)
        if let other = tag.other { removeErrorEffects(other, constraint.priority) }
        if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingRow(tag.marker), let row = rows.removeValue(forKey: leaving) {
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        optimize(objective)
    }

    /// Changes the constant of a constraint's expression without removing it: the change is
    /// carried through the column of its marker symbol and the dual simplex restores
    /// feasibility, as Cassowary's edit variables do.
    ///
    /// For a constraint not in the solver it only changes the expression. Throws
    /// `infeasibleEdit` when no solution satisfies the required constraints any more.
    package func changeConstant(of constraint: SolverConstraint, to constant: Double) throws {
        guard let (_, tag) = constraints[ObjectIdentifier(constraint)] else {
            constraint.expression.constant = constant
            return
        }
        let delta = constant - constraint.expression.constant
        constraint.expression.constant = constant
        guard !delta.isNearZero else { return }
        // The row reads `expression + m * marker = 0`; the new constant is absorbed by shifting
        // the marker by `delta / m`, in its own row if basic, else in every row that uses it.
        let shift = delta / tag.markerCoefficient
        if let row = rows[tag.marker] {
            if row.add(-shift) < 0 { infeasibleRows.append(tag.marker) }
        } else {
            for symbol in rows.keys.sorted() {
                let row = rows[symbol]!
                let coefficient = row.coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                if row.add(coefficient * shift) < 0 && symbol.kind != .external { infeasibleRows.append(symbol) }
            }
        }
        try dualOptimize()
    }

    /// The tableau row for a constraint, in terms of the current non-basic symbols.
    private func makeRow(for constraint: SolverConstraint) -> (LayoutRow, Tag) {
        let expression = constraint.expression
        let row = LayoutRow(constant: expression.constant)
        for (variable, coefficient) in expression.terms where !coefficient.isNearZero {
            let symbol = symbol(for: variable)
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let level = constraint.priority
        var tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0 becomes expression + slack = 0; >= takes the slack negated.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            tag = Tag(marker: slack, markerCoefficient: sign, other: nil)
            row.insert(slack, sign)
            if !constraint.isRequired {
                let error = makeSymbol(.error)
                tag.other = error
                row.insert(error, -sign)
                objective.insert(error, LayoutWeight(level: level, value: 1))
            }
        case .equal:
            if constraint.isRequired {
                let dummy = makeSymbol(.dummy)
                tag = Tag(marker: dummy, markerCoefficient: 1, other: nil)
                row.insert(dummy)
            } else {
                let plus = makeSymbol(.error), minus = makeSymbol(.error)
                tag = Tag(marker: plus, markerCoefficient: -1, other: minus)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, LayoutWeight(level: level, value: 1))
                objective.insert(minus, LayoutWeight(level: level, value: 1))
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func symbol(for variable: LayoutVariable) -> LayoutSymbol {
        let key = ObjectIdentifier(variable)
        if let known = variableSymbols[key] { return known.symbol }
        let symbol = makeSymbol(.external)
        variableSymbols[key] = (variable, symbol)
        return symbol
    }

    /// The symbol to solve a new row for: an external variable, else the marker or error
    /// symbol when its coefficient is negative (so it can stay non-negative), else none.
    private func chooseSubject(_ row: LayoutRow, _ tag: Tag) -> LayoutSymbol? {
        if let external = row.sortedSymbols.first(where: { $0.kind == .external }) { return external }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    private func removeErrorEffects(_ marker: LayoutSymbol, _ priority: Float) {
        guard marker.kind == .error else { return }
        let weight = LayoutWeight(level: priority, value: -1)
        if let row = rows[marker] { objective.insert(row, weight) } else { objective.insert(marker, weight) }
    }
}
