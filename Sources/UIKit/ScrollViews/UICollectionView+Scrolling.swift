import Foundation

extension UICollectionView {
    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, over 0.3 s on the
    /// simulated clock when `animated` (as `setContentOffset(_:animated:)`), never past the
    /// content's ends.
    ///
    /// One vertical position (`.top`, `.centeredVertically`, `.bottom`) and one horizontal
    /// (`.left`, `.centeredHorizontally`, `.right`) may be combined; an axis given no position
    /// scrolls as little as makes the item visible along it. Positions are inside the adjusted
    /// content insets. UIKit raises for an item that does not exist; here it is logged and
    /// ignored.
    func baseScrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            UIKitLog.warn("scrollToItem(at: \(indexPath)): no such item; ignored")
            return
        }
        let target = contentOffset(showing: frame, horizontally: Self.horizontalAlignment(scrollPosition),
                                   vertically: Self.verticalAlignment(scrollPosition))
        setContentOffset(target, animated: animated)
    }

    private static func verticalAlignment(_ position: ScrollPosition) -> ScrollAlignment {
        if position.contains(.top) { return .leading }
        if position.contains(.centeredVertically) { return .center }
        if position.contains(.bottom) { return .trailing }
        return .minimal
    }

    private static func horizontalAlignment(_ position: ScrollPosition) -> ScrollAlignment {
        if position.contains(.left) { return .leading }
        if position.contains(.centeredHorizontally) { return .center }
        if position.contains(.right) { return .trailing }
        return .minimal
    }
}
