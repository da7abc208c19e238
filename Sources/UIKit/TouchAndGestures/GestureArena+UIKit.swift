import Foundation

extension GestureArena where Member == UIGestureRecognizer {
    /// Creates a UIKit environment's arena, whose members are recognizers and whose touch
    /// delivery is the current environment's `TouchDelivery`.
    convenience init() {
        self.init(cancelTouchesInViews: { TouchDelivery.current.cancelTouchesInViews(for: $0) },
                  replayDelayedTouches: { TouchDelivery.current.replayDelayedTouches() })
    }
}
