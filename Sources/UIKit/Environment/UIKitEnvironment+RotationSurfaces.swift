import Foundation

extension UIKitEnvironment {
    /// The layer key paths a view's frame animates through.
    private static let frameKeyPaths: Set<String> = ["position", "bounds.size", "bounds.origin"]

    /// Makes the views that fill the screen take the turned screen's shape at once, inside the
    /// rotation's animation block, while everything they hold moves to its new place with it.
    ///
    /// A window, the controllers' root views and containers that fill their superview (a
    /// navigation controller's page container, a page that fills it, a table that fills its
    /// page) are the surfaces under the app's content: animated from the old shape, they would
    /// leave part of the new screen uncovered, black, for most of the turn. Their frame
    /// animations are kept, so the block's completion and the coordinator keep the rotation's
    /// duration, but made to run from the new value to the new value. Unlike UIKit, which turns
    /// the window as a picture and shows black corners, the simulator's screen takes the new
    /// shape at once (see `rotate(to:animated:)`).
    static func settleFillingSurfaces(of window: UIWindow) {
        settle(window.layer)
        settleFillingSubviews(of: window)
    }

    private static func settleFillingSubviews(of view: UIView) {
        let bounds = view.bounds
        for subview in view.subviewStorage where !subview.isHidden && subview.frame == bounds.offsetBy(dx: -bounds.minX, dy: -bounds.minY) {
            settle(subview.layer)
            settleFillingSubviews(of: subview)
        }
    }

    /// Makes `layer`'s running frame animations hold the new value: additive ones add zero,
    /// others run from their end value to it.
    private static func settle(_ layer: CALayer) {
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CABasicAnimation,
                  let keyPath = animation.keyPath, frameKeyPaths.contains(keyPath) else { continue }
            animation.fromValue = animation.toValue
        }
    }
}
