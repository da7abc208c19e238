import UIKit

/// The way back from a demo opened directly (`--demo ID`), which is the window's root: the
/// catalogue becomes the root, and a snapshot of the demo slides out to the right over it as the
/// catalogue comes in from a third of the width to the left, under a dimming that lifts, as the
/// dismissal of a demo opened from its row (`CataloguePushAnimator`) looks.
enum CatalogueRootReturn {
    /// Replaces `demo`, the root of `window`, with `catalogue`, animated.
    static func replace(_ demo: UIViewController, in window: UIWindow, with catalogue: UIViewController) {
        let leaving = demo.view.snapshotView(afterScreenUpdates: false)
        window.rootViewController = catalogue
        guard let leaving, let arriving = catalogue.view else { return }
        let width = window.bounds.width
        leaving.frame = window.bounds
        leaving.isUserInteractionEnabled = false
        let dimming = UIView(frame: window.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        // Over the catalogue, below the status bar the window keeps on top.
        window.insertSubview(dimming, aboveSubview: arriving)
        window.insertSubview(leaving, aboveSubview: dimming)
        let aside = CGAffineTransform(translationX: -width * CataloguePushAnimator.parallaxFraction, y: 0)
        arriving.transform = aside
        dimming.transform = aside
        dimming.alpha = CataloguePushAnimator.dimmingAlpha
        UIView.animate(withDuration: CataloguePushAnimator.duration, delay: 0, options: [.curveEaseInOut], animations: {
            leaving.transform = CGAffineTransform(translationX: width, y: 0)
            arriving.transform = .identity
            dimming.transform = .identity
            dimming.alpha = 0
        }, completion: { _ in
            leaving.removeFromSuperview()
            dimming.removeFromSuperview()
        })
        // The snapshot ends beside the screen and goes in the completion, which runs a frame after
        // the slide's last one: shown by an animation alone (its own opacity 0 from the start),
        // it is never a view left lying beside the screen once the slide is over.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        leaving.alpha = 0
        let shown = CABasicAnimation(keyPath: "opacity")
        shown.fromValue = Float(1)
        shown.toValue = Float(1)
        shown.duration = CataloguePushAnimator.duration
        leaving.layer.add(shown, forKey: "catalogueReturnShown")
        CATransaction.commit()
    }
}
