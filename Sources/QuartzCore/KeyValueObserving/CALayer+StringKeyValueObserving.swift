import Foundation

extension CALayer: KeyValueStringObservingRouting {
    /// The route of a layer property observed by name (`addObserver(_:forKeyPath:…)`): the key
    /// itself, which the layer's setters announce, read with `value(forKey:)`.
    package func keyValueObservingRoute(forKey key: String) -> (route: KeyValueObservingRoute, value: () -> Any?)? {
        let route = KeyValueObservingRoute(store: self, key: key, dependentKeys: key == "frame" ? Self.frameDependencyKeys : [])
        return (route, { [weak self] in self?.value(forKey: key) })
    }
}
