import Foundation

/// The scroll view's pan: it begins only along an axis the scroll view can scroll (so nested
/// scroll views split directions), and may not steal touches a control is tracking.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView else { return }
        scrollView.isTracking = true
        // A finger on moving content stops it, as in UIKit.
        if scrollView.isDecelerating { scrollView.stopMotion() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count <= touches.count { scrollView?.isTracking = false }
        super.touchesEnded(touches, with: event)
        settleIfUntouched()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count <= touches.count { scrollView?.isTracking = false }
        super.touchesCancelled(touches, with: event)
        settleIfUntouched()
    }

    /// A finger that stopped the content mid-bounce and lifted without dragging lets it settle.
    private func settleIfUntouched() {
        guard let scrollView, !scrollView.isTracking, !scrollView.isDragging, scrollView.motion == nil else { return }
        let offset = scrollView.contentOffset, limits = scrollView.offsetLimits
        let inside = CGPoint(x: min(max(offset.x, limits.minX), limits.maxX), y: min(max(offset.y, limits.minY), limits.maxY))
        guard inside != offset else { return }
        scrollView.startMotion(ScrollMotion(springingFrom: offset, velocity: .zero, to: inside, at: CACurrentMediaTime()))
        scrollView.isDecelerating = true
    }

    override func shouldBeginAfterHysteresis() -> Bool {
        guard let scrollView else { return false }
        let dx = abs(lastCentroidInWindow.x - translationOriginInWindow.x)
        let dy = abs(lastCentroidInWindow.y - translationOriginInWindow.y)
        return dx >= dy ? scrollView.canScrollHorizontally : scrollView.canScrollVertically
    }

    override func shouldBeginInternally() -> Bool {
        guard let scrollView else { return false }
        for touch in trackedTouches {
            guard let view = touch.view, view !== scrollView,
                  TouchDelivery.current.record(for: touch)?.beganDelivered == true else { continue }
            // The content already has the touch: take it only if allowed to cancel it.
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
