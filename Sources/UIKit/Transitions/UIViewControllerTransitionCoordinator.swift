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

/// What a coordinator reads from the transition it coordinates: a navigation or presentation
/// context, or a rotation.
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

extension ChildTransitionContext: CoordinatedTransition {}
extension PresentationTransitionContext: CoordinatedTransition {}
