/// The objects that hold their own associated-object table, so the values go when they go:
/// every `UIResponder` (views, view controllers, windows), gesture recognizer and bar item.
protocol AssociatedObjectHost: AnyObject {
    /// The table, created on first use.
    var associatedObjectTable: AssociatedObjectTable? { get set }
}

extension UIResponder: AssociatedObjectHost {}
extension UIGestureRecognizer: AssociatedObjectHost {}
extension UIBarItem: AssociatedObjectHost {}
