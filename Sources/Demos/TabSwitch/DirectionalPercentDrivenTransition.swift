import UIKit

/// A percent-driven interaction controller that remembers which way the finger started, so the
/// drag's progress is measured towards the tab it is switching to.
final class DirectionalPercentDrivenTransition: UIPercentDrivenInteractiveTransition {
    /// Whether the switch goes to the next tab (a drag to the left).
    let isForward: Bool

    init(forward: Bool) {
        isForward = forward
        super.init()
    }
}
