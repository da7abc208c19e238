import UIKit

/// Seed 001's `BaseNaviViewController`: a navigation controller with its bar hidden that is its
/// own delegate, returning the one `TransitionAnimation` for push and pop, and that same object
/// as the interaction controller while the finger drags a pop from the left edge.
final class NewsNavigationController: UINavigationController, UINavigationControllerDelegate {
    /// The custom slide animation, also the percent-driven interactor.
    lazy var transitionAnimation: TransitionAnimation = {
        let transitionAnimation = TransitionAnimation()
        return transitionAnimation
    }()
    /// Whether a pop is being driven by the finger.
    var isInteractive = false

    override func viewDidLoad() {
        super.viewDidLoad()
        self.view.backgroundColor = .black
        self.navigationBar.isHidden = true
        self.delegate = self
        // The seed's "next part" drives the pop with a pan from the left edge.
        let pan = UIScreenEdgePanGestureRecognizer(target: self, action: NewsNavigationController.handleEdgePan)
        pan.edges = .left
        view.addGestureRecognizer(pan)
        interactivePopGestureRecognizer?.isEnabled = false
    }

    /// Drags the pop: begins it, follows the finger, and finishes or cancels on release with
    /// the same rule as UIKit's own edge swipe (past half, or a rightward flick).
    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = view.bounds.width
        let progress = min(0.999, max(0, recognizer.translation(in: view).x / width))
        switch recognizer.state {
        case .began:
            guard viewControllers.count > 1 else { return }
            isInteractive = true
            popViewController(animated: true)
        case .changed:
            if isInteractive { transitionAnimation.update(progress) }
        case .ended, .cancelled:
            guard isInteractive else { return }
            isInteractive = false
            let velocity = recognizer.velocity(in: view).x
            let projected = progress + velocity / width * transitionAnimation.duration * (1 - progress)
            if recognizer.state == .ended && projected > min(187.5 / width, 0.5) {
                transitionAnimation.completionSpeed = max(1 - progress, transitionAnimation.duration * abs(velocity) / width)
                transitionAnimation.finish()
            } else {
                transitionAnimation.completionSpeed = max(progress, transitionAnimation.duration * abs(velocity) / width)
                transitionAnimation.cancel()
            }
        default:
            break
        }
    }

    // Push and pop both use the custom animation.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            self.transitionAnimation.animationType = .push
        } else if operation == .pop {
            self.transitionAnimation.animationType = .pop
        }
        return self.transitionAnimation
    }

    // While the finger drives a pop, the animation is also the interaction controller.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        if self.transitionAnimation.animationType == .pop {
            let gestureMove = isInteractive == true ? self.transitionAnimation : nil
            return gestureMove
        }
        return nil
    }
}
