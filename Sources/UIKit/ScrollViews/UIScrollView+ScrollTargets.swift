import Foundation

/// Where one axis of a scroll to an item puts it in the visible area.
enum ScrollAlignment {
    /// The item's leading edge at the visible area's leading edge.
    case leading
    /// The item centered.
    case center
    /// The item's trailing edge at the visible area's trailing edge.
    case trailing
    /// As little motion as makes the item visible (none when it already is).
    case minimal
    /// The axis does not move.
    case unchanged
}

extension UIScrollView {
    /// The content offset that shows `rect` (in content coordinates) aligned as asked on each
    /// axis, inside the adjusted content insets, clamped to the scrollable range: what
    /// `scrollToRow` and `scrollToItem` scroll to.
    func contentOffset(showing rect: CGRect, horizontally: ScrollAlignment, vertically: ScrollAlignment) -> CGPoint {
        let inset = adjustedContentInset
        let limits = offsetLimits
        func axis(_ alignment: ScrollAlignment, current: CGFloat, low: CGFloat, high: CGFloat,
                  insetLow: CGFloat, insetHigh: CGFloat, size: CGFloat, min lowLimit: CGFloat, max highLimit: CGFloat) -> CGFloat {
            // The visible area is the bounds less the insets: content under a bar does not count.
            let visible = size - insetLow - insetHigh
            let target: CGFloat
            switch alignment {
            case .leading: target = low - insetLow
            case .center: target = (low + high) / 2 - visible / 2 - insetLow
            case .trailing: target = high - visible - insetLow
            case .unchanged: return current
            case .minimal:
                if low < current + insetLow { target = low - insetLow }
                else if high > current + insetLow + visible { target = high - visible - insetLow }
                else { target = current }
            }
            return min(max(target, lowLimit), highLimit)
        }
        let offset = contentOffset
        return CGPoint(x: axis(horizontally, current: offset.x, low: rect.minX, high: rect.maxX, insetLow: inset.left,
                               insetHigh: inset.right, size: bounds.width, min: limits.minX, max: limits.maxX),
                       y: axis(vertically, current: offset.y, low: rect.minY, high: rect.maxY, insetLow: inset.top,
                               insetHigh: inset.bottom, size: bounds.height, min: limits.minY, max: limits.maxY))
    }
}
