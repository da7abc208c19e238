import Foundation

/// Hears about the page turns the user makes, as UIKit's `UIPageViewControllerDelegate` (every
/// method optional, with empty defaults).
///
/// As in UIKit, only turns made with the finger are reported: `setViewControllers(_:direction:
/// animated:completion:)` reports through its completion instead. Unlike UIKit, the protocol
/// refines `AnyObject`; `spineLocationFor` and the orientation requirements are declared so iOS
/// delegates compile, and are not asked (the spine does not move on rotation).
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// A swipe is about to show `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A swipe's animation ended: `completed` tells whether the pages changed (the finger was
    /// released past half the page or flicked) or went back to `previousViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// Where the spine goes for `orientation` (not asked here).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The orientations the page view controller supports (not asked here).
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The orientation to present the page view controller in (not asked here).
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing (optional in UIKit).
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The page view controller's current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// All but upside down, as UIKit's default for a phone.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
