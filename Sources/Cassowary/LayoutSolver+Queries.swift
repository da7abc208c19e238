import Foundation

extension LayoutSolver {
    /// Whether `constraint` is in the solver.
    package func contains(_ constraint: SolverConstraint) -> Bool { constraints[ObjectIdentifier(constraint)] != nil }

    /// How many constraints are in the solver.
    package var constraintCount: Int { constraints.count }

    /// The required constraints in the solver that share a variable with `constraint`, in the
    /// order they were added (for reporting a conflict the tableau did not name).
    package func requiredNeighbours(of constraint: SolverConstraint) -> [SolverConstraint] {
        let variables = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        return constraints.values.sorted { $0.tag.marker < $1.tag.marker }.map(\.constraint)
            .filter { $0.isRequired && $0.expression.terms.contains { variables.contains(ObjectIdentifier($0.variable)) } }
    }

    /// Writes the value of every variable in the solver to `LayoutVariable.value`.
    ///
    /// A variable no constraint in the solver has ever used keeps its value.
    package func updateVariables() {
        // Each variable's value is read from its own row, so the order of the dictionary
        // changes nothing.
        for (variable, symbol) in variableSymbols.values {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// Whether the solution leaves `variable` free to move without any constraint noticing: it
    /// is unknown to the solver, not basic, or its row holds another variable or a slack or
    /// error that costs nothing (what UIKit calls an ambiguous layout).
    package func isUndetermined(_ variable: LayoutVariable) -> Bool {
        guard let symbol = variableSymbols[ObjectIdentifier(variable)]?.symbol,
              let row = rows[symbol] else { return true }
        for other in row.cells.keys {
            if other.kind == .external { return true }
            if other.kind != .dummy && objective.weight(for: other).isZero { return true }
        }
        return false
    }
}
