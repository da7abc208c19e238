import Foundation

extension UITableViewCell {
    /// The readable width of a column of body text at the default text size, which
    /// `cellLayoutMarginsFollowReadableWidth` keeps the text to.
    static let readableWidth: CGFloat = 672

    /// How far the content view is inset from the cell's sides: by the part of the table's
    /// safe area the cell overlaps, while the table `insetsContentViewsToSafeArea`.
    var contentViewSideInsets: (left: CGFloat, right: CGFloat) {
        guard let table = superview as? UITableView, table.insetsContentViewsToSafeArea else { return (0, 0) }
        let safe = safeAreaInsets
        return (safe.left, safe.right)
    }

    /// The space between the content view's sides and the text: 16 pt, or more on a wide
    /// table whose cell margins follow the readable width (the text centred in it).
    func textMargin(forContentWidth width: CGFloat) -> CGFloat {
        guard let table = superview as? UITableView, table.cellLayoutMarginsFollowReadableWidth else { return 16 }
        return max(16, (width - Self.readableWidth) / 2)
    }
}
