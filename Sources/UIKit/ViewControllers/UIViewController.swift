import Foundation

/// A screen of content with its life cycle, as UIKit's `UIViewController`: it loads its view
/// lazily, hears appearance and layout callbacks in UIKit's order, and nests in container view
/// controllers (navigation and tab bar controllers, or custom ones with `addChild(_:)`).
///
/// Every member that apps override is declared in this class body (Swift on Linux cannot override
/// members declared in extensions); the machinery lives in `UIViewController+Concern.swift`.
/// Unlike UIKit, there are no nibs or storyboards. Modal presentation (`present`, `dismiss`) is
/// declared in the "Presentation" section below and runs in `UIViewController+Presentation*.swift`.
open class UIViewController: UIResponder {
    var viewStorage: UIView?
    /// The key-value observations of the controller (KeyValueObserving/), nil until the first.
    package final var keyValueObservers: KeyValueObserverList?
    /// `automaticallyAdjustsScrollViewInsets` (UIViewController+DeprecatedLayout.swift).
    var adjustsScrollViewInsetsStorage = true
    /// The title and the bar items made from it (UIViewController+Navigation.swift).
    var titleAndItems = ViewControllerTitleState()
    weak var parentStorage: UIViewController?
    var childStorage: [UIViewController] = []
    /// Where the view is in its appearance life cycle (see `+Appearance`).
    var appearanceState = AppearanceState.disappeared
    /// The flags of the appearance change under way (ViewControllerAppearanceFlags.swift).
    var appearanceFlags = ViewControllerAppearanceFlags()
    /// The coordinator of the transition this controller takes part in, set by the container.
    var transitionCoordinatorStorage: UIViewControllerTransitionCoordinator?
    var nibStorage: (name: String?, bundle: Bundle?)
    /// Editing mode, toolbar items and the other state of `UIViewController+Editing.swift`.
    var editingAndBarsState = ViewControllerEditingState()

    // MARK: Creating

