import Foundation

/// Image items and spaces, as UIKit's `init(image:style:target:action:)`, `fixedSpace(_:)` and
/// `flexibleSpace()`.
///
/// Unlike UIKit, the action is a method reference (or `nil`), as for title items.
extension UIBarButtonItem {
    /// Creates an item showing `image` that calls a method of `target` with the item when tapped.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> (UIBarButtonItem) -> Void) {
        self.init(title: nil, style: style)
        self.image = image
        setAction(target: target, action: action)
    }

    /// Creates an item showing `image` that calls a method of `target` without arguments.
    public convenience init<Target: AnyObject>(image: UIImage?, style: Style, target: Target,
                                               action: @escaping (Target) -> () -> Void) {
        self.init(title: nil, style: style)
        self.image = image
        setAction(target: target) { t in { _ in action(t)() } }
    }

    /// Creates an item showing `image` with no action (`target: nil, action: nil`).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
        self.init(title: nil, style: style)
        self.image = image
    }

    /// A space of `width` points between items.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes the room left between items.
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace)
    }
}
