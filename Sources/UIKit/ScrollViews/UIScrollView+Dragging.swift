import Foundation

extension UIScrollView {
    // MARK: Limits

    /// The smallest and largest content offsets, as a rectangle (min x/y to max x/y).
    var offsetLimits: CGRect {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether dragging moves the content horizontally.
    var canScrollHorizontally: Bool {
        isScrollEnabled && (offsetLimits.width > 0 || (bouncesAlongX && alwaysBounceHorizontal))
    }

    /// Whether dragging moves the content vertically.
    var canScrollVertically: Bool {
        isScrollEnabled && (offsetLimits.height > 0 || (bouncesAlongY && alwaysBounceVertical))
    }

    // MARK: Rubber band

    /// Whether content dragged or flung past a horizontal edge rubber-bands (`bounces` and
    /// `bouncesHorizontally`), else stops at the edge.
    var bouncesAlongX: Bool { bounces && bouncesHorizontally }

    /// Whether content dragged or flung past a vertical edge rubber-bands (`bounces` and
    /// `bouncesVertically`), else stops at the edge.
    var bouncesAlongY: Bool { bounces && bouncesVertically }

    /// How far content dragged `overshoot` points past an edge is shown past it: UIKit's
    /// `(1 - 1 / (x * 0.55 / d + 1)) * d`, which never reaches the view's size `d`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let shown = (1 - 1 / (abs(overshoot) * 0.55 / dimension + 1)) * dimension
        return overshoot < 0 ? -shown : shown
    }

    /// The overshoot that `rubberBand` shows as `shown` (to resume a drag mid-bounce).
    static func inverseRubberBand(_ shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let fraction = min(abs(shown) / dimension, 0.999)
        let overshoot = dimension / 0.55 * (1 / (1 - fraction) - 1)
        return shown < 0 ? -overshoot : overshoot
    }

    /// The offset shown for an unclamped offset on one axis.
    private func banded(_ value: CGFloat, min low: CGFloat, max high: CGFloat, dimension: CGFloat, bounces: Bool) -> CGFloat {
        if value < low { return bounces ? low - Self.rubberBand(low - value, dimension: dimension) : low }
        if value > high { return bounces ? high + Self.rubberBand(value - high, dimension: dimension) : high }
        return value
    }

    /// The unclamped offset that shows as `value` on one axis.
    private func unbanded(_ value: CGFloat, min low: CGFloat, max high: CGFloat, dimension: CGFloat) -> CGFloat {
        if value < low { return low - Self.inverseRubberBand(low - value, dimension: dimension) }
        if value > high { return high + Self.inverseRubberBand(value - high, dimension: dimension) }
        return value
    }

    // MARK: Dragging

    /// The pan recognizer's action: follows the finger, then hands over to deceleration.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let limits = offsetLimits
        switch pan.state {
        case .began:
            stopMotion()
            let offset = contentOffset
            dragStartOffset = CGPoint(x: unbanded(offset.x, min: limits.minX, max: limits.maxX, dimension: bounds.width),
                                      y: unbanded(offset.y, min: limits.minY, max: limits.maxY, dimension: bounds.height))
            dragTranslationBase = .zero
            dragLastStep = nil
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            followFinger(pan, limits: limits)
        case .changed:
            followFinger(pan, limits: limits)
        case .ended, .cancelled:
            endDragging(fingerVelocity: pan.state == .ended ? pan.velocity(in: self) : .zero, limits: limits)
        default:
            break
        }
    }

    private func followFinger(_ pan: UIPanGestureRecognizer, limits: CGRect) {
        // The bounds origin moves as we scroll, but a translation is a difference of two points
        // converted alike, so it does not feed back.
        let translation = pan.translation(in: self)
        // As on iOS, an offset the app sets mid-drag (a sheet pinning its list at the top, a
        // chat keeping its place as rows arrive above) is where the finger goes on from.
        if let last = dragLastStep, last.shown != contentOffset {
            let offset = contentOffset
            dragStartOffset = CGPoint(x: unbanded(offset.x, min: limits.minX, max: limits.maxX, dimension: bounds.width),
                                      y: unbanded(offset.y, min: limits.minY, max: limits.maxY, dimension: bounds.height))
            dragTranslationBase = last.translation
        }
        let moved = CGPoint(x: translation.x - dragTranslationBase.x, y: translation.y - dragTranslationBase.y)
        var offset = contentOffset
        if canScrollHorizontally {
            offset.x = banded(dragStartOffset.x - moved.x, min: limits.minX, max: limits.maxX, dimension: bounds.width, bounces: bouncesAlongX)
        }
        if canScrollVertically {
            offset.y = banded(dragStartOffset.y - moved.y, min: limits.minY, max: limits.maxY, dimension: bounds.height, bounces: bouncesAlongY)
        }
        contentOffset = offset
        // What this step showed, not what a KVO observer or delegate set in response to it.
        dragLastStep = (translation, offset)
    }

    private func endDragging(fingerVelocity: CGPoint, limits: CGRect) {
        isDragging = false
        // The content moves against the finger.
        let velocity = CGPoint(x: canScrollHorizontally ? -fingerVelocity.x : 0, y: canScrollVertically ? -fingerVelocity.y : 0)
        let now = CACurrentMediaTime()
        let proposed = isPagingEnabled ? pageTarget(velocity: velocity, limits: limits) : projectedTarget(velocity: velocity, limits: limits)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        let next: ScrollMotion
        if isPagingEnabled || target != proposed {
            next = ScrollMotion(springingFrom: contentOffset, velocity: velocity, to: target, at: now)
        } else {
            next = ScrollMotion(deceleratingFrom: contentOffset, velocity: velocity, at: now)
        }
        let willDecelerate = next.needsToRun(limits: limits)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        guard willDecelerate else { return }
        startMotion(next)
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
    }

    /// Where free deceleration would stop: offset + v / -ln(rate per second), clamped.
    private func projectedTarget(velocity: CGPoint, limits: CGRect) -> CGPoint {
        let k = ScrollMotion.decayConstant(decelerationRate)
        let x = contentOffset.x - velocity.x / k, y = contentOffset.y - velocity.y / k
        return CGPoint(x: min(max(x, limits.minX), limits.maxX), y: min(max(y, limits.minY), limits.maxY))
    }

    /// The page to snap to: the next one in the flick's direction, else the nearest.
    private func pageTarget(velocity: CGPoint, limits: CGRect) -> CGPoint {
        func axis(_ offset: CGFloat, _ v: CGFloat, page: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
            guard page > 0 else { return offset }
            let position = offset / page
            let index: CGFloat
            if v > ScrollMotion.pagingFlickSpeed { index = floor(position) + 1 }
            else if v < -ScrollMotion.pagingFlickSpeed { index = ceil(position) - 1 }
            else { index = position.rounded() }
            return min(max(index * page, low), high)
        }
        return CGPoint(x: axis(contentOffset.x, velocity.x, page: bounds.width, low: limits.minX, high: limits.maxX),
                       y: axis(contentOffset.y, velocity.y, page: bounds.height, low: limits.minY, high: limits.maxY))
    }
}
