import Foundation

/// An object that knows where the observations of its key paths go.
package protocol KeyValueObservingRouting: AnyObject {
    /// The route for `keyPath` (rooted at this object's type or a superclass).
    func keyValueObservingRoute(for keyPath: AnyKeyPath) -> KeyValueObservingRoute
}
