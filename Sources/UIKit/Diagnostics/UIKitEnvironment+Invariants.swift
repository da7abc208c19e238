import Foundation

extension UIKitEnvironment {
    /// Whether any view-controller transition (push, pop, tab switch, presentation, dismissal)
    /// is running in this environment.
    @_spi(TransitionLab) public var isTransitioning: Bool {
        !runningTransitionContexts.isEmpty || !presentations.running.isEmpty
    }

    /// Checks what must hold once every transition has ended; returns what does not (empty when
    /// all is well). Call it inside `run(_:)` when `isTransitioning` is false; while a transition
    /// runs it checks only what holds at any time.
    ///
    /// The rules: each navigation and tab bar controller shows exactly its top (selected) page in
    /// its container, filling it in the current orientation, and its container's layer runs
    /// again as before any interactive transition froze it (speed 1, `timeOffset` 0); no layer
    /// is left frozen (speed 0); appearance callbacks are balanced (no controller is left between
    /// `viewWillAppear` and `viewDidAppear`, or `viewWillDisappear` and `viewDidDisappear`, and a
    /// container's shown page has appeared with it while its other pages have disappeared); the
    /// navigation bar holds only the top item's content; no transition completed twice or had to
    /// be completed by the time-out; no presentation's container or dimming view is left in a
    /// window without its presentation; UIKit's own display links are gone.
    ///
    /// Unlike UIKit, which has no such check, this is TransitionLab's own, for tests and the
    /// monkey (see docs/ARCHITECTURE.md, "Invariants").
    @_spi(TransitionLab) public func checkInvariants() -> [InvariantViolation] {
        var violations: [InvariantViolation] = []
        for (event, rule) in [(NavigationDiagnostics.Event.completedTwice, "completedOnce"), (.neverCompleted, "completedByAnimator")] {
            let count = navigationDiagnostics.events[event] ?? 0
            if count > 0 { violations.append(InvariantViolation(rule: rule, detail: "\(count) transition(s)")) }
        }
        guard !isTransitioning else { return violations }
        for window in windows {
            guard let root = window.rootViewController else { continue }
            checkControllerTree(root, into: &violations)
            checkNotFrozen(window.layer, path: "\(type(of: window))", into: &violations)
        }
        let strayLinks = layerContext.displayLinkLabels.filter { $0 == CADisplayLink.transitionLabel }
        if !strayLinks.isEmpty {
            violations.append(InvariantViolation(rule: "noStrayDisplayLink", detail: "\(strayLinks.count) UIKit display link(s) with no transition running"))
        }
        return violations
    }

    private func checkControllerTree(_ controller: UIViewController, into violations: inout [InvariantViolation]) {
        checkAppearance(of: controller, into: &violations)
        if let navigation = controller as? UINavigationController, navigation.isViewLoaded, let top = navigation.topViewController {
            checkContainer(navigation.transitionView, shows: top, owner: "\(type(of: navigation))", into: &violations)
            checkChildrenAppearance(of: navigation, shown: top, into: &violations)
            let bar = navigation.navigationBar
            // Old content fades for a moment after a change; the checker runs when nothing moves.
            if !bar.fadingContentViews.isEmpty && bar.fadingContentViews.allSatisfy({ ($0.layer.animationKeys() ?? []).isEmpty }) {
                violations.append(InvariantViolation(rule: "barHoldsTopItemOnly",
                                                     detail: "\(bar.fadingContentViews.count) old content view(s) left in the bar"))
            }
        }
        if let tabs = controller as? UITabBarController, tabs.isViewLoaded, let selected = tabs.selectedViewController {
            checkContainer(tabs.pageContainer, shows: selected, owner: "\(type(of: tabs))", into: &violations)
            checkChildrenAppearance(of: tabs, shown: selected, into: &violations)
        }
        for child in controller.children { checkControllerTree(child, into: &violations) }
        if let presented = controller.presentedViewController, presented !== controller, presented.presentingViewController === controller {
            checkControllerTree(presented, into: &violations)
        }
    }

    /// Between transitions a controller has appeared or disappeared, never half-way.
    private func checkAppearance(of controller: UIViewController, into violations: inout [InvariantViolation]) {
        let state = controller.appearanceState
        guard state == .appearing || state == .disappearing else { return }
        violations.append(InvariantViolation(rule: "appearanceBalanced",
                                             detail: "\(type(of: controller)) is left \(state)"))
    }

    /// A container's shown page is in the container's own appearance state (appeared with it,
    /// or disappeared with it) and every other page of it has disappeared.
    private func checkChildrenAppearance(of container: UIViewController, shown: UIViewController,
                                         into violations: inout [InvariantViolation]) {
        let owner = "\(type(of: container))"
        guard container.appearanceState == .appeared || container.appearanceState == .disappeared else { return }
        for child in container.children {
            let expected: AppearanceState = child === shown ? container.appearanceState : .disappeared
            guard child.appearanceState != expected, child.appearanceState == .appeared || child.appearanceState == .disappeared else { continue }
            violations.append(InvariantViolation(rule: "appearanceMatchesContainer",
                                                 detail: "\(owner)'s \(child === shown ? "shown" : "hidden") page \(type(of: child)) "
                                                    + "is \(child.appearanceState), the container \(container.appearanceState)"))
        }
    }

    /// A container between transitions holds its page's view and nothing else of the pages, the
    /// page fills it, and its layer runs as before any interaction froze it.
    private func checkContainer(_ container: UIView, shows page: UIViewController, owner: String,
                                into violations: inout [InvariantViolation]) {
        let layer = container.layer
        if layer.speed != 0, layer.speed != 1 || layer.timeOffset != 0 {
            violations.append(InvariantViolation(rule: "containerRunning",
                                                 detail: "\(owner)'s container has speed \(layer.speed), timeOffset \(layer.timeOffset)"))
        }
        guard let view = page.viewIfLoaded, container.window != nil else { return }
        let shown = container.subviews.filter { !$0.isHidden }
        if view.superview !== container {
            violations.append(InvariantViolation(rule: "topPageShown", detail: "\(owner)'s page \(type(of: page)) is not in its container"))
        } else if shown.count != 1 {
            violations.append(InvariantViolation(rule: "onlyTopPageShown",
                                                 detail: "\(owner)'s container shows \(shown.count) views: \(shown.map { "\(type(of: $0))" })"))
        }
        if view.superview === container, CATransform3DIsIdentity(view.transform3D), view.frame != container.bounds {
            violations.append(InvariantViolation(rule: "pageFillsContainer",
                                                 detail: "\(owner)'s page \(type(of: page)) is \(view.frame), its container \(container.bounds)"))
        }
    }

    private func checkNotFrozen(_ layer: CALayer, path: String, into violations: inout [InvariantViolation]) {
        if layer.speed == 0 {
            violations.append(InvariantViolation(rule: "notFrozen", detail: "\(path) has speed 0 with no transition running"))
            return
        }
        for sublayer in layer.sublayers ?? [] {
            let name = (sublayer.delegate as? UIView).map { "\(type(of: $0))" } ?? "\(type(of: sublayer))"
            checkNotFrozen(sublayer, path: "\(path) > \(name)", into: &violations)
        }
    }
}

extension CADisplayLink {
    /// The label UIKit gives the display links of its transitions (time-outs, settling).
    static let transitionLabel = "UIKit transition"
}
