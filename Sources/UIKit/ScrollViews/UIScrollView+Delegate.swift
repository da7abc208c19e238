import Foundation

/// The object told about a scroll view's scrolling, as UIKit's `UIScrollViewDelegate`. Every
/// method is optional (empty defaults).
///
/// Unlike UIKit, the protocol refines `AnyObject` rather than `NSObjectProtocol`; the zooming
/// methods are declared but never called (there is no zooming), nor is
/// `scrollViewDidChangeAdjustedContentInset(_:)`; and a class must implement the methods in the
/// class that declares the conformance, as with any Swift protocol default.
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (dragging, decelerating, or set by code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifts with `velocity` (points per millisecond, as in UIKit, in content-offset
    /// terms); `targetContentOffset` is where the content will settle and may be changed.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a status-bar tap may scroll to the top (never asked here: no status bar).
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to top finished.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The zoom scale changed (`zoomScale`, `setZoomScale(_:animated:)`, `zoom(to:animated:)`).
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// The view to scale when zooming; nil (the default) means no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// A pinch is about to zoom `view` (never called here).
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// A zoom ended at `scale` (never called here).
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// `adjustedContentInset` changed (not called here).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Default: no view, so no zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Default: nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Default: nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Default: nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    /// How much of its speed a released scroll keeps per millisecond, as UIKit's
    /// `UIScrollView.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: CGFloat
        /// Creates a rate (the fraction of speed kept per millisecond).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The default: 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop: 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
