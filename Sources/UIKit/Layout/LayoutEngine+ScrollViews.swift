import Cassowary
import Foundation

/// A scroll view's two areas in the engine, as UIKit's Auto Layout reads them (Auto Layout
/// Guide, "Working with Scroll Views"): constraints between the scroll view's edges or margins
/// and its content attach to the content area (`contentLayoutGuide`), whose solved size becomes
/// the scroll view's `contentSize`; its width, height and centers, and every constraint with
/// something outside it, attach to its frame (`frameLayoutGuide` is that frame, inside).
extension LayoutEngine {
    /// The items a constraint relates in the solver: its own, except a scroll view's edge or
    /// margin constrained to something inside the scroll view, which is its content area's.
    func solverItems(of constraint: NSLayoutConstraint) -> (first: AnyObject?, second: AnyObject?) {
        let first = constraint.firstItem, second = constraint.secondItem
        return (Self.contentArea(of: first, constraint.firstAttribute, relatedTo: second) ?? first,
                Self.contentArea(of: second, constraint.secondAttribute, relatedTo: first) ?? second)
    }

    /// The content guide standing for `item`'s `attribute` when `item` is a scroll view and
    /// `other` lies inside it (in one of its subviews, not on the scroll view itself).
    private static func contentArea(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                                    relatedTo other: AnyObject?) -> AnyObject? {
        guard let scrollView = item as? UIScrollView, attribute.isEdgeOrMargin,
              let host = NSLayoutConstraint.hostView(of: other), host !== scrollView, host.isDescendant(of: scrollView) else {
            return nil
        }
        return scrollView.contentLayoutGuide
    }

    /// Sets the scroll view's `contentSize` to its content area's solved size, when its content
    /// guide takes part in the layout (else the app's own `contentSize` stays).
    func applyContentSize(to scrollView: UIScrollView) {
        guard let size = solvedContentSize(of: scrollView), scrollView.contentSize != size else { return }
        scrollView.contentSize = size
    }

    /// The solved size of the scroll view's content area, if its content guide is in the engine.
    func solvedContentSize(of scrollView: UIScrollView) -> CGSize? {
        guard let guide = scrollView.layoutStateStorage?.scrollContentGuide,
              let variables = items[ObjectIdentifier(guide)], variables.role == .contentArea else { return nil }
        return variables.solvedFrame(scale: scale).size
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is an edge, a baseline or a margin (not a size or a center).
    var isEdgeOrMargin: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom, .firstBaseline, .lastBaseline,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .topMargin, .bottomMargin:
            return true
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute:
            return false
        }
    }
}
