import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates (the layer's frame). Setting it
    /// resizes the bounds and moves the center; subviews are autoresized.
    var baseFrame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            // The bounds the frame gives, read before they change (a transformed view's frame
            // does not tell its bounds, so only an untransformed one is told).
            if CATransform3DIsIdentity(layer.transform), newValue.size != oldSize {
                boundsWillChange(to: CGRect(origin: layer.bounds.origin, size: newValue.size))
            }
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
            owningViewController?.contextViewDidMove()
        }
    }

    /// The view's own coordinate space: its origin (scroll offset) and size.
    var baseBounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            if newValue != layer.bounds { boundsWillChange(to: newValue) }
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
        }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    var baseCenter: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform about the center (the layer's transform, which must be affine to read).
    var baseTransform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The full 3D transform of the layer.
    var baseTransform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity of the view and its subviews (the layer's opacity).
    var baseAlpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view is hidden (the layer's isHidden).
    ///
    /// A stack view's arranged view tells its stack, which collapses its place (see
    /// `UIStackView`); while its hiding animates it reports true and still draws.
    var baseIsHidden: Bool {
        get { (superviewStorage as? UIStackView)?.pendingHiddenValue(of: self) ?? layer.isHidden }
        set {
            if let stack = superviewStorage as? UIStackView, stack.arrangedSubview(self, setsHidden: newValue) { return }
            layer.isHidden = newValue
        }
    }

    /// Whether subviews are clipped to the bounds (the layer's masksToBounds).
    var baseClipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view is drawn opaque (a hint; unused by the compositor).
    var baseIsOpaque: Bool {
        get { opaqueHint }
        set { opaqueHint = newValue }
    }

    /// The view's scale factor for drawn content (the screen's by default).
    var baseContentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }

    /// Converts a point from this view's coordinates to `view`'s (the window's when nil),
    /// through every transform, 3D included.
    func baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer ?? rootLayer)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer ?? rootLayer)
    }

    /// Converts a rectangle to `view`'s coordinates: the bounding box of its converted corners.
    func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer ?? rootLayer)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer ?? rootLayer)
    }

    /// The topmost layer above this view, standing in for the window when there is none.
    private var rootLayer: CALayer? {
        var top = layer
        while let parent = top.superlayer { top = parent }
        return top === layer ? nil : top
    }

    /// UIKit's default hit testing (see `hitTest(_:with:)`).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviewStorage.reversed() {
            let local = subview.convert(point, from: self)
            guard local.x.isFinite, local.y.isFinite else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }
}
