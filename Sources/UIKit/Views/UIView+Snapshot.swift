import Foundation

extension UIView {
    /// Returns a view showing an image of this view and its subviews, as UIKit's
    /// `snapshotView(afterScreenUpdates:)`.
    ///
    /// With `afterUpdates` false the image is what was last drawn on screen: changes made since
    /// the last frame are not in it. With true, the image shows the view as the next frame will,
    /// every change made before that frame included: it is drawn now and drawn again when the
    /// next frame is committed, as UIKit renders it at the commit (so a view set to alpha 0 just
    /// after the snapshot was asked for still gives an empty snapshot, as seed 002 relies on; but
    /// a view hidden just after still shows, as transition code that hides the view it animates a
    /// snapshot of relies on: UIKit's replica draws the view's layer whatever its `isHidden`). The
    /// view's own transform and position are left out; its alpha and everything below it are
    /// kept. The snapshot view's frame is the view's bounds size at the origin, and its layer's
    /// contents are a `CGImage` at the screen's scale.
    func baseSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        snapshotView(of: nil, afterScreenUpdates: afterUpdates)
    }

    /// Returns a view showing an image of the part `rect` (in this view's coordinates) of this
    /// view, as UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    ///
    /// Unlike UIKit, `capInsets` are ignored: resizing the returned view stretches the whole
    /// image (layers have no `contentsCenter` here).
    func baseResizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
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
        // Its pixels are drawn when first read (docs/ARCHITECTURE.md, "A frame, from a layer to
        // the pixels"): a snapshot replaced in frames a replay builds without drawing is never drawn.
        var image = LayerCompositor.snapshotImage(of: layer, scale: Double(scale), lastDrawn: !afterUpdates)
        var size = bounds.size
        if let rect {
            // The bitmap starts at the bounds' origin; crop in pixels.
            let local = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
            let pixels = CGRect(x: local.minX * scale, y: local.minY * scale,
                                width: local.width * scale, height: local.height * scale)
            image = image?.cropping(to: pixels)
            size = rect.size
        }
        let snapshot = afterUpdates ? SnapshotAtCommitView(source: self, rect: rect, frame: CGRect(origin: .zero, size: size))
                                    : UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.layer.contents = image
        snapshot.layer.contentsScale = scale
        return snapshot
    }

    /// The image a snapshot shows at the commit: this view (or the part `rect` of it) with pending
    /// changes, drawn even if it was hidden since the snapshot was asked for.
    func renderedSnapshotImage(of rect: CGRect?) -> CGImage? {
        let scale = UIScreen.main.scale
        layer.layoutIfNeeded()
        layer.displayIfNeeded()
        guard let image = LayerCompositor.snapshotImage(of: layer, scale: Double(scale), lastDrawn: false,
                                                        showingHiddenRoot: true) else { return nil }
        guard let rect else { return image }
        let local = rect.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return image.cropping(to: CGRect(x: local.minX * scale, y: local.minY * scale,
                                         width: local.width * scale, height: local.height * scale))
    }
}

/// A snapshot taken "after screen updates": drawn once more when the next frame is committed
/// (the compositor's display pass), so changes made after asking for it are in it, as in UIKit.
final class SnapshotAtCommitView: UIView {
    private weak var source: UIView?
    private let rect: CGRect?
    private var isFinal = false

    init(source: UIView, rect: CGRect?, frame: CGRect) {
        self.source = source
        self.rect = rect
        super.init(frame: frame)
        layer.setNeedsDisplay()
    }

    required init?(coder: NSCoder) { return nil }

    override func display(_ layer: CALayer) {
        guard layer === self.layer, !isFinal else { return }
        isFinal = true
        if let source { layer.contents = source.renderedSnapshotImage(of: rect) }
    }
}
