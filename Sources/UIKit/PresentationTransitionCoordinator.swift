import Foundation

/// What a coordinator reads from the transition it coordinates: a presentation's context or a
/// rotation.
protocol CoordinatedTransition: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var duration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var interactor: UIViewControllerInteractiveTransitioning? { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension PresentationTransitionContext: CoordinatedTransition {}

/// The coordinator of a modal presentation, dismissal or rotation (a controller's
/// `transitionCoordinator`, and the argument of `viewWillTransition(to:with:)`).
///
/// Blocks given to `animate(alongsideTransition:completion:)` before the transition's animations
/// start run inside an animation of the same duration once they do (so a presentation
/// controller's dimming fades with the presented view, and a percent-driven interaction scrubs
/// it too, being in the frozen container); blocks given later run at once in such an animation.
/// Completions run when the transition ends, with `isCancelled` telling whether it was undone.
final class PresentationTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let transition: CoordinatedTransition
    let initiallyInteractive: Bool
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var didRunAlongside = false
    private(set) var didEnd = false

    init(transition: CoordinatedTransition) {
        self.transition = transition
        initiallyInteractive = transition.isInteractive
        super.init()
    }

    var isAnimated: Bool { transition.isAnimated }
    var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { transition.isInteractive }
    var isCancelled: Bool { transition.transitionWasCancelled }
    var transitionDuration: TimeInterval { transition.duration }
    var percentComplete: CGFloat { transition.percentComplete }
    var completionVelocity: CGFloat { transition.interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { transition.interactor?.completionCurve ?? .easeInOut }
    var containerView: UIView { transition.containerView }
    var targetTransform: CGAffineTransform { transition.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { transition.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !didEnd else { return false }
        if let animation {
            if didRunAlongside { run([animation]) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    /// Runs the blocks registered so far inside the transition's animation.
    func runAlongsideAnimations() {
        guard !didRunAlongside else { return }
        didRunAlongside = true
        let blocks = alongside
        alongside = []
        run(blocks)
    }

    func interactionDidChange() {
        for handler in interactionHandlers { handler(self) }
    }

    /// The transition ended: runs any alongside block not run yet (without animation), then the
    /// completions.
    func transitionDidEnd() {
        guard !didEnd else { return }
        if !didRunAlongside {
            didRunAlongside = true
            let blocks = alongside
            alongside = []
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
        didEnd = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [Block]) {
        guard !blocks.isEmpty else { return }
        guard transition.isAnimated, transition.duration > 0 else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
            return
        }
        TransitionAnimationSeam.animate(duration: transition.duration, interactive: transition.isInteractive) {
            for block in blocks { block(self) }
        }
    }
}
