import Foundation

/// One finger on the screen, as UIKit's `UITouch`.
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int {
        /// The finger touched down.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The system cancelled the touch.
        case cancelled
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// When the touch last changed, in media time.
    open internal(set) var timestamp: TimeInterval = 0
    /// How many taps in quick succession this touch is part of.
    open internal(set) var tapCount = 1
    /// The view the touch began in (found by hit testing).
    open internal(set) weak var view: UIView?
    /// The window of the touch.
    open internal(set) weak var window: UIWindow?
    /// The gesture recognizers receiving the touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

    var locationInWindow = CGPoint.zero
    var previousLocationInWindow = CGPoint.zero

    /// Creates a touch (the simulator creates them from mouse input).
    public override init() { super.init() }

    /// Where the touch is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    /// Where the touch was at the previous event, in `view`'s coordinates.
    open func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}
