import Foundation

/// A container that shows one page at a time and turns to the next or previous one, as UIKit's
/// `UIPageViewController`: by sliding (`.scroll`) or by curling the page away (`.pageCurl`),
/// from code (`setViewControllers(_:direction:animated:completion:)`) or with the finger, asking
/// its `dataSource` for the neighbouring pages.
///
/// The pages are children (`addChild`, `didMove(toParent:)`), and hear appearance callbacks as
/// on iOS: during a swipe the incoming page gets `viewWillAppear` when the finger starts moving
/// it and `viewDidAppear` when the turn completes; a cancelled swipe reverses them. Turns run on
/// the simulated clock. Unlike UIKit, one page is shown at a time (a `.mid` spine and
/// `isDoubleSided` are kept but drawn as a single page), `.pageCurl` turns with a drag only (no
/// tap on the margins), and a swipe keeps the direction it started in.
open class UIPageViewController: UIViewController {
    /// How pages turn.
    public enum TransitionStyle: Int, Sendable {
        /// The page curls away like paper.
        case pageCurl
        /// The pages slide side by side.
        case scroll
    }

    /// The axis pages turn along.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal
        /// Up and down.
        case vertical
    }

    /// Where the spine of a curled page is.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none
        /// The left edge (or top, vertically): the page curls from the right (or bottom).
        case min
        /// The middle, for two pages side by side (drawn here as `.min`).
        case mid
        /// The right edge (or bottom): the page curls from the left (or top).
        case max
    }

    /// Which way a turn goes.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward
        /// To the previous page.
        case reverse
    }

    /// The keys of the options given at creation.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (as the enum or its raw value) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The gap between pages of the scroll style, in points (a `CGFloat`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// How pages turn.
    public let transitionStyle: TransitionStyle
    /// The axis pages turn along.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine is: `.min` by default for the page-curl style, `.none` for scrolling.
    open private(set) var spineLocation: SpineLocation
    /// Whether pages have content on their backs (kept; the back is the page mirrored here).
    open var isDoubleSided = false
    /// Supplies the pages around the current one; without one, the finger turns no pages.
    open weak var dataSource: UIPageViewControllerDataSource?
    /// Hears about turns made with the finger.
    open weak var delegate: UIPageViewControllerDelegate?

    /// The gap between pages of the scroll style.
    let interPageSpacing: CGFloat
    /// The pages shown.
    var pages: [UIViewController] = []
    /// The turn in progress, by the finger or by code.
    var activeTurn: PageTurn?
    /// The page a `.pageCurl` turn rolls, made on first use.
    lazy var curlView = PageCurlView(frame: .zero)
    /// The recognizer that turns pages with the finger.
    let pagePanRecognizer = UIPanGestureRecognizer()
    /// Whether the current pan turns nothing (it began while a turn was animating).
    var swipeIsIgnored = false
    /// The direction the data source had no page for during the current pan (asked once).
    var swipeRefusedDirection: NavigationDirection?

    /// Creates a page view controller that turns pages in `style` along `navigationOrientation`.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = Self.spine(from: options?[.spineLocation], style: style)
        interPageSpacing = Self.number(options?[.interPageSpacing]) ?? 0
        super.init(nibName: nil, bundle: nil)
        pagePanRecognizer.addTarget(self, action: UIPageViewController.handlePagePan)
    }

    /// Creates a horizontal page-curl controller, as UIKit does (nibs are not supported).
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: nil)
    }

    /// Creates a controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) { return nil }

    /// The pages shown (one here), nil before any is set.
    open var viewControllers: [UIViewController]? { pages.isEmpty ? nil : pages }

    /// The recognizers that turn pages, for apps that coordinate their own with them.
    open var gestureRecognizers: [UIGestureRecognizer] { [pagePanRecognizer] }

    /// Makes the view: a clipping container for the pages, with the page-turning recognizer.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.clipsToBounds = true
        root.addGestureRecognizer(pagePanRecognizer)
        view = root
        installCurrentPageView()
    }

    /// Turns to `viewControllers` (the first is shown), sliding or curling in `direction` when
    /// `animated` and the controller is on screen; `completion` is told whether the animation
    /// finished. A turn already running ends at once first (its completion hears false, as
    /// Apple documents for a skipped animation; a held swipe is cancelled).
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performSetViewControllers(viewControllers ?? [], direction: direction, animated: animated, completion: completion)
    }

    override func childrenForAppearanceForwarding() -> [UIViewController] { pages }

    override func prepareChildrenForAppearance(_ isAppearing: Bool) {
        if isAppearing { installCurrentPageView() }
    }

    private static func spine(from option: Any?, style: TransitionStyle) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        if let location = option as? SpineLocation { return location }
        if let raw = option as? Int, let location = SpineLocation(rawValue: raw) { return location }
        // Apple documents the option as the enum's raw value wrapped in an NSNumber.
        if let number = option as? NSNumber, let location = SpineLocation(rawValue: number.intValue) { return location }
        return .min
    }

    private static func number(_ option: Any?) -> CGFloat? {
        switch option {
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as NSNumber: return CGFloat(value.doubleValue)
        default: return nil
        }
    }
}
