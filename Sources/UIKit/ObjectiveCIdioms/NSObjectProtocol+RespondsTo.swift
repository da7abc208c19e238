import Foundation

extension NSObjectProtocol {
    /// Whether this object has the method, as `NSObjectProtocol`'s `responds(to:)`:
    /// `delegate.responds(to: MenuDelegate.menuDidClose)`.
    ///
    /// Unlike Foundation, the selector is a method reference, and the answer is whether the object
    /// is of the method's type (its class, or its protocol). A protocol's `@objc optional`
    /// requirements are plain requirements with default implementations once ported, so every
    /// conformer answers yes; calling the method then runs the conformer's or the default.
    public func responds<Target>(to aSelector: (Target) -> Any) -> Bool {
        self is Target
    }
}
