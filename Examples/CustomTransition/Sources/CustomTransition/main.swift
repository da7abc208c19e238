import TransitionLabApp
import UIKit

/// A page with a colored card; tapping "Open" pushes the detail page with a custom animator.
final class HomeViewController: UIViewController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 120, y: 300, width: 150, height: 44)
        button.addTarget(self, action: HomeViewController.open, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.delegate = self
    }

    func open(_ sender: UIButton) {
        navigationController?.pushViewController(DetailViewController(), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? ZoomInAnimator() : nil
    }
}

/// The page pushed.
final class DetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        view.backgroundColor = .systemTeal
    }
}

/// The new page grows from the middle of the screen while fading in.
final class ZoomInAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(toView)
        toView.transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
        toView.alpha = 0
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            toView.transform = .identity
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

SimulatorApp.main { UINavigationController(rootViewController: HomeViewController()) }
