import UIKit

/// Seed 002's `MTHMainViewController`: a yellow page in a navigation controller that is the
/// navigation controller's delegate (custom push animator, default pop) and the next page's
/// transitioning delegate (the corner-button modal, presented by a tap or by a pan that starts in
/// the right half of the screen and drives the presentation with a percent-driven interactor).
final class MTHMainViewController: UIViewController, UINavigationControllerDelegate,
    UIViewControllerTransitioningDelegate, UIGestureRecognizerDelegate {
    var customAnimator: MTHCustomAnimator!
    var minToMaxAnimator: PDTransitionAnimator!
    /// The one next page, pushed or presented (as in the seed).
    var nextVC: MTHNextViewController!
    /// Set only while a pan drives the presentation; nil means "not interactive".
    var interactionController: UIPercentDrivenInteractiveTransition?
    /// The pan on the navigation controller's view that presents interactively.
    private(set) var panRecognizer: UIPanGestureRecognizer!
    /// The button in the bottom-right corner the modal grows from and shrinks into.
    private(set) var modalButton: UIButton!
    private let pushButton = UIButton(type: .system)
    private let snapshotButton = UIButton(type: .system)
    private let hint = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Demo"
        view.backgroundColor = .yellow
        // Sets the delegate.
        navigationController?.delegate = self
        // Sets the transition animators.
        customAnimator = MTHCustomAnimator()
        minToMaxAnimator = PDTransitionAnimator()
        nextVC = MTHNextViewController()
        // Present delegate and custom style: the page underneath stays in the window, and the
        // animator decides everything that is seen.
        nextVC.transitioningDelegate = self
        nextVC.modalPresentationStyle = .custom

        // Push (the seed's 40 pt button at y 200, centred for this screen's width; placed in
        // viewDidLayoutSubviews, as every control here, so a turn of the phone moves them).
        pushButton.setTitle("Push", for: .normal)
        pushButton.addTarget(self, action: MTHMainViewController.push, for: .touchUpInside)
        view.addSubview(pushButton)
        // Present: the seed puts it at (265, 500) on a 320 x 568 screen; here it sits exactly on
        // the rect the animator grows from, in the bottom-right corner.
        modalButton = UIButton(type: .system)
        modalButton.setTitle("Modal", for: .normal)
        modalButton.setTitleColor(.white, for: .normal)
        modalButton.titleLabel?.font = .systemFont(ofSize: 13, weight: .semibold)
        modalButton.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.95, alpha: 1)
        modalButton.layer.cornerRadius = 25
        modalButton.addTarget(self, action: MTHMainViewController.modal, for: .touchUpInside)
        view.addSubview(modalButton)
        // Not in the seed: the page comparing snapshotView(afterScreenUpdates:) false and true.
        snapshotButton.setTitle("afterScreenUpdates: false vs true", for: .normal)
        snapshotButton.addTarget(self, action: MTHMainViewController.showSnapshots, for: .touchUpInside)
        view.addSubview(snapshotButton)
        hint.text = "Tap Modal, or drag from the right half of the screen to present interactively."
        hint.numberOfLines = 0
        hint.textAlignment = .center
        hint.font = .systemFont(ofSize: 14)
        hint.textColor = .darkGray
        view.addSubview(hint)
        // Not in the seed: the way back to the catalogue, in the bar's left as an app has it.
        navigationItem.leftBarButtonItem = catalogueBarButtonItem(for: self)

        panRecognizer = UIPanGestureRecognizer(target: self, action: MTHMainViewController.didClickPanGestureRecognizer)
        panRecognizer.delegate = self
        navigationController?.view.addGestureRecognizer(panRecognizer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The seed's places upright; where the height is compact (a phone on its side) the
        // column starts under the bar and the rows close up.
        let bounds = view.bounds, safe = view.safeAreaInsets
        let compact = traitCollection.verticalSizeClass == .compact
        let top: CGFloat = compact ? safe.top + 56 : 200
        let step: CGFloat = compact ? 56 : 100
        pushButton.frame = CGRect(x: (bounds.width - 40) / 2, y: top, width: 40, height: 40)
        snapshotButton.frame = CGRect(x: 40 + safe.left, y: top + step, width: bounds.width - 80 - safe.left - safe.right, height: 44)
        hint.frame = CGRect(x: 20 + safe.left, y: top + step + (compact ? 52 : 60), width: bounds.width - 40 - safe.left - safe.right, height: 60)
        modalButton.frame = PDTransitionAnimator.buttonFrame(in: bounds, safeArea: safe)
    }

    func push() {
        navigationController?.pushViewController(nextVC, animated: true)
    }

    func modal() {
        present(nextVC, animated: true, completion: nil)
    }

    func showSnapshots() {
        navigationController?.pushViewController(SnapshotComparisonViewController(), animated: true)
    }

    // MARK: UINavigationControllerDelegate (added in iOS 7)

    // The animation: the custom one for a push; nil (UIKit's own) for a pop, as in the seed.
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if operation == .push {
            return customAnimator
        } else {
            return nil
        }
    }

    // The interaction: nil for a non-interactive transition.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }

    // MARK: UIViewControllerTransitioningDelegate (modal)

    // The first two give the animations.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        minToMaxAnimator.animationType = .present
        return minToMaxAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        minToMaxAnimator.animationType = .dismiss
        return minToMaxAnimator
    }

    // The last two give the interaction.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return interactionController
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        return nil
    }

    // MARK: Interactive presentation

    // Not in the seed (which checks inside the handler): the pan only begins where it would act,
    // so it never takes a touch from UIKit's edge-swipe pop on pages pushed above this one.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panRecognizer else { return true }
        return gestureRecognizer.location(in: view).x > view.bounds.midX
            && navigationController?.viewControllers.count == 1 && presentedViewController == nil
    }

    /// The seed's gesture handler: a pan from the right half presents the next page, the
    /// horizontal distance over the width is the progress; released past half it finishes.
    func didClickPanGestureRecognizer(_ recognizer: UIPanGestureRecognizer) {
        let view: UIView = self.view
        if recognizer.state == .began {
            // Where the finger went down.
            let location = recognizer.location(in: view)
            // Sliding from the right half presents the next page.
            if location.x > view.bounds.midX && navigationController?.viewControllers.count == 1 {
                interactionController = UIPercentDrivenInteractiveTransition()
                present(nextVC, animated: true, completion: nil)
            }
        } else if recognizer.state == .changed {
            // The distance dragged over the width is the percentage the animation follows.
            let translation = recognizer.translation(in: view)
            let distance = abs(translation.x / view.bounds.width)
            interactionController?.update(distance)
        } else if recognizer.state == .ended || recognizer.state == .cancelled {
            let translation = recognizer.translation(in: view)
            let distance = abs(translation.x / view.bounds.width)
            // Past half finishes (the seed); so does a flick that carries on the drag's
            // direction (not in the seed: UIKit's own gestures finish on a flick too).
            let velocity = recognizer.velocity(in: view).x
            let flick = abs(velocity) > 800 && velocity * translation.x > 0
            if recognizer.state == .ended && (distance > 0.5 || flick) {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            // Must be nil again, or the next tap presentation would wait for a finger.
            interactionController = nil
        }
    }
}
