import Foundation

extension UIScrollView {
    /// The colours of a scroll view's indicators, as UIKit's `UIScrollView.IndicatorStyle`.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light content, light on dark.
        case `default`
        /// Black.
        case black
        /// White.
        case white
    }

    /// How dragging a scroll view dismisses the keyboard, as UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard.
        case none
        /// The keyboard goes when a drag begins.
        case onDrag
        /// The keyboard follows the finger down and can be pulled back up.
        case interactive
        /// As `onDrag`, the keyboard's accessory view included.
        case onDragWithAccessory
        /// As `interactive`, the keyboard's accessory view included.
        case interactiveWithAccessory
    }

    /// Clamps `scale` to the limits and applies it to the zooming view, over 0.3 s when animated.
    func baseSetZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let zoomed = delegate?.viewForZooming(in: self) else { return }
        let clamped = clampedZoomScale(scale)
        guard animated else { return applyZoomScale(clamped, to: zoomed) }
        UIView.animate(withDuration: 0.3) { self.applyZoomScale(clamped, to: zoomed) }
    }

    /// Zooms so that `rect` fills the view as the limits allow, centred.
    func baseZoom(to rect: CGRect, animated: Bool) {
        guard let zoomed = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let scale = clampedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height))
        let apply = {
            self.applyZoomScale(scale, to: zoomed)
            let limits = self.offsetLimits
            let target = CGPoint(x: rect.midX * scale - self.bounds.width / 2, y: rect.midY * scale - self.bounds.height / 2)
            self.contentOffset = CGPoint(x: min(max(target.x, limits.minX), limits.maxX),
                                         y: min(max(target.y, limits.minY), limits.maxY))
        }
        guard animated else { return apply() }
        UIView.animate(withDuration: 0.3, animations: apply)
    }

    /// Runs `changes` (which move `contentOffset`) and then flashes the scroll indicators, as
    /// UIKit's `withScrollIndicatorsShown(forContentOffsetChanges:)` shows them for the change.
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        changes()
        flashScrollIndicators()
    }

    private func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
    }

    /// Scales the zooming view about its top-left corner (kept at the content's origin) and makes
    /// the content its scaled size, as UIKit does; the offset stays inside the new limits.
    private func applyZoomScale(_ scale: CGFloat, to zoomed: UIView) {
        zoomScaleStorage = scale
        zoomed.transform = CGAffineTransform(scaleX: scale, y: scale)
        let size = CGSize(width: zoomed.bounds.width * scale, height: zoomed.bounds.height * scale)
        let anchor = zoomed.layer.anchorPoint
        zoomed.center = CGPoint(x: size.width * anchor.x, y: size.height * anchor.y)
        contentSize = size
        let limits = offsetLimits
        let offset = contentOffset
        let clamped = CGPoint(x: min(max(offset.x, limits.minX), limits.maxX), y: min(max(offset.y, limits.minY), limits.maxY))
        if clamped != offset { contentOffset = clamped }
        delegate?.scrollViewDidZoom(self)
    }
}
