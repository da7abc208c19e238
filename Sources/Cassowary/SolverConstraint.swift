import Foundation

/// One constraint as the solver sees it: `expression relation 0` at a priority.
///
/// The solver knows nothing of who made the constraint: `owner` is an opaque, weakly held tag
/// the caller reads back when the solver reports the constraints involved in a conflict
/// (UIKit keeps its `NSLayoutConstraint` there), and `label` describes the constraints that
/// have no owner.
package final class SolverConstraint {
    /// How the expression compares with zero.
    package enum Relation {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The priority of a constraint that must hold (UIKit's `UILayoutPriority.required`).
    package static let requiredPriority: Float = 1000

    /// The linear form; its constant can change later (`LayoutSolver.changeConstant`).
    package internal(set) var expression: LayoutExpression
    /// How the expression compares with zero.
    package let relation: Relation
    /// The priority: `requiredPriority` (1000) and above must hold, lower ones are preferences,
    /// any amount of error at one level mattering less than the least error at a higher one.
    package let priority: Float
    /// Whatever the caller tied the constraint to, for diagnostics (held weakly; nil for none).
    package weak var owner: AnyObject?
    /// A description for diagnostics when there is no owner.
    package let label: String

    /// Creates `expression relation 0` at `priority`, tagged with an optional owner and label.
    package init(_ expression: LayoutExpression, _ relation: Relation, priority: Float, owner: AnyObject? = nil, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.owner = owner
        self.label = label
    }

    /// Whether the constraint must hold.
    package var isRequired: Bool { priority >= Self.requiredPriority }
}

/// A constraint crosses no thread: it belongs to the thread of the solver it is given to (UIKit's
/// layout runs on the main thread). The conformance lets `LayoutSolverError`, an `Error` and so
/// `Sendable`, carry the constraints involved in a conflict back to the caller that added them.
extension SolverConstraint: @unchecked Sendable {}
