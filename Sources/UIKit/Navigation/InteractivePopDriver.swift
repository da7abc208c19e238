import Foundation

/// The built-in interactive pop in progress: the percent-driven interactor that scrubs the
/// default pop animation, and the width that turns the finger's travel into progress.
final class InteractivePopDriver {
    let interactor: UIPercentDrivenInteractiveTransition
    let width: CGFloat
    /// The pan driving the pop, read by `UIKitEnvironment.interactiveTransitionSnapshot` for its
    /// velocity; weak, as the pan belongs to its view.
    weak var recognizer: UIPanGestureRecognizer?

    init(interactor: UIPercentDrivenInteractiveTransition, width: CGFloat) {
        self.interactor = interactor
        self.width = width
    }

    /// Progress for a horizontal travel: linear, clamped to [0, 0.999] so a drag to the edge
    /// never completes the pop by itself (the release decides).
    func progress(forTranslation x: CGFloat) -> CGFloat {
        min(0.999, max(0, x / width))
    }
}
