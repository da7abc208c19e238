import Foundation

/// The tap and the swipe with which a navigation controller hides and shows its bar
/// (`hidesBarsOnTap`, `hidesBarsOnSwipe`), and their delegate: both recognize together with
/// the page's gestures, so a swipe both scrolls the page and hides the bar, as on iOS.
final class NavigationBarHidingRecognizers: NSObject, UIGestureRecognizerDelegate {
    let tap = UITapGestureRecognizer()
    let swipe = UIPanGestureRecognizer()
    /// How far (in points) a vertical swipe travels before it hides or shows the bar.
    static let swipeDistance: CGFloat = 10

    init(controller: UINavigationController) {
        super.init()
        for recognizer in [tap, swipe] as [UIGestureRecognizer] {
            recognizer.isEnabled = false
            recognizer.delegate = self
            controller.view.addGestureRecognizer(recognizer)
        }
        tap.addAction { [weak controller] _ in controller?.toggleBarsAfterTap() }
        swipe.addAction { [weak controller] recognizer in
            guard let controller, let pan = recognizer as? UIPanGestureRecognizer else { return }
            controller.followBarHidingSwipe(pan)
        }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }
}

extension UINavigationController {
    /// The bar-hiding recognizers, made (and added to the view) on first use.
    var barHiding: NavigationBarHidingRecognizers {
        if let made = barHidingStorage { return made }
        let made = NavigationBarHidingRecognizers(controller: self)
        barHidingStorage = made
        return made
    }

    /// A tap with `hidesBarsOnTap`: shows the bar if hidden, else hides it, sliding.
    func toggleBarsAfterTap() {
        guard activeTransition == nil else { return }
        setNavigationBarHidden(!isNavigationBarHidden, animated: true)
    }

    /// A swipe with `hidesBarsOnSwipe`: once it has travelled `swipeDistance` points up the bar
    /// slides away, down and it slides back, as on iOS.
    func followBarHidingSwipe(_ pan: UIPanGestureRecognizer) {
        guard activeTransition == nil, pan.state == .changed || pan.state == .ended else { return }
        let distance = pan.translation(in: view).y
        if distance <= -NavigationBarHidingRecognizers.swipeDistance, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: true)
        } else if distance >= NavigationBarHidingRecognizers.swipeDistance, isNavigationBarHidden {
            setNavigationBarHidden(false, animated: true)
        }
    }
}
