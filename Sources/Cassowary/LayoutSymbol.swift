import Foundation

/// A symbol of the simplex tableau: a layout variable (`external`) or one the solver adds for a
/// constraint (a slack for an inequality, an error for an optional constraint, a dummy that
/// marks a required equality).
struct LayoutSymbol: Hashable, Comparable {
    /// What the symbol stands for.
    enum Kind { case external, slack, error, dummy }

    /// The order of creation, which breaks every tie so that pivots never depend on hashing.
    let id: Int
    /// What the symbol stands for.
    let kind: Kind

    static func < (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id < b.id }
    static func == (a: LayoutSymbol, b: LayoutSymbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the simplex may bring the symbol into the basis (dummies never enter).
    var isPivotable: Bool { kind == .slack || kind == .error }
}
