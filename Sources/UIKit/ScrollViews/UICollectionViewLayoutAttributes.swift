import Foundation

/// Where and how one item of a collection view is shown, as UIKit's
/// `UICollectionViewLayoutAttributes`.
open class UICollectionViewLayoutAttributes: NSObject {
    /// The item's index path.
    open var indexPath: IndexPath
    /// The item's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The item's opacity.
    open var alpha: CGFloat = 1
    /// The item's transform.
    open var transform: CGAffineTransform = .identity
    /// The item's z order.
    open var zIndex = 0
    /// Whether the item is hidden.
    open var isHidden = false

    /// Creates attributes for the cell at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
    }

    /// The center of the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The size of the frame.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
}
