import Foundation

/// A container's switch between two of its children in progress (a navigation controller's
/// push or pop, `NavigationTransition`; a tab bar controller's switch, `TabSwitchTransition`):
/// the two pages, and what `ChildTransitionContext.start` records for the switch's end.
protocol ChildSwitchTransition: AnyObject {
    /// The child leaving.
    var from: UIViewController { get }
    /// The child arriving.
    var to: UIViewController { get }
    /// The two pages' views as they were before the animator moved them, put back on cancel.
    var savedViews: [SavedViewState] { get set }
    /// The transition context the animator and interactor are given.
    var context: ChildTransitionContext? { get set }
    /// The coordinator the container and both pages hold while the switch runs.
    var coordinator: TransitionCoordinator? { get set }
}

extension NavigationTransition: ChildSwitchTransition {}

extension TabSwitchTransition: ChildSwitchTransition {}
