import Foundation

extension UIView {
    /// Returns a view showing an image of this view and its subviews, as UIKit's
    /// `snapshotView(afterScreenUpdates:)`.
    ///
    /// With `afterUpdates` false the image is what was last drawn on screen: changes made since
    /// the last frame are not in it. With true, pending layout runs first and the image shows the
    /// view as the next frame will (a view just set to alpha 0 gives an empty snapshot). The
    /// view's own transform and position are left out; its alpha and everything below it are
    /// kept. The snapshot view's frame is the view's bounds size at the origin, and its layer's
    /// contents are a `CGImage` at the screen's scale.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshotView(of: nil, afterScreenUpdates: afterUpdates)
    }

    /// Returns a view showing an image of the part `rect` (in this view's coordinates) of this
    /// view, as UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    ///
    /// Unlike UIKit, `capInsets` are ignored: resizing the returned view stretches the whole
    /// image (layers have no `contentsCenter` here).
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        snapshotView(of: rect, afterScreenUpdates: afterUpdates)
    }

    /// The snapshot of the whole bounds (`rect` nil) or of a part of them.
    private func snapshotView(of rect: CGRect?, afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let scale = UIScreen.main.scale
        if afterUpdates {
            layer.layoutIfNeeded()
            layer.displayIfNeeded()
        }
        let bitmap = LayerCompositor.snapshot(of: layer, scale: Double(scale), lastDrawn: !afterUpdates)
        var image: CGImage? = bitmap.width > 0 && bitmap.height > 0 ? CGImage(bitmap: bitmap) : nil
        var size = bounds.size
        if let rect {
            // The bitmap starts at the bounds' origin; crop in pixels.
            let local = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            let pixels = CGRect(x: local.minX * scale, y: local.minY * scale,
                                width: local.width * scale, height: local.height * scale)
            image = image?.cropping(to: pixels)
            size = rect.size
        }
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        return snapshot
    }
}
