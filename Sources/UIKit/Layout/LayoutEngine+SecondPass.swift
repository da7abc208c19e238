import Cassowary
import Foundation

/// UIKit's second layout pass for views whose height depends on their width: a multi-line label
/// with no `preferredMaxLayoutWidth` is measured on one line first, then again at the width the
/// solution gives it, and the layout is solved again with that height, as UIKit sets a label's
/// preferred width from the layout pass.
extension LayoutEngine {
    /// How many times the widths are measured again; a wrapped label is as wide as before, so
    /// one round settles every ordinary layout and the limit only stops a pathological one.
    static let secondPassLimit = 3

    /// Measures the width-dependent views again at their solved widths and solves again, until
    /// no width changes.
    func measureAtSolvedWidths() {
        let measured = items.values.filter { variables in
            variables.role == .free && (variables.item as? UIView)?.intrinsicHeightDependsOnWidth == true
        }.sorted { $0.serial < $1.serial }
        guard !measured.isEmpty else { return }
        for _ in 0..<Self.secondPassLimit {
            var changed = false
            for variables in measured {
                guard let view = variables.item as? UIView else { continue }
                let width = variables.solvedFrame(scale: scale).width
                guard view.layoutState.layoutPassWidth != width else { continue }
                view.layoutState.layoutPassWidth = width
                updateIntrinsicConstraints(of: view)
                changed = true
            }
            guard changed else { return }
            solver.updateVariables()
        }
    }
}

extension UIView {
    /// Whether Auto Layout measures the view's intrinsic size at the width its layout gives it:
    /// a label that wraps (`numberOfLines` not 1) and has no `preferredMaxLayoutWidth`.
    var intrinsicHeightDependsOnWidth: Bool {
        guard let label = self as? UILabel else { return false }
        return label.numberOfLines != 1 && label.preferredMaxLayoutWidth <= 0
    }

    /// The width the last layout gave the view, when its intrinsic height depends on it.
    var layoutPassWidth: CGFloat? {
        guard let width = layoutStateStorage?.layoutPassWidth, width > 0, intrinsicHeightDependsOnWidth else { return nil }
        return width
    }
}
