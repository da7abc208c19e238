import Foundation

/// A scrolling grid of recycled cells placed by a layout, as UIKit's `UICollectionView`.
///
/// Unlike UIKit, `delegate` keeps `UIScrollView`'s type (`UIScrollViewDelegate?`); assign a
/// `UICollectionViewDelegate` to it as usual.
open class UICollectionView: UIScrollView {
    /// The layout placing the items.
    open var collectionViewLayout: UICollectionViewLayout {
        get { _collectionViewLayout }
        set { _collectionViewLayout = newValue; collectionViewLayout.collectionView = self; reloadData() }
    }
    private var _collectionViewLayout: UICollectionViewLayout
    /// Supplies the items.
    open var dataSource: UICollectionViewDataSource? {
        get { _dataSource }
        set { _dataSource = newValue; reloadData() }
    }
    private weak var _dataSource: UICollectionViewDataSource?
    /// Whether a tap selects an item.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false

    var registeredClasses: [String: UICollectionViewCell.Type] = [:]
    var reusePool: [String: [UICollectionViewCell]] = [:]
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var itemCounts: [Int] = []
    var layoutIsValid = false
    var touchedIndexPath: IndexPath?

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        _collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Not supported (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// Places visible cells for the current scroll position, making and recycling cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleCells()
    }

    /// Follows the safe area (see `UIScrollView`), then lays the items out again, as the
    /// layout may measure its section insets from the safe area or the margins.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        layOutItemsAgain()
    }

    /// The adjusted content inset changed: the lines' extent may have changed with it.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        layOutItemsAgain()
    }

    /// Invalidates the layout and asks for a layout pass, which places the items again.
    private func layOutItemsAgain() {
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Asks the layout whether the new bounds need a new layout (scrolling, resizing), and
    /// invalidates it when they do, as UIKit does before every bounds change.
    override func boundsWillChange(to newBounds: CGRect) {
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Highlights the touched cell.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first else { return }
        touchedIndexPath = indexPathForItem(at: touch.location(in: self))
        if let indexPath = touchedIndexPath { cellForItem(at: indexPath)?.isHighlighted = true }
    }

    /// Keeps the highlight while the finger stays on the cell.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Selects the touched cell when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedIndexPath = nil }
        guard let indexPath = touchedIndexPath else { return }
        cellForItem(at: indexPath)?.isHighlighted = false
        guard let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == indexPath else { return }
        userSelectItem(at: indexPath)
    }

    /// Drops the highlight (a scroll took the touch over).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let indexPath = touchedIndexPath { cellForItem(at: indexPath)?.isHighlighted = false }
        touchedIndexPath = nil
    }
}
