import Foundation

/// Supplies the pages around the one shown, as UIKit's `UIPageViewControllerDataSource`: a
/// swipe asks for the page before or after the current one, and stops at an end when the
/// answer is nil.
///
/// Unlike UIKit, the protocol refines `AnyObject` rather than `NSObjectProtocol`, and the page
/// indicator the two presentation methods feed is not drawn (they are never called).
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController` (nil at the first page).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController` (nil at the last page).
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the page indicator (0 by default: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot of the page indicator (0 by default).
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// No page indicator (optional in UIKit).
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// The first dot (optional in UIKit).
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
