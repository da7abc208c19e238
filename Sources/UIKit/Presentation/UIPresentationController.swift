import Foundation

/// The object that manages a presented view controller on screen, as UIKit's
/// `UIPresentationController`: it owns the container view, chooses the presented view's frame,
/// adds its own chrome (dimming) and hears the presentation's whole life cycle.
///
/// Subclass it for `.custom` presentations and return it from the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)`. UIKit's built-in styles use it
/// too: their behaviour (frames, dimming, presenter removal) lives in
/// `UIPresentationController+BuiltIn.swift` and applies only to the instances UIKit creates, so
/// a subclass gets UIKit's plain defaults (the presented view fills the container, the
/// presenter's view stays). Every overridable member is declared in this class body (Swift on
/// Linux cannot override members declared in extensions).
open class UIPresentationController: NSObject {
    /// The controller being presented.
    let presentedStorage: UIViewController
    /// The controller presenting (set at creation, or when UIKit resolves it at present time).
    var presentingStorage: UIViewController?
    /// The view the presentation happens in, while it is on screen.
    var containerStorage: PresentationContainerView?
    /// The style UIKit created this controller for (nil for app-made controllers).
    var builtInStyle: UIModalPresentationStyle?
    /// The style the presentation adapted to (nil when not adapted).
    var adaptedStyle: UIModalPresentationStyle?
    /// The dimming view of built-in sheets and popovers.
    var dimmingView: UIView?
    /// Whether a transition (presentation or dismissal) is running, so layout leaves the
    /// presented view to the animator.
    var isTransitioning = false
    /// Where the presenter's view was before it was taken out (see `shouldRemovePresentersView`).
    var savedPresenterPlace: PresenterViewPlace?
    /// Whether the presentation took the presenter's view out (`shouldRemovePresentersView`,
    /// read once when presenting, so the dismissal puts it back even if the answer changed).
    var removedPresenterView = false
    /// The page shrunk behind a card (see `UIPresentationController+Card.swift`).
    weak var cardPresenter: UIView?
    /// How the page behind a card looked before it shrank.
    var cardSavedPresenterLook: CardLayerLook?
    /// How the card's own corners were before they were rounded.
    var cardSavedPresentedLook: CardLayerLook?
    /// The black surround below a card's shrunk presenter.
    var cardBackdrop: UIView?
    /// The swipe down that dismisses a card, while the card is on screen.
    var sheetDismissal: SheetDismissalDriver?
    /// The interactor of a card's swipe-down dismissal, while it runs.
    var sheetDismissInteractor: UIPercentDrivenInteractiveTransition?

    /// The object asked how to adapt to compact width, and told about dismissals the user
    /// starts (a card swiped down).
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Traits that replace the presented controller's own (kept only).
    open var overrideTraitCollection: UITraitCollection?

    /// Creates a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (which UIKit may replace by the controller it resolves).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedStorage = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    // MARK: The participants

    /// The controller being presented.
    open var presentedViewController: UIViewController { presentedStorage }

    /// The controller the presentation starts from: the window's root, the controller that
    /// defines the current context, or the last presented controller.
    open var presentingViewController: UIViewController {
        presentingStorage ?? presentedStorage.presentationLinks.presenting ?? presentedStorage
    }

    /// The presentation style this controller implements.
    open var presentationStyle: UIModalPresentationStyle { builtInStyle ?? .custom }

    /// The view in which the presentation happens; nil before it starts and after dismissal.
    open var containerView: UIView? { containerStorage }

    /// The view that is animated and shown: the presented controller's view by default.
    open var presentedView: UIView? { presentedStorage.view }

    /// Where the presented view sits in the container when the presentation is done.
    open var frameOfPresentedViewInContainerView: CGRect { builtInFrameOfPresentedView() }

    /// Whether the presentation covers the whole window (true) rather than a context's view.
    open var shouldPresentInFullscreen: Bool { builtInShouldPresentInFullscreen }

    /// Whether the presenter's view is taken out of the hierarchy once the presentation is done
    /// (and put back when dismissing). False by default: the presenter stays visible below.
    open var shouldRemovePresentersView: Bool { builtInShouldRemovePresentersView }

    // MARK: Adaptation

    /// The style to use in compact width: the delegate's answer, else `.none`.
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact))
    }

    /// The style to use for `traitCollection`: the delegate's answer, else `.none`.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        delegateAdaptiveStyle(for: traitCollection) ?? .none
    }

    // MARK: The life cycle

    /// The presentation is about to start: add chrome to `containerView` and animate it with
    /// `presentingViewController.transitionCoordinator`.
    open func presentationTransitionWillBegin() { builtInPresentationWillBegin() }

    /// Called with each change of a property this controller observes by name
    /// (`addObserver(_:forKeyPath:options:context:)`): override it, as on iOS. Does nothing here.
    ///
    /// Unlike iOS, where `NSObject` declares it (Foundation's `NSObject` on Linux has none).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                          context: UnsafeMutableRawPointer?) {}

    /// The presentation ended; `completed` is false when it was cancelled (UIKit then removes
    /// the container and everything in it).
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// The dismissal is about to start.
    open func dismissalTransitionWillBegin() { builtInDismissalWillBegin() }

    /// The dismissal ended; `completed` is false when it was cancelled (the presentation stays).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// The container view is about to lay out its subviews (after a size change).
    open func containerViewWillLayoutSubviews() {}

    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container

    /// The container is about to change size (rotation): forwards to the presented controller
    /// with the size `size(forChildContentContainer:withParentContainerSize:)` gives.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        let childSize = self.size(forChildContentContainer: presentedStorage, withParentContainerSize: size)
        presentedStorage.viewWillTransition(to: childSize, with: coordinator)
    }

    /// The traits are about to change.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The presented controller's size for a container of `parentSize`: the parent's size.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The presented controller changed its `preferredContentSize`.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The presented controller's Auto Layout fitting size changed (never called here).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size the presentation prefers for its content (the presented controller's).
    open var preferredContentSize: CGSize { presentedStorage.preferredContentSize }

    /// The traits of the presentation: the screen's, unless overridden.
    open var traitCollection: UITraitCollection {
        let screen = UITraitCollection.current(for: UIKitEnvironment.current.screen)
        guard let overrideTraitCollection else { return screen }
        return UITraitCollection(traitsFrom: [screen, overrideTraitCollection])
    }

    /// The traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIPresentationController: UITraitEnvironment, UIContentContainer {}

/// Where a presenter's view was before a presentation moved it: its superview, its index among
/// the siblings and its frame, so it goes back exactly (filling its superview again if it did,
/// in case the screen turned meanwhile).
struct PresenterViewPlace {
    weak var superview: UIView?
    let index: Int
    let frame: CGRect
    let filledSuperview: Bool

    init?(_ view: UIView) {
        guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view }) else { return nil }
        self.superview = superview
        self.index = index
        frame = view.frame
        filledSuperview = view.frame == superview.bounds
    }

    /// Puts `view` back where it was, when it is not there already.
    func restore(_ view: UIView) {
        guard let superview, view.superview !== superview else { return }
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        view.frame = filledSuperview ? superview.bounds : frame
    }
}

extension UIPresentationController: KeyValueStringObserver {}
