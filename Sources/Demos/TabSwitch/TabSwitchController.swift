import UIKit

/// The tab demo: four colored pages in a tab bar controller that is its own delegate, returning
/// a `TabSlideAnimator` for every switch (tap on the bar or drag), and a percent-driven
/// interaction controller while a horizontal pan on the page drives the switch.
final class TabSwitchController: UITabBarController, UITabBarControllerDelegate {
    /// The interaction controller of the switch the finger drives, nil when none does.
    private(set) var panInteraction: UIPercentDrivenInteractiveTransition?
    /// Whether the dragged switch goes to the next tab (the finger started to the left).
    private var panGoesForward = true
    /// The pan that drags pages sideways.
    private(set) lazy var pagePan = UIPanGestureRecognizer(target: self, action: TabSwitchController.handlePagePan)

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [
            TabPageViewController(name: "Sunrise", hue: 0.08, artIndex: 1),
            TabPageViewController(name: "Ocean", hue: 0.58, artIndex: 4),
            TabPageViewController(name: "Forest", hue: 0.33, artIndex: 7),
            TabPageViewController(name: "Dusk", hue: 0.78, artIndex: 10),
        ]
        delegate = self
        view.addGestureRecognizer(pagePan)
    }

    // MARK: UITabBarControllerDelegate

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let pages = tabBarController.viewControllers ?? []
        let from = pages.firstIndex { $0 === fromVC } ?? 0
        let to = pages.firstIndex { $0 === toVC } ?? 0
        return TabSlideAnimator(movesForward: to > from)
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        // Only a drag is interactive; a tap on the bar just plays the slide.
        panInteraction
    }

    // MARK: The pan

    /// Drags a switch: a drag to the left selects the next tab, to the right the previous one;
    /// the pages follow the finger, and the release finishes or cancels as UIKit's edge swipe
    /// does (the position projected with the finger's velocity must pass half the width).
    func handlePagePan(_ recognizer: UIPanGestureRecognizer) {
        let width = view.bounds.width
        let translation = recognizer.translation(in: view)
        let dx = translation.x
        switch recognizer.state {
        case .began, .changed:
            // Only a mostly horizontal drag switches tabs.
            if recognizer.state == .began, dx != 0, abs(dx) >= abs(translation.y) { beginSwitch(forward: dx < 0) }
            guard let interaction = panInteraction else { return }
            interaction.update(progress(dx: dx, width: width, forward: panGoesForward))
        case .ended, .cancelled, .failed:
            guard let interaction = panInteraction else { return }
            panInteraction = nil
            let forward = panGoesForward
            let progress = self.progress(dx: dx, width: width, forward: forward)
            let velocity = recognizer.velocity(in: view).x * (forward ? -1 : 1)
            let duration = interaction.duration
            let projected = progress + velocity / width * duration * (1 - progress)
            if recognizer.state == .ended && projected > min(187.5 / width, 0.5) {
                interaction.completionSpeed = max(1 - progress, duration * abs(velocity) / width)
                interaction.finish()
            } else {
                interaction.completionSpeed = max(progress, duration * abs(velocity) / width)
                interaction.cancel()
            }
        default:
            break
        }
    }

    /// Starts an interactive switch to the neighbouring tab, if there is one that way.
    private func beginSwitch(forward: Bool) {
        let target = selectedIndex + (forward ? 1 : -1)
        guard (viewControllers ?? []).indices.contains(target) else { return }
        // The delegate hands this out when the switch asks for an interaction controller.
        panGoesForward = forward
        panInteraction = UIPercentDrivenInteractiveTransition()
        selectedIndex = target
        // UIKit ignores a selection while a switch (a tapped one) is still playing, and selects
        // the new tab as soon as its switch starts: anything else means no switch began.
        if selectedIndex != target { panInteraction = nil }
    }

    /// How far the finger has dragged towards the switch's direction, 0...0.999.
    private func progress(dx: CGFloat, width: CGFloat, forward: Bool) -> CGFloat {
        min(0.999, max(0, (forward ? -dx : dx) / width))
    }
}
