import Foundation

/// Why the solver refused a constraint or a constant.
package enum LayoutSolverError: Error {
    /// A required constraint contradicts the required ones already in; `involved` lists them
    /// (the refused one last). The solver is left as it was before the constraint came.
    case unsatisfiable(involved: [SolverConstraint])
    /// The tableau could not be made feasible again after a constant changed (a required set
    /// the new constant contradicts); the caller starts again from its constraints.
    case infeasibleEdit
}
