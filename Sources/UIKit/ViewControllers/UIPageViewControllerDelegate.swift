import Foundation

/// Hears about the page turns the user makes, as UIKit's `UIPageViewControllerDelegate` (every
/// method optional, with empty defaults).
///
/// As in UIKit, only turns made with the finger are reported: `setViewControllers(_:direction:
/// animated:completion:)` reports through its completion instead. Unlike UIKit, the protocol
/// refines `AnyObject`, and `spineLocationFor` is absent (the spine does not move on rotation).
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's animation ended: `completed` tells whether the pages changed (the finger was
    /// released past half the page or flicked) or went back to `previousViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}
