import Foundation

/// The navigation controller's edge pan (UIKit's private `_UIParallaxTransitionPanGestureRecognizer`):
/// it begins only when the controller can pop interactively.
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?
    /// Set when the begin check passed, so the delegate is not asked twice for one gesture.
    private var vettedBegin = false

    override func shouldBeginInternally() -> Bool {
        vettedBegin = navigationController?.canBeginInteractivePop() ?? false
        return vettedBegin
    }

    /// Whether the begin check just passed (cleared by reading).
    func takeVettedBegin() -> Bool {
        defer { vettedBegin = false }
        return vettedBegin
    }
}
