import Foundation

/// Something a layer runs when one of its properties changes, as Core Animation's `CAAction`.
///
/// `CAAnimation` is an action that adds itself to the layer. Return `NSNull()` from
/// `CALayerDelegate.action(for:forKey:)` to stop the search (no animation), as on iOS.
public protocol CAAction: AnyObject {
    /// Runs the action for the event `event` on `anObject` (a layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
