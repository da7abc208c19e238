import UIKit

/// Seed 003's memo: a sheet shown by a custom presentation controller.
final class MemoViewController: UIViewController, UIViewControllerTransitioningDelegate {
    private let label = UILabel()

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.97, blue: 0.75, alpha: 1)
        view.layer.cornerRadius = 14
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 8
        label.text = "便箋\n\n點擊上方的陰影區域關閉。"
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 18)
        view.addSubview(label)
    }

    /// The note 20 pt inside the sheet's safe area at the sides, clear of the sensor housing of
    /// a phone on its side.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.safeAreaInsets
        label.frame = CGRect(x: 20 + safe.left, y: 24, width: view.bounds.width - 40 - safe.left - safe.right, height: 120)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        MemoPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MemoAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        MemoAnimator(presenting: false)
    }
}

/// The seed's memo animator: the sheet slides up from below and fades in (0.2 s, ease-in), and
/// back down on dismissal; cancel-safe as the seed's code is.
final class MemoAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        if presenting {
            let toViewController = transitionContext.viewController(forKey: .to)!
            let toView = transitionContext.view(forKey: .to) ?? toViewController.view!
            let containerView = transitionContext.containerView
            let endFrame = transitionContext.finalFrame(for: toViewController)
            let startFrame = endFrame.offsetBy(dx: 0.0, dy: endFrame.height)
            toView.frame = startFrame
            toView.alpha = 0.0
            containerView.addSubview(toView)
            UIView.animate(withDuration: 0.2, delay: 0.0, options: [.beginFromCurrentState, .curveEaseIn], animations: {
                toView.frame = endFrame
                toView.alpha = 1.0
            }, completion: { _ in
                if transitionContext.transitionWasCancelled { toView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            let fromViewController = transitionContext.viewController(forKey: .from)!
            let fromView = transitionContext.view(forKey: .from) ?? fromViewController.view!
            let endFrame = fromView.frame.offsetBy(dx: 0.0, dy: fromView.frame.height)
            UIView.animate(withDuration: 0.2, delay: 0.0, options: [.beginFromCurrentState, .curveEaseIn], animations: {
                fromView.frame = endFrame
            }, completion: { _ in
                if !transitionContext.transitionWasCancelled { fromView.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }
}
