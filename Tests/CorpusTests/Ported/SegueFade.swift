//  SegueFade.swift
//  A custom segue with its own animator: the segue makes itself the destination's transitioning
//  delegate and presents it; the source passes data along in prepare(for:sender:).

import UIKit

final class CrossFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        toView.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
            toView.transform = .identity
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class CrossFadeSegue: UIStoryboardSegue, UIViewControllerTransitioningDelegate {
    override func perform() {
        destination.transitioningDelegate = self
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: true, completion: nil)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CrossFadeAnimator()
    }
}

final class ArtistViewController: UIViewController {
    var artistName = ""
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
        nameLabel.frame = CGRect(x: 20, y: 120, width: 330, height: 50)
        nameLabel.textColor = .white
        nameLabel.font = .boldSystemFont(ofSize: 34)
        nameLabel.text = artistName
        view.addSubview(nameLabel)
        let tap = UITapGestureRecognizer(target: self, action: ArtistViewController.close)
        view.addGestureRecognizer(tap)
    }

    func close() {
        dismiss(animated: true)
    }
}

final class ArtistListViewController: UIViewController {
    static let showArtist = "showArtist"

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let button = UIButton(type: .system)
        button.setTitle("Nina Simone", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 24)
        button.frame = CGRect(x: 20, y: 150, width: 250, height: 50)
        button.addTarget(self, action: ArtistListViewController.artistTapped(_:), for: .touchUpInside)
        view.addSubview(button)
        // On iOS the storyboard holds this segue; without one it is registered in code.
        registerSegue(withIdentifier: Self.showArtist, kind: .custom(CrossFadeSegue.init)) { ArtistViewController() }
    }

    func artistTapped(_ sender: UIButton) {
        performSegue(withIdentifier: Self.showArtist, sender: sender)
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        identifier == Self.showArtist
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == Self.showArtist,
           let artist = segue.destination as? ArtistViewController,
           let button = sender as? UIButton {
            artist.artistName = button.title(for: .normal) ?? ""
        }
    }
}