    /// Creates a view controller; nibs are not supported, so both arguments are only kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibStorage = (nibNameOrNil, nibBundleOrNil)
        super.init()
    }

    /// Creates a view controller with no nib.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Creates a view controller from an archive: not supported (there are no storyboards).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The nib name given at creation (unused: there are no nibs).
    open var nibName: String? { nibStorage.name }
    /// The bundle given at creation (unused: there are no nibs).
    open var nibBundle: Bundle? { nibStorage.bundle }

    // MARK: The view

    /// The root view, loaded on first access by `loadView()` and then `viewDidLoad()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set { installView(newValue) }
    }

    /// The root view if it has been loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Whether the root view has been loaded.
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Loads the root view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadViewAndNotify()
    }

    /// Creates the root view: a plain view the size of the screen. Override to make your own
    /// and assign it to `view` (without calling super).
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    // MARK: Appearance callbacks (called in UIKit's order; see +Appearance)

    /// The view is about to be added to the view hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view is in the hierarchy and laid out, just before it is shown (iOS 13+).
    open func viewIsAppearing(_ animated: Bool) {}
    /// The view is on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to leave the view hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view left the view hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// The view's safe-area insets changed (a bar appeared, the device turned, or
    /// `additionalSafeAreaInsets` changed); called before the view lays out.
    open func viewSafeAreaInsetsDidChange() {}
    /// The view's layout margins changed (they were set, or the safe area they are measured
    /// from moved); called after the view's `layoutMarginsDidChange()`.
    open func viewLayoutMarginsDidChange() {}
    /// Updates the view's constraints during the update pass; the default asks the view
    /// (`updateConstraints()`). Call super last, as UIKit asks.
    open func updateViewConstraints() {
        viewStorage?.updateConstraints()
    }
    /// Insets added to the safe area of the view beyond those of its container, for content
    /// of the controller's own that covers the edges (a toolbar of its own, for example).
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { additionalSafeAreaInsetsStorage } set { baseSetAdditionalSafeAreaInsets(newValue) }
    }
    /// `additionalSafeAreaInsets` as set (UIViewController+SafeArea.swift).
    var additionalSafeAreaInsetsStorage: UIEdgeInsets = .zero
    /// The system is low on memory (never sent here).
    open func didReceiveMemoryWarning() {}
    /// The view's size is about to change (rotation); the coordinator animates alongside.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childStorage { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Starts an appearance change by hand (for containers that forward appearance themselves):
    /// calls `viewWillAppear` or `viewWillDisappear`. Must be balanced by `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        performBeginAppearanceTransition(isAppearing, animated: animated)
    }

    /// Ends the appearance change begun by `beginAppearanceTransition(_:animated:)`: calls
    /// `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        performEndAppearanceTransition()
    }

    /// Whether appearance callbacks are forwarded to the children automatically (true).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children that hear this controller's appearance changes when it forwards them: the
    /// children whose views are inside this controller's view. Containers narrow it (a
    /// navigation controller forwards only to its top page).
    func childrenForAppearanceForwarding() -> [UIViewController] {
        guard let root = viewStorage else { return [] }
        return childStorage.filter { $0.viewStorage?.isDescendant(of: root) ?? false }
    }

    /// A hook for containers to put the child views in place before the children hear an
    /// appearance change (a navigation controller installs its top page's view here).
    func prepareChildrenForAppearance(_ isAppearing: Bool) {}

    /// Places a container's own bars for the screen's safe-area insets, before its view lays
    /// out (UIKit's containers do it in their views' layout; nothing for other controllers).
    /// Internal, so an app's `viewDidLayoutSubviews` override cannot skip it.
    func layoutBarsForScreen() {}

    // MARK: Containment (see +Containment)

    /// Adds a child view controller; calls `willMove(toParent:)` on it. The caller adds the
    /// child's view and then calls `didMove(toParent:)`.
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Removes this controller from its parent; calls `didMove(toParent: nil)`. The caller
    /// calls `willMove(toParent: nil)` first and removes the view.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) {}

    /// The child view controllers, in the order they were added.
    open var children: [UIViewController] { childStorage }

    /// The container this controller is a child of.
    open var parent: UIViewController? { parentStorage }

    /// Whether the controller is being added to a container right now (during the
    /// appearance callbacks of a push, for example).
    open var isMovingToParent: Bool { appearanceFlags.movingToParentFlag }

    /// Whether the controller is being removed from a container right now (during a pop).
    open var isMovingFromParent: Bool { appearanceFlags.movingFromParentFlag }


    // MARK: Navigation and titles (see +Navigation)

    /// The title shown by a navigation bar (and a tab bar item); setting it also sets the
    /// navigation item's title, as UIKit does.
    open var title: String? { get { titleAndItems.title } set { baseSetTitle(newValue) } }

    /// The item that represents this controller in a navigation bar, created on first use.
    open var navigationItem: UINavigationItem { baseNavigationItem }

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest tab bar controller among the ancestors.
    open var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    /// The item that represents this controller in a tab bar, created on first use with the title.
    open var tabBarItem: UITabBarItem! { get { baseTabBarItem } set { titleAndItems.tabBarItem = newValue } }

    /// Whether a navigation controller hides the bottom bar (a tab bar) while this page is on top.
    open var hidesBottomBarWhenPushed = false

    /// The coordinator of the transition in progress that involves this controller (or one
    /// of its ancestors), nil when none.
    open var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        transitionCoordinatorStorage ?? parentStorage?.transitionCoordinator
    }

    /// Shows `vc` in the way the nearest container chooses: pushed by a navigation controller,
    /// else presented modally.
    open func show(_ vc: UIViewController, sender: Any?) { baseShow(vc, sender: sender) }

    // MARK: Status bar and presentation styles

    // The status bar reads these from the controller in charge (see UIWindow+StatusBar.swift).

    /// The status bar style this page wants (`.default`: dark content).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The child whose status bar style is used instead of this controller's (none).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// Whether this page wants the status bar hidden (false).
    open var prefersStatusBarHidden: Bool { false }
    /// The child whose `prefersStatusBarHidden` is used instead of this controller's (none).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar hides and shows when this controller's preference changes inside an
    /// animation block (`.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Whether this controller, presented in a style other than full screen, decides the status
    /// bar's appearance instead of its presenter (false).
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Asks UIKit to read the status bar preferences again, now; called inside a
    /// `UIView.animate` block, the bar hides or shows with the block's timing and
    /// `preferredStatusBarUpdateAnimation`.
    open func setNeedsStatusBarAppearanceUpdate() { baseSetNeedsStatusBarAppearanceUpdate() }

    // MARK: Presentation
    // Everything apps override for modal presentation, rotation and traits; the machinery lives
    // in UIViewController+Presentation*.swift, UIViewController+Rotation.swift and
    // UIPresentationController*.swift.

    /// The presentation links and flags of this controller (see `PresentationLinks`).
    var presentationLinks = PresentationLinks()

    /// How the controller is presented modally; `.automatic` (the default) means a page sheet,
    /// as on iOS 13 and later (a card in compact width, which the user can swipe down).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The transition used when presented modally without a custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical

    /// Presents `viewControllerToPresent` modally, in its `modalPresentationStyle`, animated by
    /// its transitioning delegate's animator or its `modalTransitionStyle`; `completion` runs
    /// once it is on screen.
    ///
    /// As UIKit, a controller presents one controller at a time: presenting while something is
    /// already presented is refused with a warning. Unlike UIKit, a request made while a
    /// navigation or presentation transition runs is deferred (with a warning) until it ends.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented, or, if it presents nothing, this controller
    /// itself (or the presented ancestor it belongs to); `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    /// The controller that presented this one, or that presented its nearest presented ancestor.
    open var presentingViewController: UIViewController? { resolvedPresentingViewController }

    /// The controller presented by this one, or by the ancestor whose presentation covers it.
    open var presentedViewController: UIViewController? { resolvedPresentedViewController }

    /// The object managing this controller's presentation, created on first use for the
    /// current `modalPresentationStyle` (so a delegate can be set before presenting).
    open var presentationController: UIPresentationController? { currentOrNewPresentationController() }

    /// The popover presentation controller when `modalPresentationStyle` is `.popover`, else nil.
    open var popoverPresentationController: UIPopoverPresentationController? {
        currentOrNewPresentationController() as? UIPopoverPresentationController
    }

    /// Whether this controller's view is covered by `.currentContext` presentations made by it
    /// or its descendants.
    open var definesPresentationContext = false

    /// Whether this controller, when it defines the presentation context, also supplies the
    /// transition style (its `modalTransitionStyle`) of the presentations it covers.
    open var providesPresentationContextTransitionStyle = false

    /// The object that supplies animators, interactors and a presentation controller when this
    /// controller is presented or dismissed.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?

    /// Whether the user may not dismiss the controller interactively (iOS 13): a card then
    /// resists a swipe down and its delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
    open var isModalInPresentation = false

    /// The size the controller prefers for its content (form sheets and popovers use it).
    open var preferredContentSize: CGSize = .zero {
        willSet { observedValueWillChange("preferredContentSize") } didSet { observedValueDidChange("preferredContentSize") }
    }

    /// Whether the controller is being presented right now (during its appearance callbacks).
    open var isBeingPresented: Bool { presentationLinks.isBeingPresented }

    /// Whether the controller is being dismissed right now (during its disappearance callbacks).
    open var isBeingDismissed: Bool { presentationLinks.isBeingDismissed }

    /// The traits of the controller's environment: size classes from the screen's size.
    open var traitCollection: UITraitCollection { UITraitCollection.current(for: UIKitEnvironment.current.screen) }

    /// The traits changed (the screen turned and a size class changed).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits are about to change; the coordinator animates alongside.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The size a child container gets inside this one: the parent's size by default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// A child changed its `preferredContentSize` (nothing to do by default; containers
    /// override it to resize the child).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// A child's Auto Layout fitting size changed (never called here; nothing by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The orientations this controller supports (all but upside down on phones, all on tablets).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        UITraitCollection.current(for: UIKitEnvironment.current.screen).userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// Whether the controller's content turns with the device (true).
    open var shouldAutorotate: Bool { true }

    // MARK: Segues
    // Unlike UIKit, segues are registered in code (UIViewController+Segues.swift): there are no
    // storyboards.

    /// The segues registered with `registerSegue(withIdentifier:kind:destination:)`.
    var segueRegistrations: [String: UIStoryboardSegue.Registration] = [:]

    /// Runs the segue registered under `identifier`: makes its destination and the segue, calls
    /// `prepare(for:sender:)`, then the segue's `perform()`.
    ///
    /// As in UIKit, `shouldPerformSegue(withIdentifier:sender:)` is not asked (a segue
    /// triggered by a control is: see `connectSegue(withIdentifier:to:for:)`). Unlike UIKit,
    /// which raises an exception, an identifier with no registered segue logs a warning
    /// ("Receiver (...) has no segue with identifier '...'") and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        runRegisteredSegue(withIdentifier: identifier, sender: sender)
    }

    /// Whether the segue under `identifier`, triggered by `sender`, should run (true); override
    /// to refuse it. Asked for triggered segues only, not by `performSegue`, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        true
    }

    /// Called just before `segue` performs, with its destination made but not yet shown (its
    /// view not loaded), to pass it data; does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// The orientation a full-screen presentation of this controller starts in (portrait).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }

    /// Whether the home indicator may hide (false; the simulated phones draw none).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The screen edges whose system gestures yield to the app's first (none).
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }

    /// The child that decides about the home indicator (nil: this controller).
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// The child that decides about the deferred screen edges (nil: this controller).
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }

    // MARK: Responder chain

    /// The next responder: the superview of the view, else the parent.
    open override var next: UIResponder? {
        viewStorage?.superview ?? parentStorage
    }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UIViewController+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// Swaps two child controllers' views with an animation, as UIKit's `transition(from:to:duration:options:animations:completion:)`.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { baseTransition(from: fromViewController, to: toViewController, duration: duration, options: options, animations: animations, completion: completion) }
    /// Shows `vc` as the detail of a split view.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { baseShowDetailViewController(vc, sender: sender) }
    /// The appearance forced on the controller's view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { baseOverrideUserInterfaceStyle } set { baseOverrideUserInterfaceStyle = newValue } }
    /// The guide from the top of the view to the bottom of the bars above it (status and navigation bars), as UIKit's deprecated `topLayoutGuide`.
    open var topLayoutGuide: UILayoutSupport { baseTopLayoutGuide }
    /// The guide from the top of the bars below the view (tab bar, toolbar, home indicator) to its bottom, as UIKit's deprecated `bottomLayoutGuide`.
    open var bottomLayoutGuide: UILayoutSupport { baseBottomLayoutGuide }
    /// Whether the controller's scroll views are inset for its bars (true), as UIKit's deprecated flag.
    open var automaticallyAdjustsScrollViewInsets: Bool { get { baseAutomaticallyAdjustsScrollViewInsets } set { baseAutomaticallyAdjustsScrollViewInsets = newValue } }
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again (nothing to do here).
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() { baseSetNeedsUpdateOfHomeIndicatorAutoHidden() }
    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again (nothing to do here).
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() { baseSetNeedsUpdateOfScreenEdgesDeferringSystemGestures() }
    /// Asks the system to read `supportedInterfaceOrientations` again (iOS 16).
    open func setNeedsUpdateOfSupportedInterfaceOrientations() { baseSetNeedsUpdateOfSupportedInterfaceOrientations() }

    // MARK: Editing, toolbar items, extended layout (see UIViewController+Editing.swift)

    /// Whether the controller is in editing mode; setting it calls `setEditing(_:animated:)`
    /// without animation, as UIKit does.
    open var isEditing: Bool {
        get { editingAndBarsState.isEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// Turns editing mode on or off; `editButtonItem` then reads "Done" (editing) or "Edit".
    open func setEditing(_ editing: Bool, animated: Bool) { baseSetEditing(editing, animated: animated) }
    /// A bar button item that toggles editing mode: "Edit", or "Done" in the done style while
    /// editing, made once per controller as in UIKit.
    open var editButtonItem: UIBarButtonItem { baseEditButtonItem }
    /// The items a navigation controller's toolbar shows for this page.
    ///
    /// Unlike UIKit, they are kept only: there is no toolbar here to show them.
    open var toolbarItems: [UIBarButtonItem]? {
        get { editingAndBarsState.toolbarItems }
        set { editingAndBarsState.toolbarItems = newValue }
    }
    /// Sets `toolbarItems`; kept only, as `toolbarItems` says.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) { self.toolbarItems = toolbarItems }
    /// The edges along which the view extends under the bars (`.all`, UIKit's default).
    ///
    /// Unlike UIKit, kept only: pages always extend under the bars, as with the default.
    open var edgesForExtendedLayout: UIRectEdge {
        get { editingAndBarsState.edgesForExtendedLayout }
        set { editingAndBarsState.edgesForExtendedLayout = newValue }
    }
    /// Whether the view extends under opaque bars too (false, UIKit's default).
    ///
    /// Unlike UIKit, kept only: pages extend under every bar, opaque or not.
    open var extendedLayoutIncludesOpaqueBars: Bool {
        get { editingAndBarsState.extendedLayoutIncludesOpaqueBars }
        set { editingAndBarsState.extendedLayoutIncludesOpaqueBars = newValue }
    }
    /// The style the controller would like (`.unspecified`, UIKit's default).
    ///
    /// Unlike UIKit, not asked: the screen's style is set by the app (`overrideUserInterfaceStyle`).
    open var preferredUserInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    /// Whether the keyboard stays up when a text field resigns: true for a form sheet, as UIKit's default.
    ///
    /// Unlike UIKit, not asked: there is no keyboard here.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (true).
    ///
    /// Unlike UIKit, kept only: the root view's margins are UIKit's defaults either way.
    open var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { editingAndBarsState.viewRespectsSystemMinimumLayoutMargins }
        set { editingAndBarsState.viewRespectsSystemMinimumLayoutMargins = newValue }
    }
    /// Sets the traits `child` is given in place of this controller's.
    ///
    /// Unlike UIKit, kept only (`overrideTraitCollection(forChild:)` returns them): a child's
    /// `traitCollection` stays the screen's.
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        baseSetOverrideTraitCollection(collection, forChild: childViewController)
    }
    /// The traits set for `child` with `setOverrideTraitCollection(_:forChild:)`, or nil.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        baseOverrideTraitCollection(forChild: childViewController)
    }
    /// Sets the scroll view whose scrolling the bars on `edge` follow (`scrollEdgeAppearance`).
    ///
    /// Unlike UIKit, kept only (`contentScrollView(for:)` returns it): the bars do not follow it.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        baseSetContentScrollView(scrollView, for: edge)
    }
    /// The scroll view set for `edge` with `setContentScrollView(_:for:)`, or nil.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { baseContentScrollView(for: edge) }
}
