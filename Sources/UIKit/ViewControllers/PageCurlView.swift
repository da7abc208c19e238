import Foundation

/// The view a page-curl `UIPageViewController` turns a page in: its layer is the renderer's
/// `PageCurlLayer`, so the page view placed inside rolls away as `curlAmount` grows.
///
/// Not an Apple API. The curl is set without implicit animation: a swipe moves it every frame.
final class PageCurlView: UIView {
    override class var layerClass: AnyClass { PageCurlLayer.self }

    /// The layer that draws the curl.
    var curlLayer: PageCurlLayer { layer as! PageCurlLayer }

    /// How far the page is rolled away, 0 (flat) to 1 (gone).
    var curlAmount: CGFloat {
        get { curlLayer.curlAmount }
        set {
            // Each frame of a drag or a turn sets the final value: an implicit animation would lag.
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            curlLayer.curlAmount = newValue
            CATransaction.commit()
        }
    }

    /// Lifts the edge away from the spine: the right edge for a left spine, the bottom edge for
    /// a top one, and the opposite edges for a spine at the other side.
    func lift(orientation: UIPageViewController.NavigationOrientation, spine: UIPageViewController.SpineLocation) {
        // The curl line's direction; the edge that lifts is the one to its right (y down).
        switch (orientation, spine) {
        case (.horizontal, .max): curlLayer.curlAngle = .pi / 2
        case (.horizontal, _): curlLayer.curlAngle = -.pi / 2
        case (.vertical, .max): curlLayer.curlAngle = .pi
        case (.vertical, _): curlLayer.curlAngle = 0
        }
    }
}
