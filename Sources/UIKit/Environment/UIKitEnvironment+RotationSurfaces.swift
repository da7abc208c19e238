import Foundation

extension UIKitEnvironment {
    /// The layer key paths a view's frame animates through.
    private static let frameKeyPaths: Set<String> = ["position", "bounds.size", "bounds.origin"]

    /// The frame animations running under `window` now, to tell them from those a rotation's
    /// layout adds (see `settleRotationLayout(of:keeping:)`).
    static func runningFrameAnimations(in window: UIWindow) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        func visit(_ layer: CALayer) {
            for key in layer.animationKeys() ?? [] {
                if let animation = layer.animation(forKey: key) { found.insert(ObjectIdentifier(animation)) }
            }
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(window.layer)
        return found
    }

    /// Makes every view under `window` take its place in the turned screen at once, inside the
    /// rotation's animation block: the frame animations the rotation's layout added (any not in
    /// `earlier`) are kept, so the block's completion and the coordinator keep the rotation's
    /// duration, but made to run from the new value to the new value.
    ///
    /// The simulator's screen takes the new shape at once (see `rotate(to:animated:)`), so the
    /// app's layout does too: a bar or a page's content animating from its upright place would
    /// be laid out for one shape on a screen of the other for the whole turn (a 390 pt bar on an
    /// 844 pt screen, content past the edge of a screen turned back upright). Animations the
    /// app had running before the turn, and the coordinator's alongside animations of other
    /// properties, run on. Unlike UIKit, which turns the window as a picture while the layout
    /// animates inside it, nothing is seen to turn but the phone itself.
    static func settleRotationLayout(of window: UIWindow, keeping earlier: Set<ObjectIdentifier>) {
        func visit(_ layer: CALayer) {
            settle(layer, keeping: earlier)
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(window.layer)
    }

    /// Makes `layer`'s frame animations not in `earlier` hold the new value: additive ones add
    /// zero, others run from their end value to it.
    private static func settle(_ layer: CALayer, keeping earlier: Set<ObjectIdentifier>) {
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CABasicAnimation, !earlier.contains(ObjectIdentifier(animation)),
                  let keyPath = animation.keyPath, frameKeyPaths.contains(keyPath) else { continue }
            animation.fromValue = animation.toValue
        }
    }
}
