import Foundation

/// A view controller whose view is a table, as UIKit's `UITableViewController`: it makes the
/// table in `loadView()`, is its data source and delegate, and clears the selection when it
/// appears again.
///
/// Every data source, table delegate and scroll view delegate method is declared here, as the
/// iOS SDK shows them, so a subclass overrides them with `override func`, as on iOS (Swift on
/// Linux cannot override a protocol extension's default, so the class carries its own).
/// Unlike UIKit, there is no refresh control and no editing mode.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table the controller creates.
    let tableStyle: UITableView.Style

    /// Whether `viewWillAppear(_:)` deselects the selected rows (true), alongside the
    /// transition that shows the controller again (and reselects them if it is cancelled).
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table has `style`.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table (nibs are not supported; both arguments are kept).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// The table: the controller's view (loading it if needed).
    open var tableView: UITableView! {
        get {
            if let table = view as? UITableView { return table }
            UIKitLog.warn("\(type(of: self)).tableView: the view is not a UITableView")
            return nil
        }
        set { view = newValue }
    }

    /// Makes a table of the controller's style, filling the screen, with this controller as its
    /// data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Deselects the selected rows when `clearsSelectionOnViewWillAppear` is set: alongside the
    /// transition in progress (a pop, say), else at once.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
              let selected = table.indexPathsForSelectedRows else { return }
        guard let coordinator = transitionCoordinator else {
            for row in selected { table.deselectRow(at: row, animated: animated) }
            return
        }
        let ran = coordinator.animate(alongsideTransition: { _ in
            for row in selected { table.deselectRow(at: row, animated: true) }
        }, completion: { context in
            // As UIKit: an interactive pop that is cancelled leaves the row selected.
            guard context.isCancelled else { return }
            for row in selected { table.selectRow(at: row, animated: false, scrollPosition: .none) }
        })
        if !ran { for row in selected { table.deselectRow(at: row, animated: animated) } }
    }

    // MARK: UITableViewDataSource

    /// One section; override to have more.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// No rows; override to supply them.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// A plain cell; override to supply the row's cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // MARK: UITableViewDelegate

    /// The table's `rowHeight`; override to size rows.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }

    /// Does nothing; override to hear selections.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Does nothing; override to hear deselections.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to hear scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear a drag begin.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to change where a released drag stops.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing; override to hear a drag end.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to hear deceleration begin.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear deceleration end.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to hear an animated scroll end.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Allows scrolling to the top; override to refuse.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing; override to hear a scroll to the top.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
