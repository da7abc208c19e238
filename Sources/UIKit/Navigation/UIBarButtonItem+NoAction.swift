import Foundation

/// The items made with `target: nil, action: nil`, as iOS code writes a back button's title
/// (`navigationItem.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil,
/// action: nil)`) or an item whose action is set later.
///
/// Unlike UIKit, whose `action` is a `Selector?`, only `nil` can be passed here (`Never?`): a
/// method reference takes the generic initializers.
extension UIBarButtonItem {
    /// Creates an item with a title and no action.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init(title: title, style: style)
    }

    /// Creates a system item with no action.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(barButtonSystemItem: systemItem)
    }
}
