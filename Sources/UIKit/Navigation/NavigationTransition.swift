import Foundation

/// One push, pop or stack change in progress: what changes, and what to restore if it is
/// cancelled.
final class NavigationTransition {
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    let oldStack: [UIViewController]
    let newStack: [UIViewController]
    let added: [UIViewController]
    let removed: [UIViewController]
    let animated: Bool
    var context: ChildTransitionContext?
    var coordinator: TransitionCoordinator?
    /// Whether the bar was hidden on screen before the transition (put back on cancel); an app
    /// may hide it directly (`navigationBar.isHidden`), without `setNavigationBarHidden`.
    var barWasHidden = false
    /// `isNavigationBarHidden` before the pages' appearance callbacks (put back on cancel).
    var hiddenSettingBefore = false
    /// Whether the bar is hidden once the transition completes.
    var barHiddenAfter = false
    /// The two pages' views as they were, put back on cancel.
    var savedViews: [SavedViewState] = []

    init(operation: UINavigationController.Operation, from: UIViewController, to: UIViewController,
         oldStack: [UIViewController], newStack: [UIViewController], animated: Bool) {
        self.operation = operation
        self.from = from
        self.to = to
        self.oldStack = oldStack
        self.newStack = newStack
        added = newStack.filter { page in !oldStack.contains { $0 === page } }
        removed = oldStack.filter { page in !newStack.contains { $0 === page } }
        self.animated = animated
    }
}

/// A view's geometry and visibility, to put it back exactly after a cancelled transition.
struct SavedViewState {
    let view: UIView
    let bounds: CGRect
    let center: CGPoint
    let transform: CATransform3D
    let alpha: CGFloat
    let isHidden: Bool

    init(_ view: UIView) {
        self.view = view
        bounds = view.bounds
        center = view.center
        transform = view.transform3D
        alpha = view.alpha
        isHidden = view.isHidden
    }

    func restore() {
        view.transform3D = transform
        view.bounds = bounds
        view.center = center
        view.alpha = alpha
        view.isHidden = isHidden
    }
}
