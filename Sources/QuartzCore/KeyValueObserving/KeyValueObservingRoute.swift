import Foundation

/// Where the observations of one key path are kept and which setter keys report it.
///
/// A view's geometry is its layer's, so the observations of `UIView.frame`, `bounds`, `center`
/// and `UIScrollView.contentOffset` are kept by the layer and report the layer's changes however
/// they were made (the view's setter, the layer's, an animation step of a scroll).
package struct KeyValueObservingRoute {
    /// The object that keeps the observations.
    package let store: any KeyValueObserverStore
    /// The key the property's own setter announces.
    package let key: String
    /// Keys of other setters that change the property too (a frame's position and bounds).
    package let dependentKeys: [String]

    /// Creates a route.
    package init(store: any KeyValueObserverStore, key: String, dependentKeys: [String] = []) {
        self.store = store
        self.key = key
        self.dependentKeys = dependentKeys
    }

    /// The key used for a key path no table names: unique per property and root type, so
    /// `willChangeValue(for:)` and `didChangeValue(for:)` with the same key path reach it.
    package static func fallbackKey(for keyPath: AnyKeyPath) -> String {
        "keyPath " + String(describing: keyPath)
    }
}
