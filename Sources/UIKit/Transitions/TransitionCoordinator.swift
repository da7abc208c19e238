import Foundation

/// The coordinator of a navigation push or pop, a modal presentation or dismissal, or a rotation
/// (a controller's `transitionCoordinator`, and the argument of `viewWillTransition(to:with:)`).
///
/// Blocks given to `animate(alongsideTransition:completion:)` before the transition's animations
/// start (typically in `viewWillAppear`) run inside an animation of the same duration once they
/// do (so a presentation controller's dimming fades with the presented view, and a
/// percent-driven interaction scrubs it too, being in the frozen container); blocks given later
/// run at once in such an animation. Completions run when the transition ends, with
/// `isCancelled` telling whether it was undone.
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let transition: CoordinatedTransition
    let initiallyInteractive: Bool
    /// Whether blocks run outside an animation run under `UIView.performWithoutAnimation` (and a
    /// zero duration counts as not animated), as for presentations and rotations; navigation runs
    /// them bare.
    private let shieldsUnanimatedBlocks: Bool
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var didRunAlongside = false
    private(set) var didEnd = false

    init(transition: CoordinatedTransition, shieldsUnanimatedBlocks: Bool = true) {
        self.transition = transition
        self.shieldsUnanimatedBlocks = shieldsUnanimatedBlocks
        initiallyInteractive = transition.isInteractive
        super.init()
    }

    /// The coordinator of a navigation transition or a tab switch (alongside blocks run bare).
    convenience init(context: ChildTransitionContext) {
        self.init(transition: context, shieldsUnanimatedBlocks: false)
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
            runUnanimated(blocks)
        }
        didEnd = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [Block]) {
        guard !blocks.isEmpty else { return }
        guard transition.isAnimated, !shieldsUnanimatedBlocks || transition.duration > 0 else {
            runUnanimated(blocks)
            return
        }
        TransitionAnimationSeam.animate(duration: transition.duration, interactive: transition.isInteractive) {
            for block in blocks { block(self) }
        }
    }

    private func runUnanimated(_ blocks: [Block]) {
        if shieldsUnanimatedBlocks {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        } else {
            for block in blocks { block(self) }
        }
    }
}

/// The one place where UIKit's transitions use `UIView` animation blocks, so the transitions part
/// and the animation part meet at a single seam.
enum TransitionAnimationSeam {
    /// Runs `changes` inside a `UIView` animation of `duration` (linear when interactive, so the
    /// changes follow the finger, else ease-in-ease-out as UIKit's transitions).
    static func animate(duration: TimeInterval, interactive: Bool, changes: @escaping () -> Void) {
        UIView.animate(withDuration: duration, delay: 0, options: interactive ? [.curveLinear] : [.curveEaseInOut],
                       animations: changes, completion: nil)
    }
}
