import UIKit

/// Seed 000's second page (`DSLSecondViewController`): the thing's picture and name. A pan
/// from the left edge pops interactively through a percent-driven transition it owns, and while
/// shown it is the navigation delegate supplying the pop animator.
final class ThingDetailViewController: UIViewController, UINavigationControllerDelegate {
    let thing: Thing
    let imageView = UIImageView()
    let titleLabel = UILabel()
    private var interactivePopTransition: UIPercentDrivenInteractiveTransition?

    init(thing: Thing) {
        self.thing = thing
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = thing.title
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)
        imageView.image = thing.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        titleLabel.text = thing.title
        titleLabel.font = .boldSystemFont(ofSize: 24)
        titleLabel.textAlignment = .center
        view.addSubview(imageView)
        view.addSubview(titleLabel)

        let popRecognizer = UIScreenEdgePanGestureRecognizer(target: self, action: ThingDetailViewController.handlePopRecognizer)
        popRecognizer.edges = .left
        view.addGestureRecognizer(popRecognizer)
    }

    /// Upright: the square picture across the page under the bar (smaller and centred where the
    /// page is too short for it, a tablet on its side), the name under it. Where the
    /// height is compact (a phone on its side) the picture fills the height left under the bar
    /// on the left and the name sits beside it, so neither runs off the screen.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        guard traitCollection.verticalSizeClass == .compact else {
            // As wide as the page allows, but never so tall that the name drops off the
            // bottom (a tablet on its side is wide and short): then centred.
            let side = max(0, min(bounds.width - 40, bounds.height - safe.bottom - 130 - 20 - 32 - 20))
            imageView.frame = CGRect(x: (bounds.width - side) / 2, y: 130, width: side, height: side)
            titleLabel.frame = CGRect(x: 20, y: imageView.frame.maxY + 20, width: bounds.width - 40, height: 32)
            return
        }
        let side = max(0, bounds.height - safe.top - safe.bottom - 40)
        imageView.frame = CGRect(x: safe.left + 20, y: safe.top + 20, width: side, height: side)
        let left = imageView.frame.maxX + 20
        titleLabel.frame = CGRect(x: left, y: imageView.frame.midY - 16, width: max(0, bounds.width - safe.right - 20 - left), height: 32)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if navigationController?.delegate === self { navigationController?.delegate = nil }
    }

    /// The seed's handler: progress is the finger's travel over the width; past half finishes.
    func handlePopRecognizer(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        var progress = recognizer.translation(in: view).x / (view.bounds.size.width * 1.0)
        progress = min(1.0, max(0.0, progress))
        if recognizer.state == .began {
            interactivePopTransition = UIPercentDrivenInteractiveTransition()
            navigationController?.popViewController(animated: true)
        } else if recognizer.state == .changed {
            interactivePopTransition?.update(progress)
        } else if recognizer.state == .ended || recognizer.state == .cancelled {
            if progress > 0.5 {
                interactivePopTransition?.finish()
            } else {
                interactivePopTransition?.cancel()
            }
            interactivePopTransition = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if fromVC === self && toVC is ThingsViewController {
            return TransitionFromSecondToFirst()
        }
        return nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        animationController is TransitionFromSecondToFirst ? interactivePopTransition : nil
    }
}
