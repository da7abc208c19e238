import Foundation

extension UITableView {
    /// Registers the class cells with `identifier` are made of.
    func baseRegister(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass = cellClass as? UITableViewCell.Type else {
            UIKitLog.warn("register(_:forCellReuseIdentifier: \"\(identifier)\"): not a UITableViewCell class; ignored")
            return
        }
        registeredCells[identifier] = cellClass
    }

    /// A recycled or new cell for a row (a plain `.default` cell when nothing is registered).
    func baseDequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        UIKitLog.warn("dequeueReusableCell: no class registered for \"\(identifier)\"; using a plain UITableViewCell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A recycled cell, a new one of the registered class, or nil.
    func baseDequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = rowPool[identifier], let cell = pool.popLast() {
            rowPool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        return registeredCells[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }

    /// Forgets every row and asks the data source again.
    func baseReloadData() {
        // In index-path order: the reuse pool's order decides which cell each row gets next.
        for indexPath in visibleRows.keys.sorted() { recycle(visibleRows[indexPath]!) }
        visibleRows = [:]
        selectedRows = []
        rowsAreValid = false
        setNeedsLayout()
    }

    /// The number of sections.
    var baseNumberOfSections: Int { dataSource?.numberOfSections(in: self) ?? 0 }

    /// The number of rows in a section.
    func baseNumberOfRows(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    /// The visible cell of a row.
    func baseCellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        if !rowsAreValid { layoutVisibleRows() }
        return visibleRows[indexPath]
    }

    /// The visible cells, top to bottom.
    var baseVisibleCells: [UITableViewCell] {
        if !rowsAreValid { layoutVisibleRows() }
        return visibleRows.keys.sorted().compactMap { visibleRows[$0] }
    }

    /// The index paths of the visible rows.
    var baseIndexPathsForVisibleRows: [IndexPath]? {
        if !rowsAreValid { layoutVisibleRows() }
        return visibleRows.keys.sorted()
    }

    /// The row of a visible cell.
    func baseIndexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.value === cell }?.key
    }

    /// The row under a point in the table's coordinates.
    func baseIndexPathForRow(at point: CGPoint) -> IndexPath? {
        if !rowsAreValid { layoutVisibleRows() }
        return rowFrames.first { $0.1.contains(point) }?.0
    }

    /// The frame of a row in the table's content.
    func baseRectForRow(at indexPath: IndexPath) -> CGRect {
        if !rowsAreValid { layoutVisibleRows() }
        return rowFrames.first { $0.0 == indexPath }?.1 ?? .zero
    }

    /// The selected row.
    var baseIndexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows.
    var baseIndexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row from code (the delegate is not told, as in UIKit), scrolling it to
    /// `scrollPosition` unless that is `.none`.
    func baseSelectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        for row in selectedRows { cellForRow(at: row)?.isSelected = false }
        selectedRows = indexPath.map { [$0] } ?? []
        if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
        if let indexPath, scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row from code.
    func baseDeselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        cellForRow(at: indexPath)?.isSelected = false
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow` put a row.
    public enum ScrollPosition: Int, Sendable {
        /// Leave the scroll position.
        case none
        /// Row at the top.
        case top
        /// Row in the middle.
        case middle
        /// Row at the bottom.
        case bottom
    }

    func userSelectRow(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        (delegate as? UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
    }

    /// Computes row frames once per reload, then makes cells for the visible ones.
    func layoutVisibleRows() {
        if !rowsAreValid {
            rowFrames = []
            var y: CGFloat = 0
            // Rows span the content's width: the bounds less the sides of the adjusted inset.
            let adjusted = adjustedContentInset
            let width = max(0, bounds.width - adjusted.left - adjusted.right)
            let tableDelegate = delegate as? UITableViewDelegate
            for section in 0..<numberOfSections {
                for row in 0..<numberOfRows(inSection: section) {
                    let indexPath = IndexPath(row: row, section: section)
                    let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                    rowFrames.append((indexPath, CGRect(x: 0, y: y, width: width, height: height)))
                    y += height
                }
            }
            contentSize = CGSize(width: width, height: y)
            rowsAreValid = true
        }
        let visible = rowFrames.filter { $0.1.intersects(bounds) }
        let wanted = Set(visible.map(\.0))
        // Recycled in index-path order, never the dictionary's (seeded per process): the pool's
        // order decides which cell, with which animations in flight, each new row gets.
        for indexPath in visibleRows.keys.sorted() where !wanted.contains(indexPath) {
            recycle(visibleRows.removeValue(forKey: indexPath)!)
        }
        for (indexPath, frame) in visible {
            if visibleRows[indexPath] == nil, let dataSource {
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                cell.isSelected = selectedRows.contains(indexPath)
                visibleRows[indexPath] = cell
                if cell.superview !== self { insertSubview(cell, at: 0) }
            }
            visibleRows[indexPath]?.frame = frame
        }
    }

    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        cell.isSelected = false
        cell.isHighlighted = false
        guard let identifier = cell.reuseIdentifier else { return }
        rowPool[identifier, default: []].append(cell)
    }
}

extension UITableView {
    /// Asks every visible cell to lay out again (its content view's insets changed).
    func relayoutVisibleCells() {
        // In index-path order, never the dictionary's (seeded per process), so the layout pass
        // meets the cells in the same order on every run.
        for indexPath in visibleRows.keys.sorted() { visibleRows[indexPath]?.setNeedsLayout() }
    }
}
