import Foundation

/// One animated tab switch in progress: the two pages and tabs, and what to put back if an
/// interactive switch is cancelled.
final class TabSwitchTransition {
    let from: UIViewController
    let to: UIViewController
    /// The tab selected before the switch (selected again on cancel).
    let fromIndex: Int
    /// The tab the switch selects.
    let toIndex: Int
    var context: ChildTransitionContext?
    var coordinator: TransitionCoordinator?
    /// The two pages' views as they were before the animator moved them.
    var savedViews: [SavedViewState] = []

    init(from: UIViewController, to: UIViewController, fromIndex: Int, toIndex: Int) {
        self.from = from
        self.to = to
        self.fromIndex = fromIndex
        self.toIndex = toIndex
    }
}
