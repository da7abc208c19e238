import Foundation

/// Behaviour attached to a view with `UIView.addInteraction(_:)`, as UIKit's `UIInteraction`:
/// the view tells it when it is attached and detached.
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to.
    var view: UIView? { get }
    /// The interaction is about to be attached to `view` (nil: detached).
    func willMove(to view: UIView?)
    /// The interaction was attached to `view` (nil: detached).
    func didMove(to view: UIView?)
}
