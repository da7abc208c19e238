import Foundation

/// A view controller type, as a protocol so that a key path's root type can be opened
/// generically and the controller's key paths rebuilt on it.
protocol ViewControllerKeyPathRoot: UIViewController {}

extension UIViewController: ViewControllerKeyPathRoot {}

extension UIViewController: KeyValueObserverStore, KeyValueObservingRouting {
    /// The route of a view controller key path: the controller keeps its observations;
    /// `preferredContentSize` reports its changes.
    package func keyValueObservingRoute(for keyPath: AnyKeyPath) -> KeyValueObservingRoute {
        if let root = type(of: keyPath).rootType as? any ViewControllerKeyPathRoot.Type,
           let key = Self.observableKey(root, keyPath) {
            return KeyValueObservingRoute(store: self, key: key)
        }
        return KeyValueObservingRoute(store: self, key: KeyValueObservingRoute.fallbackKey(for: keyPath))
    }

    private static func observableKey<R: ViewControllerKeyPathRoot>(_ root: R.Type, _ keyPath: AnyKeyPath) -> String? {
        keyPath == \R.preferredContentSize ? "preferredContentSize" : nil
    }
}
