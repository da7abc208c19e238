import Foundation

/// The phases of the built-in interactive pop, as reported by the edge pan (or by tests through
/// `driveInteractivePop(_:translationX:velocityX:)`).
enum InteractivePopPhase {
    case began, changed, ended, cancelled
}

extension UINavigationController {
    /// The travel past which a slow release finishes the pop (capped at half the width).
    static let popCommitDistance: CGFloat = 187.5

    /// Adds the left-edge pan that pops.
    func installPopGestureRecognizer(on view: UIView) {
        let recognizer = NavigationPopGestureRecognizer(target: self, action: UINavigationController.handleInteractivePopGesture)
        recognizer.navigationController = self
        recognizer.edges = .left
        recognizer.name = "interactivePopGestureRecognizer"
        view.addGestureRecognizer(recognizer)
        popGestureRecognizer = recognizer
        updatePopGestureAvailability()
    }

    /// The pop gesture is enabled while there is a page to go back to (or while it drives a pop:
    /// disabling it then would cancel the user's drag), unless the app turned it off.
    func updatePopGestureAvailability() {
        (popGestureRecognizer as? NavigationPopGestureRecognizer)?.setAvailable(interactivePop != nil || stack.count > 1)
    }

    /// The edge pan's action.
    func handleInteractivePopGesture(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        let velocity = recognizer.velocity(in: view)
        switch recognizer.state {
        case .began:
            driveInteractivePop(.began, translationX: translation.x, velocityX: velocity.x)
            interactivePop?.recognizer = recognizer
        case .changed: driveInteractivePop(.changed, translationX: translation.x, velocityX: velocity.x)
        case .ended: driveInteractivePop(.ended, translationX: translation.x, velocityX: velocity.x)
        case .cancelled, .failed: driveInteractivePop(.cancelled, translationX: translation.x, velocityX: velocity.x)
        default: break
        }
    }

    /// Drives the built-in interactive pop from any pan recognizer (its translation and velocity
    /// in this controller's view), as the built-in edge pan does: the pop begins when the pan
    /// begins, follows it, and on release finishes or cancels by UIKit's own rule (the
    /// projection past min(187.5 pt / width, 0.5)). A delegate's pop animator, if it gives
    /// one, is the animation the pan scrubs; the default slide otherwise.
    ///
    /// Unlike UIKit (where this is private and FDFullscreenPopGesture reaches it through the
    /// runtime, as the action of the built-in gesture's private target), this is a public
    /// method: a full-screen pan adds it as its action (`pan.addTarget(navigationController,
    /// action: UINavigationController.handleNavigationTransition)`). The pan's own delegate
    /// decides when it may begin; the pop does not begin when there is no page to go back to
    /// or a transition runs.
    public func handleNavigationTransition(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        let velocity = recognizer.velocity(in: view)
        switch recognizer.state {
        case .began:
            driveInteractivePop(.began, translationX: translation.x, velocityX: velocity.x, usesDelegateAnimator: true)
            interactivePop?.recognizer = recognizer
        case .changed: driveInteractivePop(.changed, translationX: translation.x, velocityX: velocity.x)
        case .ended: driveInteractivePop(.ended, translationX: translation.x, velocityX: velocity.x)
        case .cancelled, .failed: driveInteractivePop(.cancelled, translationX: translation.x, velocityX: velocity.x)
        default: break
        }
    }

    /// Drives the built-in interactive pop from a horizontal translation and velocity (in the
    /// navigation controller's view, points and points per second). The edge pan calls it; tests
    /// call it directly to check the release rule without synthesizing touches.
    /// `usesDelegateAnimator` (the public hook's pops) lets the delegate's animator be scrubbed.
    func driveInteractivePop(_ phase: InteractivePopPhase, translationX: CGFloat, velocityX: CGFloat,
                             usesDelegateAnimator: Bool = false) {
        switch phase {
        case .began:
            beginInteractivePop(usesDelegateAnimator: usesDelegateAnimator)
            if let driver = interactivePop { driver.interactor.update(driver.progress(forTranslation: translationX)) }
        case .changed:
            guard let driver = interactivePop else { return }
            driver.interactor.update(driver.progress(forTranslation: translationX))
        case .ended:
            guard let driver = interactivePop else { return }
            let progress = driver.progress(forTranslation: translationX)
            driver.interactor.update(progress)
            let decision = InteractivePopReleaseDecision(progress: progress, velocityX: velocityX, width: driver.width,
                                                         duration: driver.interactor.duration)
            driver.interactor.completionSpeed = decision.completionSpeed
            decision.finishes ? driver.interactor.finish() : driver.interactor.cancel()
        case .cancelled:
            guard let driver = interactivePop else { return }
            let progress = driver.interactor.percentComplete
            driver.interactor.completionSpeed = max(progress, 0.001)
            driver.interactor.cancel()
        }
    }

    /// Whether the built-in pop may start now: there is a page to go back to, no transition
    /// runs, and the delegate does not animate this pop itself (then, as on iOS, the edge pan
    /// does not begin, leaving the touches to the app's own recognizers).
    func canBeginInteractivePop() -> Bool {
        guard interactivePop == nil, activeTransition == nil, stack.count > 1, isShowingPages else { return false }
        let from = stack[stack.count - 1], to = stack[stack.count - 2]
        return installedDelegate?.navigationController(self, animationControllerFor: .pop, from: from, to: to) == nil
    }

    /// Starts the pop the edge pan drives (see `canBeginInteractivePop()`), or the one the
    /// public hook drives (any delegate animator allowed).
    private func beginInteractivePop(usesDelegateAnimator: Bool) {
        if usesDelegateAnimator {
            guard interactivePop == nil, activeTransition == nil, stack.count > 1, isShowingPages else { return }
        } else {
            let vetted = (popGestureRecognizer as? NavigationPopGestureRecognizer)?.takeVettedBegin() ?? false
            guard vetted || canBeginInteractivePop() else { return }
        }
        let interactor = UIPercentDrivenInteractiveTransition()
        // Linear, so that the settle keeps the finger's speed (see InteractivePopReleaseDecision).
        interactor.completionCurve = .linear
        let driver = InteractivePopDriver(interactor: interactor, width: max(1, view.bounds.width))
        interactivePop = driver
        transition(to: Array(stack.dropLast()), operation: .pop, animated: true, interactor: interactor,
                   usesDelegateAnimator: usesDelegateAnimator)
    }
}
