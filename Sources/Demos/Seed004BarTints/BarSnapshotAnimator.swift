import UIKit

/// Seed 004's push and pop: each page moves with a snapshot of its own bar (its tint view,
/// title and items), so two bars are seen during the transition although a navigation
/// controller has one; the shared bar is hidden meanwhile and takes the top page's look at
/// the end.
///
/// Both bars are drawn by a bar of the animator's own showing the stack with that page on top,
/// as the shared bar does (rather than taken from the screen, which already shows the new
/// top's items when the animator starts). The new page slides in from the right edge over the
/// old one, which moves a third of the width the other way, as UIKit's own slide does (the
/// article implies no other motion). 0.35 s, ease-in-out, or
/// linear while a finger scrubs it, so the page stays under the finger.
package final class BarSnapshotAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Push or pop, set by the proxy before each transition.
    package var operation: UINavigationController.Operation = .push
    /// The transition's length.
    package static let duration: TimeInterval = 0.35

    /// 0.35 s.
    package func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    /// Moves both pages with their bars' snapshots; the shared bar is hidden until the end.
    package func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let navigationController = fromVC.navigationController ?? toVC.navigationController else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let bar = navigationController.navigationBar
        let barArea = CGRect(x: 0, y: 0, width: width, height: bar.frame.maxY)

        // Each page's bar as it looks (or will) with that page on top: the stack is the new one
        // already, so the old page's is the stack before the push, or the stack plus the page
        // being popped.
        let stack = navigationController.viewControllers
        let oldStack = operation == .push ? Array(stack.dropLast()) : stack + [fromVC]
        let fromBar = Self.barSnapshot(for: oldStack, like: bar, area: barArea)
        let toBar = Self.barSnapshot(for: stack, like: bar, area: barArea)
        bar.alpha = 0

        toView.frame = transitionContext.finalFrame(for: toVC)
        if operation == .pop {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        for (page, snapshot) in [(fromView, fromBar), (toView, toBar)] {
            guard let snapshot else { continue }
            snapshot.frame = page.convert(barArea, from: navigationController.view)
            page.addSubview(snapshot)
        }
        let upper = operation == .push ? toView : fromView
        let lower = operation == .push ? fromView : toView
        let offscreen = CGAffineTransform(translationX: width, y: 0)
        let behind = CGAffineTransform(translationX: -width / 3, y: 0)
        upper.transform = operation == .push ? offscreen : .identity
        lower.transform = operation == .push ? .identity : behind

        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseInOut
        UIView.animate(withDuration: Self.duration, delay: 0, options: options, animations: {
            upper.transform = self.operation == .push ? .identity : offscreen
            lower.transform = self.operation == .push ? behind : .identity
        }, completion: { _ in
            let completed = !transitionContext.transitionWasCancelled
            fromView.transform = .identity
            toView.transform = .identity
            fromBar?.removeFromSuperview()
            toBar?.removeFromSuperview()
            // The page on top now decides the bar (a cancelled pop may have shown it).
            let top = completed ? toVC : fromVC
            navigationController.isNavigationBarHidden = top.fullscreenPopSettings?.fd_prefersNavigationBarHidden ?? false
            bar.alpha = 1
            transitionContext.completeTransition(completed)
        })
    }

    /// A snapshot of the bar `stack`'s top page has: a bar like `bar` showing the stack's items
    /// (the top page's tint view, title and items, and the back button), taken in `area` (the
    /// status bar and the bar); nil when that page hides the bar.
    static func barSnapshot(for stack: [UIViewController], like bar: UINavigationBar, area: CGRect) -> UIView? {
        guard let top = stack.last, !(top.fullscreenPopSettings?.fd_prefersNavigationBarHidden ?? false) else { return nil }
        let holder = UIView(frame: area)
        let drawn = UINavigationBar(frame: bar.frame)
        drawn.barTintColor = bar.barTintColor
        drawn.isTranslucent = bar.isTranslucent
        drawn.tintColor = bar.tintColor
        holder.addSubview(drawn)
        drawn.setItems(stack.map(\.navigationItem), animated: false)
        drawn.layoutIfNeeded()
        // Drawn now into an image (the seed's fallback `snapViewFromView:`), so that giving the
        // items back below cannot change it.
        let image = UIGraphicsImageRenderer(size: area.size).image { _ in
            holder.drawHierarchy(in: holder.bounds, afterScreenUpdates: true)
        }
        // Give the items back: the shared bar shows them again when the transition ends.
        drawn.setItems(nil, animated: false)
        let snapshot = UIImageView(image: image)
        snapshot.frame = CGRect(origin: .zero, size: area.size)
        return snapshot
    }
}
