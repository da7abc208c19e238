import Foundation
import QuartzCore
import UIKit

extension UIView {
    /// Where the view is drawn now, in `window`'s coordinates: its own layer's presentation
    /// values (position, bounds, anchor point) placed through its superviews' model geometry.
    ///
    /// The frame a test sees mid-animation; a view's own transform is not applied.
    public func onScreenFrame(in window: UIWindow) -> CGRect {
        let layer = layer.presentation() ?? layer
        let origin = CGPoint(x: layer.position.x - layer.bounds.width * layer.anchorPoint.x,
                             y: layer.position.y - layer.bounds.height * layer.anchorPoint.y)
        let inWindow = superview?.convert(origin, to: window) ?? origin
        return CGRect(origin: inWindow, size: layer.bounds.size)
    }
}
