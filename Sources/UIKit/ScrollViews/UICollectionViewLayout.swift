import Foundation

/// Decides where a collection view's items go, as UIKit's `UICollectionViewLayout`.
///
/// Subclasses override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`.
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks for attributes.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every item intersecting `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (scrolling, resizing) needs a new layout; false by default, as
    /// UIKit's base layout answers (subclasses whose items depend on the size say true).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Marks the layout as needing `prepare()` again.
    open func invalidateLayout() {
        collectionView?.layoutIsValid = false
        collectionView?.setNeedsLayout()
    }
}
