import Foundation

/// What a transition coordinator tells its blocks about the transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The modal presentation style (`.none` for navigation).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (iOS 10; false here).
    var isInterruptible: Bool { get }
    /// Whether the user is driving the transition now.
    var isInteractive: Bool { get }
    /// Whether the interaction was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: TimeInterval { get }
    /// How far the interaction went, 0...1.
    var percentComplete: CGFloat { get }
    /// The interactor's completion speed.
    var completionVelocity: CGFloat { get }
    /// The interactor's completion curve.
    var completionCurve: UIView.AnimationCurve { get }
    /// One of the two view controllers.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view of the transition.
    var containerView: UIView { get }
    /// The rotation of the transition (identity).
    var targetTransform: CGAffineTransform { get }
}

/// Runs code alongside a view controller transition, as UIKit's
/// `UIViewControllerTransitionCoordinator` (a controller's `transitionCoordinator`).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (same duration and curve) and
    /// `completion` once the transition ends; returns false when the transition already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`, for views outside the container.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` when the interaction ends (finish or cancel), or pauses.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Deprecated form of `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a navigation transition: it reads the transition context and runs the
/// blocks registered by the pages (typically in `viewWillAppear`).
final class NavigationTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let context: NavigationTransitionContext
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private var didRunAlongside = false
    private var didEnd = false
    let initiallyInteractive: Bool

    init(context: NavigationTransitionContext) {
        self.context = context
        initiallyInteractive = context.isInteractive
        super.init()
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { context.duration }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { context.interactor?.completionCurve ?? .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { context.targetTransform }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

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
            for block in alongside { block(self) }
            alongside = []
        }
        didEnd = true
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    private func run(_ blocks: [Block]) {
        guard !blocks.isEmpty else { return }
        guard context.isAnimated else {
            for block in blocks { block(self) }
            return
        }
        TransitionAnimationSeam.animate(duration: context.duration, interactive: context.isInteractive) {
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
