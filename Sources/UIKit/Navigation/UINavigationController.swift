import Foundation

/// A container that shows a stack of pages one at a time with a bar on top, as UIKit's
/// `UINavigationController`: push and pop (animated with UIKit's parallax slide or the delegate's
/// animator), the interactive pop from the left edge, and appearance callbacks in UIKit's order.
///
/// A push or pop asked for while a transition runs is deferred until it ends (UIKit logs
/// "nested push animation"; here a warning is logged and the request runs afterwards), so the
/// stack is never corrupted. Members apps override are declared in this class body; the
/// machinery lives in `UINavigationController+Stack`, `+Transitions` and `+InteractivePop`.
/// Unlike UIKit, there is no toolbar (`isToolbarHidden` is kept for source compatibility).
open class UINavigationController: UIViewController {
    /// The kind of transition a navigation controller runs.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A page is pushed on top.
        case push
        /// The top page is popped.
        case pop
    }

    /// The bar at the top, managed by the controller.
    public let navigationBar: UINavigationBar
    /// The object asked for animators and told about shown pages.
    ///
    /// Overridable as in UIKit: the controller's machinery asks the delegate stored by this
    /// setter (`installedDelegate`, UIKit's ivar), so a subclass whose getter returns another
    /// object (a delegate proxy that reports the app's real delegate) keeps being asked itself.
    open weak var delegate: UINavigationControllerDelegate? {
        get { installedDelegate }
        set { installedDelegate = newValue }
    }
    /// The delegate the machinery asks: what `UINavigationController`'s own `delegate` setter
    /// stored, whatever a subclass's getter returns.
    weak var installedDelegate: UINavigationControllerDelegate?
    /// The top page the delegate was last told about (`willShow`), so a reappearance with the
    /// same top is not announced again.
    weak var announcedTop: UIViewController?
    /// The page whose `didShow` is due when the first appearance ends.
    weak var pendingDidShow: UIViewController?

    var stack: [UIViewController] = []
    /// The view the pages live in and transitions run in (the animators' container view).
    let transitionView = NavigationTransitionView()
    var navigationBarHiddenStorage = false
    /// The transition in progress, if any.
    var activeTransition: NavigationTransition?
    /// Requests made during a transition, run one by one after it.
    var deferredOperations: [() -> Void] = []
    /// The built-in interactive pop in progress, if any.
    var interactivePop: InteractivePopDriver?
    var popGestureRecognizer: UIGestureRecognizer?
    /// The tap and swipe that hide and show the bars, made when first asked for.
    var barHidingStorage: NavigationBarHidingRecognizers?

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nil, bundle: nil)
        navigationBar.navigationController = self
        transitionView.navigationController = self
        setStackWithoutTransition([rootViewController])
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        navigationBar = UINavigationBar(frame: .zero)
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.navigationController = self
        transitionView.navigationController = self
    }

    /// Creates an empty navigation controller whose bars would be of the given classes.
    ///
    /// Unlike UIKit, the classes are not used: the bar is a `UINavigationBar` (a subclass cannot
    /// be made from a class object here) and there is no toolbar.
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a navigation controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Creates the view: the page container under the navigation bar, and the edge pan that pops.
    open override func loadView() {
        view = makeContainerView()
    }

    // MARK: The stack

    /// The pages, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; animates as a push or pop when the top page changes and `animated`.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Pushes a page on top and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top page and returns it (nil at the root, or when deferred behind a transition).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        performPop(animated: animated)
    }

    /// Pops every page above the root; returns the popped pages.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops the pages above `viewController`; returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        performPop(to: viewController, animated: animated)
    }

    /// The page on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The page the user sees: the top page (there is no modal presentation yet).
    open var visibleViewController: UIViewController? {
        // As in UIKit: a controller presented modally over the top page is the visible one.
        var visible = stack.last
        while let presented = visible?.presentedViewController, !presented.isBeingDismissed { visible = presented }
        return visible ?? presentedViewController
    }

    // MARK: The bars

    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHiddenStorage }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar, sliding it up or down when animated; called during a
    /// push or pop (from `viewWillAppear`, as pages that hide the bar do), the bar instead moves
    /// sideways with the page that has it, as on iOS, and a cancelled pop puts it back.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        performSetNavigationBarHidden(hidden, animated: animated)
    }

    /// Whether the toolbar is hidden (always: there is no toolbar here).
    open var isToolbarHidden: Bool = true

    /// The left-edge pan that pops the top page interactively (a `UIScreenEdgePanGestureRecognizer`);
    /// enabled while there is a page to pop back to. An app that sets `isEnabled = false` (to
    /// bring its own pop gesture, as FDFullscreenPopGesture does) keeps it off, as in UIKit.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestureRecognizer
    }

    // MARK: Appearance forwarding

    /// Tells the delegate about the root page's first appearance (`willShow`, then `didShow`
    /// once the navigation controller has appeared), as UIKit does; later pages are announced
    /// by their transitions.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard activeTransition == nil, let top = stack.last, announcedTop !== top else { return }
        announcedTop = top
        pendingDidShow = top
        installedDelegate?.navigationController(self, willShow: top, animated: animated)
    }

    /// Finishes announcing the first appearance begun in `viewWillAppear`.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let top = pendingDidShow else { return }
        pendingDidShow = nil
        installedDelegate?.navigationController(self, didShow: top, animated: animated)
    }

    override func childrenForAppearanceForwarding() -> [UIViewController] {
        // During a transition the pages' callbacks are driven by the transition itself.
        guard activeTransition == nil, let top = stack.last else { return [] }
        return [top]
    }

    override func prepareChildrenForAppearance(_ isAppearing: Bool) {
        if isAppearing && activeTransition == nil { installTopViewIfNeeded() }
    }

    /// The top page while the bar is hidden (its style then decides), else nil: with the bar
    /// shown, the bar decides, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? {
        navigationBarHiddenStorage ? stack.last : nil
    }

    /// The top page's style while the bar is hidden, else the bar's: light content over a
    /// `.black` bar, dark content over a `.default` one, as in UIKit (the pages' own
    /// `preferredStatusBarStyle` is not asked while the bar shows).
    open override var preferredStatusBarStyle: UIStatusBarStyle {
        if let child = childForStatusBarStyle { return child.preferredStatusBarStyle }
        return navigationBar.barStyle == .default ? .default : .lightContent
    }

    /// Keeps the bar below the status bar when the screen turns (the inset changes with it),
    /// 32 pt tall on a phone in landscape and 44 pt otherwise, as UIKit's bar.
    override func layoutBarsForScreen() {
        guard isViewLoaded else { return }
        let top = view.window.map { max(0, $0.screenSafeAreaInsets.top) } ?? Self.barTop(for: UIScreen.main)
        let height = UINavigationBar.height(for: UIScreen.main.traitCollection)
        guard navigationBar.frame.minY != top || navigationBar.frame.height != height else { return }
        navigationBar.frame = CGRect(x: navigationBar.frame.minX, y: top, width: navigationBar.frame.width, height: height)
    }

    /// The top page: it decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { stack.last }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UINavigationController+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// Shows or hides the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { baseSetToolbarHidden(hidden, animated: animated) }

    /// Pushes `vc`, as UIKit's navigation controller shows a page (animated, whatever `sender`).
    open override func show(_ vc: UIViewController, sender: Any?) { pushViewController(vc, animated: true) }

    // MARK: Hiding the bars (see UINavigationController+BarHiding.swift)

    /// Whether a tap on the page hides the navigation bar, or shows it again (false); turning it
    /// on enables `barHideOnTapGestureRecognizer`, as in UIKit.
    open var hidesBarsOnTap: Bool {
        get { barHidingStorage?.tap.isEnabled ?? false }
        set { barHiding.tap.isEnabled = newValue }
    }
    /// Whether swiping the page up hides the navigation bar and swiping down shows it (false);
    /// turning it on enables `barHideOnSwipeGestureRecognizer`, as in UIKit.
    open var hidesBarsOnSwipe: Bool {
        get { barHidingStorage?.swipe.isEnabled ?? false }
        set { barHiding.swipe.isEnabled = newValue }
    }
    /// The tap behind `hidesBarsOnTap`, on the controller's view (disabled until that is set).
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHiding.tap }
    /// The pan behind `hidesBarsOnSwipe`, on the controller's view (disabled until that is set);
    /// it recognizes together with the page's own gestures (a scroll view's pan), as in UIKit.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHiding.swipe }
    /// Whether the bars hide when the keyboard appears (false).
    ///
    /// Unlike UIKit, kept only: there is no keyboard here.
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact size class, a phone on its side (false).
    ///
    /// Unlike UIKit, kept only: the bar stays shown in landscape.
    open var hidesBarsWhenVerticallyCompact = false
}
