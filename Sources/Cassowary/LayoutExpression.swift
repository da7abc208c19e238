import Foundation

/// A linear expression over layout variables: `constant + sum(coefficient * variable)`.
package struct LayoutExpression {
    /// The terms; a variable may appear more than once (the solver adds them up).
    package var terms: [(variable: LayoutVariable, coefficient: Double)]
    /// The constant term.
    package var constant: Double

    /// Creates `constant + sum(terms)`; with no arguments, the expression 0.
    package init(terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Adds `coefficient * other`, term by term (terms are appended, never merged).
    package mutating func add(_ other: LayoutExpression, times coefficient: Double = 1) {
        for term in other.terms { terms.append((term.variable, term.coefficient * coefficient)) }
        constant += other.constant * coefficient
    }
}
