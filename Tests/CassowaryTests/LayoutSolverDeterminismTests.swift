import Cassowary
import XCTest

/// The solver's answers depend on the constraints alone: not on the order they came in (where
/// the solution is unique), and never on the order of its dictionaries (where it is not).
final class LayoutSolverDeterminismTests: XCTestCase {
    /// A small layout: a row of two boxes with a gap inside a 320-point container, one hugging
    /// its content, the other stretching; a unique solution.
    private func rowLayout() -> (variables: [LayoutVariable], constraints: [SolverConstraint]) {
        let left = LayoutVariable("left.minX"), leftWidth = LayoutVariable("left.width")
        let right = LayoutVariable("right.minX"), rightWidth = LayoutVariable("right.width")
        func expression(_ terms: [(LayoutVariable, Double)], _ constant: Double) -> LayoutExpression {
            LayoutExpression(terms: terms, constant: constant)
        }
        let constraints = [
            SolverConstraint(expression([(left, 1)], -16), .equal, priority: 1000),
            SolverConstraint(expression([(right, 1), (left, -1), (leftWidth, -1)], -8), .equal, priority: 1000),
            SolverConstraint(expression([(right, 1), (rightWidth, 1)], -304), .equal, priority: 1000),
            SolverConstraint(expression([(leftWidth, 1)], -90), .lessThanOrEqual, priority: 250),
            SolverConstraint(expression([(leftWidth, 1)], -90), .greaterThanOrEqual, priority: 750),
            SolverConstraint(expression([(rightWidth, 1)], -40), .lessThanOrEqual, priority: 249),
            SolverConstraint(expression([(rightWidth, 1)], -40), .greaterThanOrEqual, priority: 750),
        ]
        return ([left, leftWidth, right, rightWidth], constraints)
    }

    func test_sameConstraints_inEveryRotationAndReversed_giveTheSameUniqueSolution() throws {
        let reference = rowLayout()
        let solver = LayoutSolver()
        for constraint in reference.constraints { try solver.add(constraint) }
        solver.updateVariables()
        let expected: [Double] = [16, 90, 114, 190]
        for (variable, value) in zip(reference.variables, expected) { XCTAssertEqual(variable.value, value, accuracy: 1e-9) }

        let count = reference.constraints.count
        let orders = (0..<count).map { shift in (0..<count).map { ($0 + shift) % count } }
            + [Array((0..<count).reversed())]
        for order in orders {
            let layout = rowLayout()
            let other = LayoutSolver()
            for index in order { try other.add(layout.constraints[index]) }
            other.updateVariables()

            for (variable, value) in zip(layout.variables, expected) {
                XCTAssertEqual(variable.value, value, accuracy: 1e-9, "\(variable.name) with the order \(order)")
            }
        }
    }

    func test_degenerateLayout_solvedInManySolvers_givesBitIdenticalValues() throws {
        // Many optimal vertices and tied ratios: only the simplex's tie-breaking decides the
        // values. Each solver is kept alive, so the next one's dictionaries get new storage, and
        // Swift seeds a dictionary's iteration order from its storage: a pivot that followed a
        // dictionary's order would differ between solvers. (Checked: iterating `rows.keys`
        // unsorted in `leavingRow`, or taking the first negative cell instead of the lowest id
        // in `optimize`, makes most of these solvers disagree.)
        var solvers: [LayoutSolver] = []
        func solve() throws -> [Double] {
            let variables = (0..<6).map { LayoutVariable("v\($0)") }
            let solver = LayoutSolver()
            solvers.append(solver)
            for (index, variable) in variables.enumerated() {
                let next = variables[(index + 1) % 6]
                try solver.add(SolverConstraint(LayoutExpression(terms: [(variable, 1)]), .greaterThanOrEqual, priority: 1000))
                try solver.add(SolverConstraint(LayoutExpression(terms: [(variable, 1), (next, -1)]), .lessThanOrEqual, priority: 250))
                try solver.add(SolverConstraint(LayoutExpression(terms: [(variable, 1)], constant: -Double(10 * (index + 1))), .equal, priority: 500))
            }
            try solver.add(SolverConstraint(LayoutExpression(terms: variables.map { ($0, 1) }, constant: -100), .equal, priority: 1000))
            let cap = SolverConstraint(LayoutExpression(terms: [(variables[0], 1), (variables[3], 1)], constant: -20), .lessThanOrEqual, priority: 1000)
            try solver.add(cap)
            try solver.changeConstant(of: cap, to: -5)
            solver.updateVariables()
            return variables.map(\.value)
        }
        let first = try solve()

        let others = try (0..<24).map { _ in try solve() }

        for values in others {
            XCTAssertEqual(values.map(\.bitPattern), first.map(\.bitPattern))
        }
        XCTAssertEqual(solvers.count, 25)
    }

    func test_solver_everyConstraintRemovedAndReAdded_endsWhereAFreshSolverDoes() throws {
        let layout = rowLayout()
        let solver = LayoutSolver()
        for constraint in layout.constraints { try solver.add(constraint) }

        for constraint in layout.constraints.reversed() { solver.remove(constraint) }
        for constraint in layout.constraints { try solver.add(constraint) }
        solver.updateVariables()

        for (variable, value) in zip(layout.variables, [16.0, 90, 114, 190]) { XCTAssertEqual(variable.value, value, accuracy: 1e-9) }
        XCTAssertEqual(solver.constraintCount, layout.constraints.count)
    }
}
