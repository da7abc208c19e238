import Foundation

extension UIWindow {
    /// What the status bar shows now, as a window scene's `statusBarManager` in UIKit.
    ///
    /// Unlike UIKit, each window has one (the scene's `statusBarManager` is the key window's);
    /// nil until the window has been shown with `makeKeyAndVisible()`.
    var baseStatusBarManager: UIStatusBarManager? {
        statusBarStorage.map(UIStatusBarManager.init(view:))
    }

    /// Puts the status bar on the window, above its content, the first time it is shown.
    func installStatusBarIfNeeded() {
        guard statusBarStorage == nil else { return }
        let bar = StatusBarView(frame: .zero)
        bar.hostWindow = self
        // A sublayer but not a subview: the app's view hierarchy cannot reach or remove it.
        layer.addSublayer(bar.layer)
        statusBarStorage = bar
        placeStatusBar()
        updateStatusBarAppearance(animated: false)
    }

    /// Fits the status bar to the window's width and the screen's top inset.
    func placeStatusBar() {
        statusBarStorage?.place(in: bounds.size, on: screen)
    }

    /// The screen's safe-area insets as this window has them: on a phone with a home button a
    /// hidden status bar gives its 20 pt back, as on iOS (a notched phone keeps its inset: the
    /// notch is still there).
    var screenSafeAreaInsets: UIEdgeInsets {
        let screen = UIKitEnvironment.current.screen
        var insets = screen.safeAreaInsets
        if let bar = statusBarStorage, bar.isHiddenByController, StatusBarView.kind(of: screen) == .homeButton {
            insets.top = 0
        }
        return insets
    }

    /// The status bar's inset changed (hidden or shown on a phone with a home button): every
    /// view lays out again with the new safe area, at once inside an animation block so that
    /// the navigation bar moves with the status bar.
    func statusBarInsetDidChange(animated: Bool) {
        func mark(_ view: UIView) {
            view.setNeedsLayout()
            for subview in view.subviews { mark(subview) }
        }
        mark(self)
        if animated { layoutIfNeeded() }
    }

    /// Reads the status bar preferences at the next layout pass, after the transition that
    /// began or ended has set up its controllers (a cancelled pop puts its page back first);
    /// a hiding or showing then animates over `animationDuration` (an animated transition's).
    func setNeedsStatusBarUpdateAfterTransition(animationDuration: TimeInterval = 0) {
        guard let bar = statusBarStorage else { return }
        bar.transitionAnimationDuration = max(bar.transitionAnimationDuration, animationDuration)
        bar.setNeedsLayout()
    }

    /// What the controller in charge asks for now: its style, whether hidden, and how a change
    /// of hiding animates; nil while an interactive transition runs.
    ///
    /// While an interactive transition runs nothing changes, as in UIKit: the bar keeps the
    /// look it had when the finger started, and the transition's end asks again.
    func resolvedStatusBarAppearance() -> (style: UIStatusBarStyle, hidden: Bool, animation: UIStatusBarAnimation)? {
        guard UIKitEnvironment.isBound, !UIKitEnvironment.current.isInteractiveTransitionRunning else { return nil }
        let owner = statusBarOwner
        let styleSource = owner.map { Self.follow($0, \.childForStatusBarStyle) }
        let hiddenSource = owner.map { Self.follow($0, \.childForStatusBarHidden) }
        // As on iOS, the bar shows light content over the black surround of a card, whatever
        // the shrunk page below asks for.
        let style: UIStatusBarStyle = isStatusBarOwnerUnderCard ? .lightContent : styleSource?.preferredStatusBarStyle ?? .default
        return (style, hiddenSource?.prefersStatusBarHidden ?? false,
                hiddenSource?.preferredStatusBarUpdateAnimation ?? .fade)
    }

