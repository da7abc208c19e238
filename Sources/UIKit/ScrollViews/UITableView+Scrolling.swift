import Foundation

extension UITableView {
    /// Scrolls so that the row at `indexPath` sits at `scrollPosition`, over 0.3 s on the
    /// simulated clock when `animated` (as `setContentOffset(_:animated:)`), never past the
    /// content's ends.
    ///
    /// `.top`, `.middle` and `.bottom` place the row in the visible area (inside the adjusted
    /// content insets); `.none` scrolls as little as makes the row fully visible, and not at all
    /// when it already is. UIKit raises for a row that does not exist; here it is logged and
    /// ignored.
    func baseScrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rowFrames.contains(where: { $0.0 == indexPath }) else {
            UIKitLog.warn("scrollToRow(at: \(indexPath)): no such row; ignored")
            return
        }
        let alignment: ScrollAlignment
        switch scrollPosition {
        case .top: alignment = .leading
        case .middle: alignment = .center
        case .bottom: alignment = .trailing
        case .none: alignment = .minimal
        }
        let target = contentOffset(showing: rect, horizontally: .unchanged, vertically: alignment)
        setContentOffset(target, animated: animated)
    }

    /// Scrolls so that the selected row sits at `scrollPosition` (nothing when none is selected).
    func baseScrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let row = indexPathForSelectedRow else { return }
        scrollToRow(at: row, at: scrollPosition, animated: animated)
    }
}
