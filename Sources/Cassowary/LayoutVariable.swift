import Foundation

/// A variable the solver finds a value for (in UIKit, one edge or size of a view or guide).
///
/// Variables are compared by identity: the solver keeps one tableau symbol per object, made the
/// first time a constraint in the solver uses it.
package final class LayoutVariable {
    /// A name for diagnostics ("UILabel.minX").
    package let name: String
    /// The value after the last `LayoutSolver.updateVariables()` (0 before).
    package internal(set) var value: Double = 0

    /// Creates a variable named `name`, with the value 0 until a solver writes one.
    package init(_ name: String) { self.name = name }
}
