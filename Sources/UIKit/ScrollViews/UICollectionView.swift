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

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UICollectionView+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// Registers the class cells with `identifier` are made of.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { baseRegister(cellClass, forCellWithReuseIdentifier: identifier) }
    /// A recycled cell, or a new one of the registered class, for the item at `indexPath`.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { baseDequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) }
    /// Forgets every row and asks the data source again.
    open func reloadData() { baseReloadData() }
    /// The number of sections.
    open var numberOfSections: Int { baseNumberOfSections }
    /// The number of items in a section.
    open func numberOfItems(inSection section: Int) -> Int { baseNumberOfItems(inSection: section) }
    /// The visible cell of an item (nil when it is off screen).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { baseCellForItem(at: indexPath) }
    /// The visible cells, top to bottom.
    open var visibleCells: [UICollectionViewCell] { baseVisibleCells }
    /// The index paths of the visible items, in order.
    open var indexPathsForVisibleItems: [IndexPath] { baseIndexPathsForVisibleItems }
    /// The row of a visible cell.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { baseIndexPath(for: cell) }
    /// The item under a point in the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { baseIndexPathForItem(at: point) }
    /// The layout attributes of an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { baseLayoutAttributesForItem(at: indexPath) }
    /// The selected items' index paths, in selection order.
    open var indexPathsForSelectedItems: [IndexPath]? { baseIndexPathsForSelectedItems }
    /// Selects an item from code (the delegate is not told, as in UIKit), scrolling it to `scrollPosition` unless that is empty.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) { baseSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    /// Deselects an item from code.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { baseDeselectItem(at: indexPath, animated: animated) }
    /// Scrolls so that the item at `indexPath` sits at `scrollPosition`, over 0.3 s on the simulated clock when `animated` (as `setContentOffset(_:animated:)`), never past the content's ends.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) { baseScrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
}
