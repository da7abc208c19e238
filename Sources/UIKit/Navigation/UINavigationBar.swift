import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: it shows the top
/// item's title, a back button titled after the item below, and the bar button items.
///
/// Its look comes from the top item's appearances, then the bar's, then the legacy properties
/// (`barTintColor`, `barStyle`, background and shadow images), as in UIKit. When it belongs to a
/// navigation controller, the controller manages its items, the back button pops, and pushes
/// and pops move the bar from one page's look and titles to the other's with the transition's
/// progress (see `NavigationBarTransitionView`). Unlike UIKit, the bar has no large titles,
/// appearance proxies or `UINavigationBarDelegate`; a bar of its own cross-fades its content
/// when its items change with animation.
open class UINavigationBar: UIView {
    /// The bar's standard height, without the status bar above it.
    public static let standardHeight: CGFloat = 44
    /// The bar's height on a phone in landscape (compact height), as in UIKit.
    public static let compactHeight: CGFloat = 32

    /// The bar's height for `traits`: compact on a phone whose height is compact, else standard.
    static func height(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .phone && traits.verticalSizeClass == .compact ? compactHeight : standardHeight
    }

    /// The items, bottom first; the last is on top.
    open private(set) var items: [UINavigationItem]?
    /// The bar's background color (a translucent white when nil, as UIKit's default bar).
    open var barTintColor: UIColor? {
        get { _barTintColor }
        set { _barTintColor = newValue; appearanceDidChange() }
    }
    private var _barTintColor: UIColor?
    /// Whether the background is translucent (content scrolls behind it).
    open var isTranslucent: Bool {
        get { _isTranslucent }
        set { _isTranslucent = newValue; appearanceDidChange() }
    }
    private var _isTranslucent: Bool = true
    /// The legacy style: `.black` gives a dark bar with a white title.
    open var barStyle: UIBarStyle {
        get { _barStyle }
        set { _barStyle = newValue; appearanceDidChange() }
    }
    private var _barStyle: UIBarStyle = .default
    /// The legacy line under the bar, instead of the hairline.
    open var shadowImage: UIImage? {
        get { _shadowImage }
        set { _shadowImage = newValue; appearanceDidChange() }
    }
    private var _shadowImage: UIImage?
    /// The legacy title attributes (`.foregroundColor` and `.font` are drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { _titleTextAttributes }
        set { _titleTextAttributes = newValue; appearanceDidChange() }
    }
    private var _titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The look at standard height (iOS 13); once set, it replaces the legacy properties' look.
    open var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance }
        set { _standardAppearance = newValue; hasStandardAppearance = true; appearanceDidChange() }
    }
    @NSCopying private var _standardAppearance: UINavigationBarAppearance
    /// The look at compact height (a phone in landscape); nil: the standard one.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue; appearanceDidChange() }
    }
    @NSCopying private var _compactAppearance: UINavigationBarAppearance?
    /// The look when the page's scroll view is at its top edge; nil: the standard one.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue; appearanceDidChange() }
    }
    @NSCopying private var _scrollEdgeAppearance: UINavigationBarAppearance?
    /// The look at compact height when the page's scroll view is at its top edge (iOS 15).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue; appearanceDidChange() }
    }
    @NSCopying private var _compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// Whether the bar would show large titles (accepted, not drawn: there are no large titles).
    open var prefersLargeTitles = false

    /// The navigation controller that owns the bar (its back button pops it).
    weak var navigationController: UINavigationController?
    /// The background, which reaches up behind the status bar.
    let backgroundView = NavigationBarBackgroundView()
    /// Whether `standardAppearance` was set (else the legacy properties decide the look).
    var hasStandardAppearance = false
    /// The legacy background images, by bar metrics.
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The push or pop in progress, drawn over the bar's own background and content.
    var barTransitionView: NavigationBarTransitionView?
    /// The title, back button and bar button items of the top item.
    var contentView = UIView()
    /// Earlier contents still fading out; the next change removes them at once.
    var fadingContentViews: [UIView] = []
    var needsItemRefresh = false
    /// The size and safe area the content was last built for (see `currentContentLayout`).
    var contentLayout: [CGFloat] = []

    /// Creates a bar.
    public override init(frame: CGRect) {
        _standardAppearance = UINavigationBarAppearance()
        super.init(frame: frame)
        backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backgroundView)
        addSubview(contentView)
        updateBackground()
        layoutBackground()
    }

    /// Creates a bar from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The top item.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one (the back button's target).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Pushes an item on top; when owned by a navigation controller, the controller's stack
    /// decides the items and this call is ignored with a warning, as UIKit raises.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil else {
            UIKitLog.warn("UINavigationBar.pushItem(_:animated:) on a bar managed by a navigation controller; ignored")
            return
        }
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item and returns it (see `pushItem(_:animated:)` for managed bars).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil else {
            UIKitLog.warn("UINavigationBar.popItem(animated:) on a bar managed by a navigation controller; ignored")
            return nil
        }
        guard var current = items, let top = current.popLast() else { return nil }
        setItems(current, animated: animated)
        return top
    }

    /// Replaces the items; when animated, the new content cross-fades over the old.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.owningBar === self { item.owningBar = nil }
        self.items = items
        for item in items ?? [] {
            item.owningBar = self
            for button in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) { button.owningBar = self }
        }
        rebuildContent(animated: animated)
    }

    /// Lays out the background (which extends above the bar, behind the status bar) and content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBackground()
        contentView.frame = bounds
        barTransitionView?.frame = backgroundView.frame
        // A rotation may switch between the standard and compact appearances, and changes the
        // width the title is centred in and the safe area the controls keep inside.
        if needsItemRefresh || look(for: topItem) != backgroundView.look || contentLayout != currentContentLayout {
            rebuildContent(animated: false)
        }
    }

    /// Schedules a rebuild of the content after an item changed.
    func setNeedsItemRefresh() {
        needsItemRefresh = true
        setNeedsLayout()
    }

    /// The size and safe area the content was last built for.
    var currentContentLayout: [CGFloat] {
        let safe = window != nil ? safeAreaInsets : .zero
        return [bounds.width, bounds.height, safe.left, safe.right]
    }

    /// How far the background reaches above the bar: the status bar's height.
    var statusBarHeight: CGFloat { frame.minY }

    private func layoutBackground() {
        backgroundView.frame = CGRect(x: 0, y: -statusBarHeight, width: bounds.width,
                                      height: bounds.height + statusBarHeight)
    }

    /// Shows the top item's look (the legacy properties' or an appearance changed).
    func updateBackground() {
        backgroundView.apply(look(for: topItem))
    }

    /// The background changes at once (as before appearances existed); the title's style with the
    /// next layout.
    private func appearanceDidChange() {
        updateBackground()
        setNeedsItemRefresh()
    }

    /// Finds no view while a push or pop runs (the bar shows its transition view then): as on
    /// iOS, a second tap on the back button during the pop is ignored.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard barTransitionView == nil else { return nil }
        return super.hitTest(point, with: event)
    }

    /// Replaces the content with the top item's, cross-fading when animated.
    func rebuildContent(animated: Bool) {
        needsItemRefresh = false
        contentLayout = currentContentLayout
        installTopItemTintView()
        let old = contentView
        let new = NavigationBarContent.make(for: self, size: bounds.size)
        updateBackground()
        contentView = new
        // During a push or pop the transition view shows the content.
        new.isHidden = barTransitionView != nil
        insertSubview(new, aboveSubview: old)
        // Drawn now, not in the next display pass: a transition's completion (which ends the bar's
        // transition and rebuilds it) runs after this frame's display pass, and its labels would
        // otherwise show empty for that one frame.
        new.layoutIfNeeded()
        new.layer.displayIfNeeded()
        // Content still fading out from an earlier change is replaced by this one; a fade whose
        // animations never run (the content hidden under a push's transition view) would
        // otherwise leave it in the bar for good.
        for view in fadingContentViews { view.removeFromSuperview() }
        fadingContentViews = []
        guard animated, old.superview != nil, !old.isHidden else {
            old.removeFromSuperview()
            return
        }
        fadingContentViews.append(old)
        let completion = AnimationStopCounter { [weak self, weak old] in
            old?.removeFromSuperview()
            self?.fadingContentViews.removeAll { $0 === old }
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let fadeIn = CABasicAnimation(keyPath: "opacity")
        fadeIn.fromValue = 0.0
        fadeIn.toValue = 1.0
        fadeIn.duration = DefaultNavigationAnimator.standardDuration
        completion.track(fadeIn)
        new.layer.add(fadeIn, forKey: "navigationBarFade")
        let fadeOut = CABasicAnimation(keyPath: "opacity")
        fadeOut.fromValue = 1.0
        fadeOut.toValue = 0.0
        fadeOut.duration = DefaultNavigationAnimator.standardDuration
        completion.track(fadeOut)
        old.alpha = 0
        old.layer.add(fadeOut, forKey: "navigationBarFade")
        CATransaction.commit()
    }
}
