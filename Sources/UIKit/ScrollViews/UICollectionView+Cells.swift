import Foundation

extension UICollectionView {
    /// Registers the class cells with `identifier` are made of.
    func baseRegister(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UICollectionViewCell.Type else {
            UIKitLog.warn("register(_:forCellWithReuseIdentifier: \"\(identifier)\"): not a UICollectionViewCell class; ignored")
            return
        }
        registeredClasses[identifier] = cellClass
    }

    /// A recycled cell, or a new one of the registered class, for the item at `indexPath`.
    func baseDequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else {
            // UIKit raises here; a plain cell keeps the app running and the log says why.
            UIKitLog.warn("dequeueReusableCell: no class registered for \"\(identifier)\"; using a plain UICollectionViewCell")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// Forgets every cell and asks the data source again.
    func baseReloadData() {
        // In index-path order: the reuse pool's order decides which cell each item gets next.
        for indexPath in visibleCellsByIndexPath.keys.sorted() { recycle(visibleCellsByIndexPath[indexPath]!) }
        visibleCellsByIndexPath = [:]
        selectedIndexPaths = []
        itemCounts = []
        layoutIsValid = false
        setNeedsLayout()
    }

    /// The number of sections.
    var baseNumberOfSections: Int {
        ensureCounts()
        return itemCounts.count
    }

    /// The number of items in a section.
    func baseNumberOfItems(inSection section: Int) -> Int {
        ensureCounts()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The visible cell of an item (nil when it is off screen).
    func baseCellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeededForQueries()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The visible cells.
    var baseVisibleCells: [UICollectionViewCell] {
        layoutIfNeededForQueries()
        return indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The index paths of the visible items, in order.
    var baseIndexPathsForVisibleItems: [IndexPath] {
        layoutIfNeededForQueries()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of a visible cell.
    func baseIndexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item under a point in the collection view's coordinates.
    func baseIndexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeededForQueries()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1))?
            .first { $0.frame.contains(point) }?.indexPath
    }

    /// The layout attributes of an item.
    func baseLayoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeededForQueries()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The selected items' index paths, in selection order.
    var baseIndexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

    /// Selects an item from code (the delegate is not told, as in UIKit), scrolling it to
    /// `scrollPosition` unless that is empty.
    func baseSelectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition) {
        guard let indexPath else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths where other != indexPath { cellForItem(at: other)?.isSelected = false }
            selectedIndexPaths = []
        }
        if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
        // As UIKit: a position scrolls the item there; none leaves the scroll position alone.
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code.
    func baseDeselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedIndexPaths.removeAll { $0 == indexPath }
        cellForItem(at: indexPath)?.isSelected = false
    }

    /// Where `scrollToItem(at:at:animated:)` and `selectItem` put an item: one vertical and one
    /// horizontal position may be combined (`[]`: scroll as little as makes it visible).
    public struct ScrollPosition: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a position from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// A tap selected an item: asks and tells the delegate, as UIKit does.
    func userSelectItem(at indexPath: IndexPath) {
        let collectionDelegate = delegate as? UICollectionViewDelegate
        if allowsMultipleSelection && selectedIndexPaths.contains(indexPath) {
            deselectItem(at: indexPath, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        let previous = allowsMultipleSelection ? [] : selectedIndexPaths.filter { $0 != indexPath }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        for old in previous { collectionDelegate?.collectionView(self, didDeselectItemAt: old) }
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func ensureCounts() {
        guard itemCounts.isEmpty, let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        itemCounts = (0..<max(0, sections)).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    private func layoutIfNeededForQueries() {
        if !layoutIsValid || visibleCellsByIndexPath.isEmpty { layoutVisibleCells() }
    }

    /// Makes cells for the items in the visible rectangle and recycles the rest.
    func layoutVisibleCells() {
        ensureCounts()
        if !layoutIsValid {
            collectionViewLayout.prepare()
            contentSize = collectionViewLayout.collectionViewContentSize
            layoutIsValid = true
        }
        let visible = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        let wanted = Set(visible.map(\.indexPath))
        // Recycled in index-path order, never the dictionary's (seeded per process): the pool's
        // order decides which cell, with which animations in flight, each new item gets.
        for indexPath in visibleCellsByIndexPath.keys.sorted() where !wanted.contains(indexPath) {
            recycle(visibleCellsByIndexPath.removeValue(forKey: indexPath)!)
        }
        for attributes in visible {
            let indexPath = attributes.indexPath
            if visibleCellsByIndexPath[indexPath] == nil, let dataSource {
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.isSelected = selectedIndexPaths.contains(indexPath)
                visibleCellsByIndexPath[indexPath] = cell
                (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                if cell.superview !== self { insertSubview(cell, at: 0) }
            }
            visibleCellsByIndexPath[indexPath]?.apply(attributes)
        }
    }

    private func recycle(_ cell: UICollectionViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
