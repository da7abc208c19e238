import UIKit

/// How the catalogue opens a demo that brings its own navigation or tab bar controller, and how
/// the demo goes back: it is presented full screen (an app cannot push a navigation controller
/// onto another) with the look of UIKit's push, the demo sliding in from the right edge over the
/// catalogue, which moves a third of the width left under a light dimming; the way back slides
/// it out again. As an app opening a flow of its own does, so every demo is entered and left
/// with a transition (issue 36).
final class CataloguePushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// UIKit's push and pop duration.
    static let duration: TimeInterval = 0.35
    /// How far the catalogue moves left under the demo, as a fraction of the width.
    static let parallaxFraction: CGFloat = 1.0 / 3.0
    /// The black dimming over the catalogue when the demo covers it.
    static let dimmingAlpha: CGFloat = 0.1

    /// Whether the demo is opening (presented), or going back (dismissed).
    let opening: Bool

    init(opening: Bool) {
        self.opening = opening
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let demo = transitionContext.viewController(forKey: opening ? .to : .from)?.view,
              let catalogue = transitionContext.viewController(forKey: opening ? .from : .to)?.view else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let width = container.bounds.width
        demo.frame = container.bounds
        catalogue.frame = container.bounds
        // The catalogue lies below the demo, the dimming between them.
        if catalogue.superview !== container { container.insertSubview(catalogue, at: 0) }
        container.addSubview(demo)
        let dimming = UIView(frame: container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        container.insertSubview(dimming, aboveSubview: catalogue)

        let aside = CGAffineTransform(translationX: -width * Self.parallaxFraction, y: 0)
        let offRight = CGAffineTransform(translationX: width, y: 0)
        demo.transform = opening ? offRight : .identity
        catalogue.transform = opening ? .identity : aside
        dimming.transform = catalogue.transform
        dimming.alpha = opening ? 0 : Self.dimmingAlpha
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            demo.transform = self.opening ? .identity : offRight
            catalogue.transform = self.opening ? aside : .identity
            dimming.transform = catalogue.transform
            dimming.alpha = self.opening ? Self.dimmingAlpha : 0
        }, completion: { _ in
            dimming.removeFromSuperview()
            // Both views end in place: the one that leaves is taken out by UIKit, as it was.
            demo.transform = .identity
            catalogue.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
