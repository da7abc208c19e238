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
}
