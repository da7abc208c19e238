import Foundation

extension UIScrollView {
    /// How a scroll view adds its safe area to `contentInset`, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and always vertically for the content of a page shown by a
        /// navigation or tab bar controller.
        case automatic
        /// Only on the axes the content scrolls along (or that always bounce).
        case scrollableAxes
        /// Never: the content inset is used as set.
        case never
        /// Always, on every edge.
        case always
    }

    /// `contentInset` plus the safe-area insets the behavior asks for.
    func contentInsetAddingSafeArea() -> UIEdgeInsets {
        var insets = contentInset
        guard contentInsetAdjustmentBehavior != .never else { return insets }
        let safe = safeAreaInsets
        guard safe != .zero else { return insets }
        let always = contentInsetAdjustmentBehavior == .always
        let vertical = always || contentSize.height > bounds.height || alwaysBounceVertical
            || (contentInsetAdjustmentBehavior == .automatic && isContentOfBarController)
        let horizontal = always || contentSize.width > bounds.width || alwaysBounceHorizontal
        if vertical {
            insets.top += safe.top
            insets.bottom += safe.bottom
        }
        if horizontal {
            insets.left += safe.left
            insets.right += safe.right
        }
        return insets
    }

    /// Whether the scroll view belongs to a page shown by a navigation or tab bar controller.
    private var isContentOfBarController: Bool {
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController {
                return controller.navigationController != nil || controller.tabBarController != nil
            }
            view = current.superview
        }
        return false
    }

    /// Reads the adjusted inset again after the app changed `contentInset`, calling
    /// `adjustedContentInsetDidChange()` when it changed; the content stays where it is.
    func noteAdjustedContentInsetWithoutScrolling() {
        let old = lastAdjustedContentInset
        let new = adjustedContentInset
        lastAdjustedContentInset = new
        // Before any safe-area report the last inset is unknown; the app's change is a change.
        if old == nil || new != old { adjustedContentInsetDidChange() }
    }

    /// Reads the adjusted inset again; when it changed, moves content that sat at the old top
    /// (or left) edge to the new one and calls `adjustedContentInsetDidChange()`.
    func updateAdjustedContentInset() {
        let new = adjustedContentInset
        let old = lastAdjustedContentInset ?? contentInset
        lastAdjustedContentInset = new
        guard new != old else { return }
        var offset = contentOffset
        if abs(offset.y + old.top) < 0.5 { offset.y = -new.top }
        if abs(offset.x + old.left) < 0.5 { offset.x = -new.left }
        contentOffset = offset
        adjustedContentInsetDidChange()
    }
}
