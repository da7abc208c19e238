import Foundation

/// One running `UIView.transition(with:...)`: pictures of the view before and after its change,
/// drawn by temporary layers placed over the view in its superview's layer, animated by Core
/// Animation and removed when they stop.
///
/// - Flip: two faces turn half a turn about the view's vertical (or horizontal) axis in
///   perspective, the old picture from 0 to π and the new one from -π to 0; neither is double
///   sided, so the old face vanishes and the new one appears at the halfway point. The view
///   itself is hidden meanwhile (an opacity animation, the model untouched).
/// - Cross dissolve: the old picture fades out over the view's new state.
/// - Curl up: the old picture curls away from the bottom edge (the renderer's `PageCurlLayer`),
///   revealing the new state below. Curl down: the new picture unrolls from the top over the
///   old one.
///
/// The layers follow the view's geometry animations of the same block (copies of them), so a
/// view moved inside the transition's block moves while it flips.
final class ViewTransitionAnimation: NSObject, CAAnimationDelegate {
    /// The transition styles of `UIView.AnimationOptions` bits 20-22.
    enum Style: Equatable {
        case flip(axis: FlipAxis, angle: CGFloat)
        case crossDissolve
        case curlUp
        case curlDown

        /// The axis a flip turns about.
        enum FlipAxis { case vertical, horizontal }

        /// The style named by `options`, or nil for `transitionNone`.
        init?(_ options: UIView.AnimationOptions) {
            // A positive turn about y brings the left edge toward the viewer; about x, the bottom.
            switch (options.rawValue >> 20) & 0x7 {
            case 1: self = .flip(axis: .vertical, angle: .pi)       // from left
            case 2: self = .flip(axis: .vertical, angle: -.pi)      // from right
            case 3: self = .curlUp
            case 4: self = .curlDown
            case 5: self = .crossDissolve
            case 6: self = .flip(axis: .horizontal, angle: -.pi)    // from top
            case 7: self = .flip(axis: .horizontal, angle: .pi)     // from bottom
            default: return nil
            }
        }
    }

    /// The perspective of a flip (the eye 1000 pt in front of the screen, as the modal flip).
    static let perspective: CGFloat = -1.0 / 1000
    /// The name of the layer holding the pictures, for tests and debugging.
    static let layerName = "UIViewTransition"

    /// The layer over the view that holds the pictures.
    let host = CALayer()
    private weak var hiddenLayer: CALayer?
    private let completion: ViewAnimationCompletion
    private var pending = 0

    init(completion: ViewAnimationCompletion) {
        self.completion = completion
        super.init()
    }

    /// Renders `view` (its bounds, subviews included, without its own transform) as it will be
    /// at `mediaTime`: now for the old state; after the block's animations end for the new one.
    static func picture(of view: UIView, at mediaTime: CFTimeInterval) -> CGImage? {
        view.layer.layoutIfNeeded()
        view.layer.displayIfNeeded()
        return LayerCompositor.snapshotImage(of: view.layer, scale: Double(UIScreen.main.scale), atMediaTime: mediaTime)
    }

    /// Puts the pictures over `view` and starts the style's animations with `timing`.
    func start(_ style: Style, on view: UIView, superlayer: CALayer, old: CGImage?, new: CGImage?, timing: ViewAnimationTiming) {
        let layer = view.layer
        host.name = Self.layerName
        host.anchorPoint = layer.anchorPoint
        host.bounds = layer.bounds
        host.position = layer.position
        host.transform = layer.transform
        host.zPosition = layer.zPosition
        superlayer.insertSublayer(host, above: layer)
        followGeometryAnimations(of: layer)
        let scale = UIScreen.main.scale
        func face(_ image: CGImage?, into container: CALayer, as faceLayer: CALayer = CALayer()) -> CALayer {
            faceLayer.frame = CGRect(origin: .zero, size: layer.bounds.size)
            faceLayer.contents = image
            faceLayer.contentsScale = scale
            container.addSublayer(faceLayer)
            return faceLayer
        }
        switch style {
        case let .flip(axis, angle):
            hide(layer, timing: timing)
            host.sublayerTransform.m34 = Self.perspective
            let keyPath = axis == .vertical ? "transform.rotation.y" : "transform.rotation.x"
            for (image, from, to) in [(old, CGFloat(0), angle), (new, -angle, CGFloat(0))] {
                let faceLayer = face(image, into: host)
                // Each face shows only its front: the old one vanishes, the new one appears, halfway.
                faceLayer.isDoubleSided = false
                // The model stays unturned: a "transform.rotation.y" animation replaces that one
                // angle of the model's decomposed rotation, which must be plain for the angle to
                // mean a turn about one axis. The faces go away when the animations stop.
                animate(faceLayer, keyPath, from: from, to: to, timing: timing)
            }
        case .crossDissolve:
            let faceLayer = face(old, into: host)
            faceLayer.opacity = 0
            animate(faceLayer, "opacity", from: Float(1), to: Float(0), timing: timing)
        case .curlUp:
            let curl = PageCurlLayer()
            curl.curlAngle = 0 // the bottom edge lifts and the page rolls up
            _ = face(old, into: host, as: curl)
            curl.curlAmount = 1
            animate(curl, "curlAmount", from: CGFloat(0), to: CGFloat(1), timing: timing)
        case .curlDown:
            hide(layer, timing: timing)
            _ = face(old, into: host)
            let curl = PageCurlLayer()
            curl.curlAngle = .pi // the top edge is the one rolled up, unrolling downward
            _ = face(new, into: host, as: curl)
            curl.curlAmount = 0
            animate(curl, "curlAmount", from: CGFloat(1), to: CGFloat(0), timing: timing)
        }
    }

    /// Copies the view's position, bounds and transform animations onto the host, so the
    /// pictures go where the view goes.
    private func followGeometryAnimations(of layer: CALayer) {
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
                  ["position", "bounds", "transform", "anchorPoint"].contains(where: { animation.keyPath?.hasPrefix($0) == true }),
                  let copy = animation.copy() as? CAPropertyAnimation else { continue }
            // The view's block tracks the original; the copy reports to no one.
            copy.delegate = nil
            host.add(copy, forKey: key)
        }
    }

    /// Hides the view for the transition without touching its model opacity.
    private func hide(_ layer: CALayer, timing: ViewAnimationTiming) {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = Float(0)
        animation.toValue = Float(0)
        add(animation, to: layer, key: "UIViewTransition.hide", timing: timing)
        hiddenLayer = layer
    }

    private func animate(_ layer: CALayer, _ keyPath: String, from: Any, to: Any, timing: ViewAnimationTiming) {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        add(animation, to: layer, key: "UIViewTransition.\(keyPath)", timing: timing)
    }

    private func add(_ animation: CABasicAnimation, to layer: CALayer, key: String, timing: ViewAnimationTiming) {
        animation.duration = timing.duration
        animation.fillMode = .both
        animation.timingFunction = timing.options.curve.timingFunction
        animation.delegate = self
        pending += 1
        completion.willAdd()
        layer.add(animation, forKey: key)
    }

    func animationDidStart(_ anim: CAAnimation) {}

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if pending == 0 {
            // Take the pictures away before the completion runs, so it sees the view as it is.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            host.removeFromSuperlayer()
            hiddenLayer?.removeAnimation(forKey: "UIViewTransition.hide")
            CATransaction.commit()
        }
        completion.animationDidStop(anim, finished: flag)
    }
}
