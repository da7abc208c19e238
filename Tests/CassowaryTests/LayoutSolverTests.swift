import Cassowary
import XCTest

/// The Cassowary solver on its own, through its public API: equalities, inequalities, priority
/// levels, removals, incremental constant edits and unsatisfiable sets.
final class LayoutSolverTests: XCTestCase {
    private func equal(_ terms: [(LayoutVariable, Double)], _ constant: Double, priority: Float = 1000) -> SolverConstraint {
        SolverConstraint(LayoutExpression(terms: terms, constant: constant), .equal, priority: priority)
    }

    private func bound(_ variable: LayoutVariable, _ relation: SolverConstraint.Relation, _ value: Double, priority: Float = 1000) -> SolverConstraint {
        SolverConstraint(LayoutExpression(terms: [(variable, 1)], constant: -value), relation, priority: priority)
    }

    func test_equalities_chained_solveForEveryVariable() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        try solver.add(equal([(x, 1)], -10))
        try solver.add(equal([(x, 1), (w, 1)], -110))

        solver.updateVariables()

        XCTAssertEqual(x.value, 10, accuracy: 1e-9)
        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
    }

    func test_expression_variableRepeated_addsItsCoefficients() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x")
        // x + x - 30 == 0, written as two terms: x is 15.
        try solver.add(equal([(x, 1), (x, 1)], -30))

        solver.updateVariables()

        XCTAssertEqual(x.value, 15, accuracy: 1e-9)
    }

    func test_priority_oneAboveManyLowerOnes_wins() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        for value in [10.0, 20, 30, 40] { try solver.add(equal([(w, 1)], -value, priority: 250)) }
        try solver.add(equal([(w, 1)], -100, priority: 251))

        solver.updateVariables()

        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
    }

    func test_requiredEquality_againstAWeakOne_wins() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(equal([(w, 1)], -300, priority: 1))
        try solver.add(equal([(w, 1)], -120))

        solver.updateVariables()

        XCTAssertEqual(w.value, 120, accuracy: 1e-9)
    }

    func test_requiredInequality_againstAWeakerPreference_boundsIt() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(bound(w, .lessThanOrEqual, 50))
        try solver.add(equal([(w, 1)], -80, priority: 500))

        solver.updateVariables()

        XCTAssertEqual(w.value, 50, accuracy: 1e-9)
    }

    func test_greaterThanOrEqual_preferenceBelowTheBound_holds() throws {
        let solver = LayoutSolver()
        let h = LayoutVariable("h")
        try solver.add(bound(h, .greaterThanOrEqual, 44))
        try solver.add(equal([(h, 1)], -20, priority: 750))

        solver.updateVariables()

        XCTAssertEqual(h.value, 44, accuracy: 1e-9)
    }

    func test_greaterThanOrEqual_preferenceAboveTheBound_leavesThePreferenceAlone() throws {
        let solver = LayoutSolver()
        let h = LayoutVariable("h")
        try solver.add(bound(h, .greaterThanOrEqual, 44))
        try solver.add(equal([(h, 1)], -60, priority: 750))

        solver.updateVariables()

        XCTAssertEqual(h.value, 60, accuracy: 1e-9)
    }

    func test_optionalInequality_higherPriorityPreference_givesWay() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        // Content hugging (w <= 80 at 250) against a preference for 120 at 750.
        try solver.add(bound(w, .lessThanOrEqual, 80, priority: 250))
        try solver.add(equal([(w, 1)], -120, priority: 750))

        solver.updateVariables()

        XCTAssertEqual(w.value, 120, accuracy: 1e-9)
    }

    func test_changeConstant_ofARequiredEquality_movesTheSolutionWithoutRemoving() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), w = LayoutVariable("w")
        let left = equal([(x, 1)], -10)
        try solver.add(left)
        try solver.add(bound(w, .lessThanOrEqual, 200))
        try solver.add(equal([(x, 1), (w, 1)], -300, priority: 750))

        try solver.changeConstant(of: left, to: -150)
        solver.updateVariables()

        XCTAssertEqual(x.value, 150, accuracy: 1e-9)
        XCTAssertEqual(w.value, 150, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 3)
        XCTAssertEqual(left.expression.constant, -150)
    }

    func test_changeConstant_ofAnInequality_movesTheBound() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let cap = bound(w, .lessThanOrEqual, 50)
        try solver.add(cap)
        try solver.add(equal([(w, 1)], -80, priority: 500))

        try solver.changeConstant(of: cap, to: -70)
        solver.updateVariables()

        XCTAssertEqual(w.value, 70, accuracy: 1e-9)
    }

    func test_changeConstant_ofAConstraintNotInTheSolver_onlyChangesItsExpression() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let outside = equal([(w, 1)], -10)

        try solver.changeConstant(of: outside, to: -20)

        XCTAssertEqual(outside.expression.constant, -20)
        XCTAssertFalse(solver.contains(outside))
    }

    func test_changeConstant_contradictingARequiredOne_throwsInfeasibleEdit() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let floor = bound(w, .greaterThanOrEqual, 10)
        try solver.add(floor)
        try solver.add(bound(w, .lessThanOrEqual, 100))

        XCTAssertThrowsError(try solver.changeConstant(of: floor, to: -200)) { error in
            guard case LayoutSolverError.infeasibleEdit = error else { return XCTFail("\(error)") }
        }
    }

    func test_add_conflictingRequiredEquality_throwsWithTheConstraintsInvolved() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let first = equal([(w, 1)], -100)
        try solver.add(first)
        let second = equal([(w, 1)], -200)

        XCTAssertThrowsError(try solver.add(second)) { error in
            guard case LayoutSolverError.unsatisfiable(let involved) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(involved.contains { $0 === first })
            XCTAssertTrue(involved.last === second)
        }
        solver.updateVariables()
        XCTAssertEqual(w.value, 100, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(second))
    }

    func test_add_conflictingRequiredInequality_throwsAndKeepsTheFirst() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(bound(w, .greaterThanOrEqual, 100))
        let cap = bound(w, .lessThanOrEqual, 50)

        XCTAssertThrowsError(try solver.add(cap))
        solver.updateVariables()
        XCTAssertGreaterThanOrEqual(w.value, 100 - 1e-9)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func test_requiredNeighbours_mixedPriorities_listOnlyRequiredOnesSharingAVariable() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let onX = equal([(x, 1)], -10)
        let onY = equal([(y, 1)], -10)
        let weakOnX = equal([(x, 1)], -30, priority: 250)
        for constraint in [onX, onY, weakOnX] { try solver.add(constraint) }

        let neighbours = solver.requiredNeighbours(of: equal([(x, 1)], -20))

        XCTAssertEqual(neighbours.count, 1)
        XCTAssertTrue(neighbours.first === onX)
    }

    func test_owner_releasedElsewhere_becomesNil() {
        final class Owner {}
        var owner: Owner? = Owner()
        let constraint = SolverConstraint(LayoutExpression(), .equal, priority: 1000, owner: owner, label: "pin")
        XCTAssertTrue(constraint.owner === owner)

        owner = nil

        XCTAssertNil(constraint.owner)
        XCTAssertEqual(constraint.label, "pin")
    }

    func test_remove_strongerPreference_restoresThePreviousSolution() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        try solver.add(equal([(w, 1)], -40, priority: 250))
        let strong = equal([(w, 1)], -90, priority: 750)
        try solver.add(strong)

        solver.remove(strong)
        solver.updateVariables()

        XCTAssertEqual(w.value, 40, accuracy: 1e-9)
        XCTAssertFalse(solver.contains(strong))
    }

    func test_remove_requiredEquality_letsAConflictingOneIn() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let first = equal([(w, 1)], -100)
        try solver.add(first)

        solver.remove(first)
        try solver.add(equal([(w, 1)], -200))
        solver.updateVariables()

        XCTAssertEqual(w.value, 200, accuracy: 1e-9)
    }

    func test_remove_inequality_releasesTheValue() throws {
        let solver = LayoutSolver()
        let w = LayoutVariable("w")
        let cap = bound(w, .lessThanOrEqual, 50)
        try solver.add(cap)
        try solver.add(equal([(w, 1)], -80, priority: 500))

        solver.remove(cap)
        solver.updateVariables()

        XCTAssertEqual(w.value, 80, accuracy: 1e-9)
    }

    func test_isUndetermined_pinnedAndFreeVariables_tellsThemApart() throws {
        let solver = LayoutSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), unknown = LayoutVariable("unknown")
        try solver.add(equal([(x, 1)], -10))
        try solver.add(equal([(x, 1), (y, -1)], 0))
        let z = LayoutVariable("z"), w = LayoutVariable("w")
        try solver.add(equal([(z, 1), (w, 1)], -100))

        XCTAssertFalse(solver.isUndetermined(x))
        XCTAssertFalse(solver.isUndetermined(y))
        XCTAssertTrue(solver.isUndetermined(z))
        XCTAssertTrue(solver.isUndetermined(w))
        XCTAssertTrue(solver.isUndetermined(unknown))
    }
}
