import Foundation

/// What a navigation bar shows for one page, as UIKit's `UINavigationItem`: the title (or a
/// title view), the back button the next page shows, and the left and right bar button items.
///
/// Every view controller has one (`navigationItem`); the navigation bar refreshes when it changes.
open class UINavigationItem: NSObject {
    /// The page's title in the bar (the view controller's `title` when set through it).
    open var title: String? {
        get { _title }
        set { _title = newValue; changed() }
    }
    private var _title: String?
    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? {
        get { _titleView }
        set { _titleView = newValue; changed() }
    }
    private var _titleView: UIView?
    /// A line of text above the title (not drawn here; kept for source compatibility).
    open var prompt: String?
    /// The back button the *next* page shows to come back here (its title is used).
    open var backBarButtonItem: UIBarButtonItem? {
        get { _backBarButtonItem }
        set { _backBarButtonItem = newValue; changed() }
    }
    private var _backBarButtonItem: UIBarButtonItem?
    /// The title the next page's back button shows (iOS 11+), before `backBarButtonItem`'s.
    open var backButtonTitle: String? {
        get { _backButtonTitle }
        set { _backButtonTitle = newValue; changed() }
    }
    private var _backButtonTitle: String?
    /// Whether the back button is hidden while this page is on top.
    open var hidesBackButton: Bool {
        get { _hidesBackButton }
        set { _hidesBackButton = newValue; changed() }
    }
    private var _hidesBackButton: Bool = false
    /// Whether the left items are shown next to the back button rather than replacing it.
    open var leftItemsSupplementBackButton: Bool {
        get { _leftItemsSupplementBackButton }
        set { _leftItemsSupplementBackButton = newValue; changed() }
    }
    private var _leftItemsSupplementBackButton: Bool = false
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _leftBarButtonItems }
        set { _leftBarButtonItems = newValue; changed() }
    }
    private var _leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first (as in UIKit).
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _rightBarButtonItems }
        set { _rightBarButtonItems = newValue; changed() }
    }
    private var _rightBarButtonItems: [UIBarButtonItem]?
    /// A view the bar shows behind its content while this item is on top, filling the bar's
    /// background (from the top of the screen, behind the status bar, to the bar's bottom):
    /// the page's own bar tint, or anything drawn there (a progress line, a picture).
    ///
    /// Unlike UIKit, which has no such property: seed 004's category property
    /// (`UINavigationItem (STMTransition)`), a stored property here because Swift on Linux has
    /// no associated objects. Nil (the default) shows the bar's own background alone.
    open var stm_barTintView: UIView? {
        get { _stm_barTintView }
        set { _stm_barTintView = newValue; changed() }
    }
    private var _stm_barTintView: UIView?

    /// The bar currently showing this item, told about changes.
    weak var owningBar: UINavigationBar?

    /// Creates an item with a title.
    public init(title: String) {
        _title = title
        super.init()
    }

    /// Creates an item without a title.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets the left item (the change is not animated here).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item (the change is not animated here).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items (the change is not animated here).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (the change is not animated here).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (the change is not animated here).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title a back button pointing at this item shows: `backButtonTitle`, then
    /// `backBarButtonItem`'s title, then the title, then "Back", as UIKit chooses.
    var titleForBackButton: String {
        if let text = backButtonTitle { return text }
        if let text = backBarButtonItem?.title { return text }
        if let text = title, !text.isEmpty { return text }
        return "Back"
    }

    private func changed() {
        owningBar?.setNeedsItemRefresh()
    }

    // MARK: Appearances (iOS 13): this page's look of the bar, over the bar's own

    /// The bar's look while this page is on top, at standard height (nil: the bar's).
    open var standardAppearance: UINavigationBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = newValue; changed() }
    }
    @NSCopying private var _standardAppearance: UINavigationBarAppearance?
    /// The bar's look while this page is on top, at compact height (nil: the standard one).
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue; changed() }
    }
    @NSCopying private var _compactAppearance: UINavigationBarAppearance?
    /// The bar's look while this page is on top and its scroll view is at its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue; changed() }
    }
    @NSCopying private var _scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look at compact height while this page's scroll view is at its top edge (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue; changed() }
    }
    @NSCopying private var _compactScrollEdgeAppearance: UINavigationBarAppearance?
}
