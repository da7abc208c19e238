import Foundation

extension UIStackView {
    /// Where a stack view places its arranged views across its axis, as UIKit's
    /// `UIStackView.Alignment`.
    ///
    /// Unlike UIKit, the baseline alignments align edges: `.firstBaseline` places views as
    /// `.top` (`.leading` in a vertical stack) and `.lastBaseline` as `.bottom` (`.trailing`),
    /// since the baselines of views here are their bottom edges.
    public enum Alignment: Int, Sendable {
        /// Views are stretched to fill the stack across its axis.
        case fill = 0
        /// Views sit at the leading edge (the top edge in a horizontal stack).
        case leading = 1
        /// Views sit at the top edge, as `.top` here (see the type's notes).
        case firstBaseline = 2
        /// Views are centered across the axis.
        case center = 3
        /// Views sit at the trailing edge (the bottom edge in a horizontal stack).
        case trailing = 4
        /// Views sit at the bottom edge, as `.bottom` here (see the type's notes).
        case lastBaseline = 5

        /// The top edge of a horizontal stack: the same value as `.leading`, as in UIKit.
        public static var top: Alignment { .leading }
        /// The bottom edge of a horizontal stack: the same value as `.trailing`, as in UIKit.
        public static var bottom: Alignment { .trailing }

        /// Which edge across the axis the alignment pins: the start, the end, the center, or
        /// both edges for `.fill`.
        enum CrossPlacement { case fill, start, center, end }

        /// The edge or center the alignment pins, baselines folded into edges.
        var crossPlacement: CrossPlacement {
            switch self {
            case .fill: return .fill
            case .leading, .firstBaseline: return .start
            case .center: return .center
            case .trailing, .lastBaseline: return .end
            }
        }
    }
}
