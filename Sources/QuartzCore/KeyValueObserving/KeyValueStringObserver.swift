import Foundation

/// An object that hears observations made with `addObserver(_:forKeyPath:options:context:)`:
/// it implements `observeValue(forKeyPath:of:change:context:)`, which our classes declare
/// `open` in their bodies (`UIResponder`, `UIPresentationController`) so that subclasses override
/// it as on iOS, where `NSObject` declares it.
package protocol KeyValueStringObserver: AnyObject {
    /// Called after each change of an observed property (and before it, for `.prior`).
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?)
}

/// An object whose properties can be observed by name: where the observations of `key` go and
/// how to read its value.
package protocol KeyValueStringObservingRouting: AnyObject {
    /// The route and the reader of the property named `key`, nil when it is not observable.
    func keyValueObservingRoute(forKey key: String) -> (route: KeyValueObservingRoute, value: () -> Any?)?
}