    /// Reads the preferences of the controller in charge and shows them; `animated` hides or
    /// shows the bar with that controller's `preferredStatusBarUpdateAnimation` and cross-fades
    /// a new style over the enclosing `UIView.animate` block's duration.
    func updateStatusBarAppearance(animated: Bool) {
        guard let bar = statusBarStorage, let wanted = resolvedStatusBarAppearance() else { return }
        let fade = animated ? UIViewAnimationState.current.blocks.last?.timing?.duration ?? 0 : 0
        bar.apply(style: wanted.style, hidden: wanted.hidden, animation: animated ? wanted.animation : .none, styleFade: fade)
    }

    /// Shows the preferences after a transition began or ended: with an animated transition a
    /// new style cross-fades and a hiding or showing fades (or slides) over its `duration`, as
    /// UIKit animates them alongside.
    func updateStatusBarAppearanceAlongTransition(duration: TimeInterval) {
        guard let bar = statusBarStorage, let wanted = resolvedStatusBarAppearance() else { return }
        // An animation block is opened only for a real change: an empty one would still
        // complete on a later frame, and keep an idle device busy for nothing.
        guard duration > 0, wanted.hidden != bar.isHiddenByController, wanted.animation != .none else {
            bar.apply(style: wanted.style, hidden: wanted.hidden, animation: .none, styleFade: duration)
            return
        }
        UIView.animate(withDuration: duration) {
            // The pages are mid-transition: the safe area changes at the next layout, not here.
            bar.apply(style: wanted.style, hidden: wanted.hidden, animation: wanted.animation,
                      relayoutAtOnce: false, styleFade: duration)
        }
    }

    /// The controller whose preferences decide the status bar: the root, or the last presented
    /// controller above it that takes over (a full-screen presentation, or one that sets
    /// `modalPresentationCapturesStatusBarAppearance`); a controller being dismissed gives it back.
    var statusBarOwner: UIViewController? {
        guard let root = rootViewController else { return nil }
        var owner = root, current = root
        while let presented = Self.presented(inTreeOf: current), !presented.presentationLinks.isBeingDismissed {
            let style = presented.presentationLinks.controller?.effectiveStyle ?? presented.modalPresentationStyle
            if presented.modalPresentationCapturesStatusBarAppearance || style == .fullScreen { owner = presented }
            current = presented
        }
        return owner
    }

    /// Whether a card that does not capture the status bar covers the controller in charge of
    /// it, so the bar sits over the card's black surround.
    var isStatusBarOwnerUnderCard: Bool {
        guard let root = rootViewController else { return false }
        var underCard = false, current = root
        while let presented = Self.presented(inTreeOf: current), !presented.presentationLinks.isBeingDismissed {
            let controller = presented.presentationLinks.controller
            let style = controller?.effectiveStyle ?? presented.modalPresentationStyle
            if presented.modalPresentationCapturesStatusBarAppearance || style == .fullScreen {
                underCard = false
            } else if let controller, controller.presentsAsCard, controller.cardShrinksPresenter {
                underCard = true
            }
            current = presented
        }
        return underCard
    }

    /// The controller presented by `controller` or by one of its children, depth first.
    private static func presented(inTreeOf controller: UIViewController) -> UIViewController? {
        if let presented = controller.presentationLinks.presented { return presented }
        for child in controller.children {
            if let presented = presented(inTreeOf: child) { return presented }
        }
        return nil
    }

    /// Follows `link` (a `childForStatusBar...` property) down from `controller` to the
    /// controller that answers; a cycle stops where it would repeat.
    private static func follow(_ controller: UIViewController, _ link: KeyPath<UIViewController, UIViewController?>) -> UIViewController {
        var current = controller
        var seen: [ObjectIdentifier] = [ObjectIdentifier(controller)]
        while let next = current[keyPath: link], !seen.contains(ObjectIdentifier(next)) {
            seen.append(ObjectIdentifier(next))
            current = next
        }
        return current
    }
}

extension UIKitEnvironment {
    /// Whether a transition that a finger (or an interaction controller) drives is running.
    var isInteractiveTransitionRunning: Bool {
        runningTransitionContexts.contains { $0.interactor != nil }
    }
}
