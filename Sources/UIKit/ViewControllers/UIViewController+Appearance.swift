import Foundation

/// Where a view controller's view is in its appearance life cycle (UIKit's private appear
/// state): the four states the begin/end appearance calls move between.
enum AppearanceState: Equatable {
    case disappeared, appearing, appeared, disappearing
}

extension UIViewController {
    // MARK: Loading

    /// Makes `newView` the root view and the controller its owner (for the responder chain and
    /// the layout callbacks).
    func installView(_ newView: UIView?) {
        if let old = viewStorage, old !== newView, old.owningViewController === self {
            old.owningViewController = nil
        }
        viewStorage = newView
        newView?.owningViewController = self
    }

    /// Runs `loadView()` then `viewDidLoad()`, as UIKit's view getter does the first time.
    func loadViewAndNotify() {
        loadView()
        if viewStorage == nil {
            // UIKit would crash later with a nil view; a plain view keeps the app usable.
            UIKitLog.warn("\(type(of: self)).loadView() did not assign a view; using a plain view")
            installView(UIView(frame: UIScreen.main.bounds))
        }
        viewDidLoad()
    }

    // MARK: Appearance state machine

    /// Whether the view is on screen or appearing (between will-appear and did-disappear).
    var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

    /// Moves towards appearing or disappearing and calls the matching "will" callback, then
    /// forwards to the children. An impossible move (appearing twice) logs UIKit's
    /// "unbalanced calls" warning and changes nothing.
    func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            loadViewIfNeeded()
            appearanceState = .appearing
            appearanceFlags.appearanceAnimated = animated
            appearanceFlags.didCallViewIsAppearing = false
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing
            appearanceFlags.appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            UIKitLog.warn("Unbalanced calls to begin/end appearance transitions for \(type(of: self)) "
                + "(already \(appearanceState), asked to \(isAppearing ? "appear" : "disappear"))")
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        prepareChildrenForAppearance(isAppearing)
        for child in childrenForAppearanceForwarding() {
            child.performBeginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Finishes the appearance change: `viewIsAppearing` (if not called yet) and `viewDidAppear`,
    /// or `viewDidDisappear`; then forwards to the children.
    func performEndAppearanceTransition() {
        let forwarded = shouldAutomaticallyForwardAppearanceMethods ? childrenForAppearanceForwarding() : []
        switch appearanceState {
        case .appearing:
            callViewIsAppearingIfNeeded()
            appearanceState = .appeared
            viewDidAppear(appearanceFlags.appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceFlags.appearanceAnimated)
        default:
            UIKitLog.warn("Unbalanced calls to begin/end appearance transitions for \(type(of: self)) "
                + "(endAppearanceTransition() while \(appearanceState))")
            return
        }
        for child in forwarded { child.performEndAppearanceTransition() }
    }

    /// Calls `viewIsAppearing(_:)` once per appearance, when the view is in the hierarchy (a
    /// container calls it after adding the view; otherwise it runs just before `viewDidAppear`).
    func callViewIsAppearingIfNeeded() {
        guard appearanceState == .appearing, !appearanceFlags.didCallViewIsAppearing else { return }
        appearanceFlags.didCallViewIsAppearing = true
        viewIsAppearing(appearanceFlags.appearanceAnimated)
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenForAppearanceForwarding() { child.callViewIsAppearingIfNeeded() }
    }

    /// Begins appearing or disappearing unless already doing so or done; used by `UIWindow`
    /// when it installs its root view controller, so repeated installs stay balanced.
    func beginAppearanceTransitionIfNeeded(_ isAppearing: Bool) {
        if isAppearing && isAppearingOrAppeared { return }
        if !isAppearing && !isAppearingOrAppeared { return }
        beginAppearanceTransition(isAppearing, animated: false)
    }

    /// Ends an appearance change begun by `beginAppearanceTransitionIfNeeded(_:)`, if one is open.
    func endAppearanceTransitionIfNeeded() {
        guard appearanceState == .appearing || appearanceState == .disappearing else { return }
        endAppearanceTransition()
    }
}
