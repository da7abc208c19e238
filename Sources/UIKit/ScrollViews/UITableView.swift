import Foundation

/// A scrolling list of recycled rows, as UIKit's `UITableView` (plain style, no headers).
///
/// It is built on the collection view machinery: each row is an item of a one-column layout.
/// Unlike UIKit, `delegate` keeps `UIScrollView`'s type; assign a `UITableViewDelegate`.
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Grouped sections (drawn like plain here).
        case grouped
        /// Inset grouped sections (drawn like plain here).
        case insetGrouped
    }

    /// The table's look.
    public let style: Style
    /// Supplies the rows.
    open var dataSource: UITableViewDataSource? {
        get { _dataSource }
        set { _dataSource = newValue; reloadData() }
    }
    private weak var _dataSource: UITableViewDataSource?
    /// The height of rows the delegate does not size.
    open var rowHeight: CGFloat {
        get { _rowHeight }
        set { _rowHeight = newValue; reloadData() }
    }
    private var _rowHeight: CGFloat = 44
    /// The color of the lines between rows.
    open var separatorColor: UIColor? = .separator
    /// Whether a tap selects a row.
    open var allowsSelection = true
    /// Whether the content views of the cells are inset at the sides by the safe area (true,
    /// as UIKit): on a phone on its side the rows' backgrounds reach under the sensor housing
    /// while their content stays clear of it.
    open var insetsContentViewsToSafeArea = true {
        didSet { relayoutVisibleCells() }
    }
    /// Whether the cells' margins follow the readable content width (false, as UIKit since
    /// iOS 12): on a wide table the text keeps to a centred column about 672 pt wide.
    open var cellLayoutMarginsFollowReadableWidth = false {
        didSet { relayoutVisibleCells() }
    }

    var registeredCells: [String: UITableViewCell.Type] = [:]
    var rowPool: [String: [UITableViewCell]] = [:]
    var visibleRows: [IndexPath: UITableViewCell] = [:]
    var rowFrames: [(IndexPath, CGRect)] = []
    var selectedRows: [IndexPath] = []
    var rowsAreValid = false
    var touchedRow: IndexPath?

    /// Creates a table view.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = .white
        alwaysBounceVertical = true
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Lays the rows out again when the width changes (a rotation): rows span the table, as
    /// in UIKit; a scroll keeps them.
    override func boundsWillChange(to newBounds: CGRect) {
        guard newBounds.width != bounds.width else { return }
        rowsAreValid = false
        setNeedsLayout()
    }

    /// Not supported (no archives here).
    public required init?(coder: NSCoder) { return nil }

    /// Follows the safe area (see `UIScrollView`), then lays the cells out again, whose
    /// content views keep inside it.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        relayoutVisibleCells()
    }

    /// The adjusted content inset changed: the rows' width may have changed with it.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        rowsAreValid = false
        setNeedsLayout()
    }

    /// Places the visible rows for the current scroll position.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleRows()
    }

    /// Highlights the touched row.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard allowsSelection, let touch = touches.first else { return }
        touchedRow = indexPathForRow(at: touch.location(in: self))
        if let row = touchedRow { cellForRow(at: row)?.isHighlighted = true }
    }

    /// Keeps the highlight while the finger stays.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Selects the row when the finger lifts on it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedRow = nil }
        guard let row = touchedRow else { return }
        cellForRow(at: row)?.isHighlighted = false
        guard let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == row else { return }
        userSelectRow(at: row)
    }

    /// Drops the highlight (a scroll took the touch over).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let row = touchedRow { cellForRow(at: row)?.isHighlighted = false }
        touchedRow = nil
    }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UITableView+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// Registers the class cells with `identifier` are made of.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { baseRegister(cellClass, forCellReuseIdentifier: identifier) }
    /// A recycled or new cell for a row (a plain `.default` cell when nothing is registered).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { baseDequeueReusableCell(withIdentifier: identifier, for: indexPath) }
    /// A recycled or new cell for a row (a plain `.default` cell when nothing is registered).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { baseDequeueReusableCell(withIdentifier: identifier) }
    /// Forgets every row and asks the data source again.
    open func reloadData() { baseReloadData() }
    /// The number of sections.
    open var numberOfSections: Int { baseNumberOfSections }
    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int { baseNumberOfRows(inSection: section) }
    /// The visible cell of a row.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { baseCellForRow(at: indexPath) }
    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] { baseVisibleCells }
    /// The index paths of the visible rows.
    open var indexPathsForVisibleRows: [IndexPath]? { baseIndexPathsForVisibleRows }
    /// The row of a visible cell.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { baseIndexPath(for: cell) }
    /// The row under a point in the table's coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { baseIndexPathForRow(at: point) }
    /// The frame of a row in the table's content.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { baseRectForRow(at: indexPath) }
    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { baseIndexPathForSelectedRow }
    /// The selected rows.
    open var indexPathsForSelectedRows: [IndexPath]? { baseIndexPathsForSelectedRows }
    /// Selects a row from code (the delegate is not told, as in UIKit), scrolling it to `scrollPosition` unless that is `.none`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) { baseSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition) }
    /// Deselects a row from code.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { baseDeselectRow(at: indexPath, animated: animated) }
    /// Scrolls so that the row at `indexPath` sits at `scrollPosition`, over 0.3 s on the simulated clock when `animated` (as `setContentOffset(_:animated:)`), never past the content's ends.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) { baseScrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    /// Scrolls so that the selected row sits at `scrollPosition` (nothing when none is selected).
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) { baseScrollToNearestSelectedRow(at: scrollPosition, animated: animated) }
}
