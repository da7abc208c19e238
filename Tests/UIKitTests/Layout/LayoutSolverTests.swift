import TestSupport
import XCTest
@testable import UIKit

/// The Cassowary solver on its own: equalities, inequalities, priority levels, incremental
/// constant edits and unsatisfiable sets.
final class LayoutSolverTests: UIKitTestCase {
    private func equal(_ terms: [(LayoutVariable, Double)], _ constant: Double, priority: Float = 1000) -> SolverConstraint {
        SolverConstraint(LayoutExpression(terms: terms, constant: constant), .equal, priority: priority)
    }

    func test_equalities_solveForEveryVariable() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        try solver.add(equal([(x, 1)], -10))
        try solver.add(equal([(x, 1), (w, 1)], -110))

        solver.updateVariables()

        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
    }

    func test_higherPriorityWins_overAnyNumberOfLowerOnes() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        for value in [10.0, 20, 30, 40] { try solver.add(equal([(w, 1)], -value, priority: 250)) }
        try solver.add(equal([(w, 1)], -100, priority: 251))

        solver.updateVariables()

        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
    }

    func test_inequality_boundsAWeakPreference() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(SolverConstraint(LayoutExpression(terms: [(w, 1)], constant: -50), .lessThanOrEqual, priority: 1000))
        try solver.add(equal([(w, 1)], -80, priority: 500))

        solver.updateVariables()

        XCTAssertEqual(w.value, 50, accuracy: 1e-9)
    }

    func test_changeConstant_movesTheSolutionWithoutRemoving() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        let left = equal([(x, 1)], -10)
        try solver.add(left)
        try solver.add(SolverConstraint(LayoutExpression(terms: [(w, 1)], constant: -200), .lessThanOrEqual, priority: 1000))
        try solver.add(equal([(x, 1), (w, 1)], -300, priority: 750))

        try solver.changeConstant(of: left, to: -150)
        solver.updateVariables()

        XCTAssertEqual(x.value, 150, accuracy: 1e-9)
        XCTAssertEqual(w.value, 150, accuracy: 1e-9)
        XCTAssertEqual(solver.constraints.count, 3)
    }

    func test_conflictingRequired_throwsWithTheConstraintsInvolved() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let first = equal([(w, 1)], -100)
        try solver.add(first)

        XCTAssertThrowsError(try solver.add(equal([(w, 1)], -200))) { error in
            guard case LayoutSolverError.unsatisfiable(let involved) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(involved.contains { $0 === first })
        }
        solver.updateVariables()
        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
    }

    func test_conflictingRequiredInequalities_throw() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(SolverConstraint(LayoutExpression(terms: [(w, 1)], constant: -100), .greaterThanOrEqual, priority: 1000))

        XCTAssertThrowsError(try solver.add(SolverConstraint(LayoutExpression(terms: [(w, 1)], constant: -50), .lessThanOrEqual, priority: 1000)))
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(w.value, 100 - 1e-9)
    }

    func test_remove_restoresThePreviousSolution() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(equal([(w, 1)], -40, priority: 250))
        let strong = equal([(w, 1)], -90, priority: 750)
        try solver.add(strong)

        solver.remove(strong)
        solver.updateVariables()

        XCTAssertEqual(w.value, 40, accuracy: 1e-9)
    }
}
