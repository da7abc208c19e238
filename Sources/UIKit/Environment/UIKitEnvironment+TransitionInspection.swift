import Foundation

extension UIKitEnvironment {
    /// The interactive transition running in this environment's windows, if any: its percent
    /// complete and, for the navigation controller's own interactive pop, the pan's velocity and
    /// what the release rule would decide if the finger lifted now.
    ///
    /// Unlike UIKit, which has no such query, this is TransitionLab's read-only inspection for
    /// the simulator's gesture overlay. Read it inside `run(_:)`; it changes no state.
    @_spi(TransitionLab) public var interactiveTransitionSnapshot: InteractiveTransitionSnapshot? {
        // A presentation or dismissal is in front of whatever its presenter shows.
        for transition in presentations.running.reversed() {
            if let context = transition.context,
               let snapshot = driven(context, kind: transition.isPresentation ? .presentation : .dismissal) {
                return snapshot
            }
        }
        for window in windows.reversed() {
            guard let root = window.rootViewController else { continue }
            if let snapshot = snapshot(inTreeOf: root, now: layerContext.eventTime) { return snapshot }
        }
        return nil
    }

    /// The first interactive transition found in `controller`'s tree: presented controllers
    /// first (they are in front), then the controller itself, then its children.
    private func snapshot(inTreeOf controller: UIViewController, now: CFTimeInterval) -> InteractiveTransitionSnapshot? {
        if let presented = controller.presentedViewController, presented !== controller,
           let snapshot = snapshot(inTreeOf: presented, now: now) {
            return snapshot
        }
        if let snapshot = ownSnapshot(of: controller, now: now) { return snapshot }
        for child in controller.children {
            if let snapshot = snapshot(inTreeOf: child, now: now) { return snapshot }
        }
        return nil
    }

    private func ownSnapshot(of controller: UIViewController, now: CFTimeInterval) -> InteractiveTransitionSnapshot? {
        if let navigation = controller as? UINavigationController {
            if let driver = navigation.interactivePop { return Self.popSnapshot(driver, in: navigation, now: now) }
            if let context = navigation.activeTransition?.context { return driven(context, kind: .navigation) }
        }
        if let tabs = controller as? UITabBarController, let context = tabs.activeTabTransition?.context {
            return driven(context, kind: .tabSwitch)
        }
        return nil
    }

    /// The built-in pop: the interactor's percent, and the release rule fed with the velocity
    /// the pan would report if the finger lifted now.
    private static func popSnapshot(_ driver: InteractivePopDriver, in navigation: UINavigationController,
                                    now: CFTimeInterval) -> InteractiveTransitionSnapshot {
        let percent = driver.interactor.percentComplete
        let isInteractive = driver.interactor.settleLink == nil
        let velocity = driver.recognizer.map { releaseVelocity(of: $0, in: navigation.view, now: now) }
        let decision = InteractivePopReleaseDecision(progress: percent, velocityX: velocity?.x ?? 0, width: driver.width,
                                                     duration: driver.interactor.duration)
        return InteractiveTransitionSnapshot(kind: .interactivePop, percentComplete: percent, isInteractive: isInteractive,
                                             velocity: velocity, releaseFinishes: isInteractive ? decision.finishes : nil)
    }

    /// Any other transition an interaction controller drives: its percent, and the velocity of
    /// the pan the finger is moving while the transition is interactive (the app's own recognizer
    /// drives it, so UIKit only knows which pan is under way, not which one the app listens to).
    private func driven(_ context: OneToOneTransitionContext, kind: InteractiveTransitionSnapshot.Kind) -> InteractiveTransitionSnapshot? {
        guard let interactor = context.interactor, !context.hasCompleted else { return nil }
        let percent = (interactor as? UIPercentDrivenInteractiveTransition)?.percentComplete ?? context.percentComplete
        let pan = context.isInteractive ? drivingPan : nil
        let velocity = pan.map { Self.releaseVelocity(of: $0, in: context.containerView, now: layerContext.eventTime) }
        return InteractiveTransitionSnapshot(kind: kind, percentComplete: percent, isInteractive: context.isInteractive,
                                             velocity: velocity, releaseFinishes: nil)
    }

    /// The first pan (edge pans included) that has recognized and still follows a finger, in the
    /// order the arena engaged them: the one an app's interaction controller is fed from.
    private var drivingPan: UIPanGestureRecognizer? {
        gestureArena.engaged.lazy.compactMap { $0 as? UIPanGestureRecognizer }
            .first { $0.state == .began || $0.state == .changed }
    }

    /// The velocity `pan` would report if the finger lifted now: a lift adds a sample where the
    /// finger rests, so a finger held still for more than the pan's window has none.
    private static func releaseVelocity(of pan: UIPanGestureRecognizer, in view: UIView?, now: CFTimeInterval) -> CGPoint {
        let saved = pan.samples
        defer { pan.samples = saved }
        if let newest = saved.last, now > newest.time, pan.liftSampleCounts(at: now) { pan.samples.append((now, pan.lastCentroidInWindow)) }
        return pan.velocity(in: view)
    }
}
