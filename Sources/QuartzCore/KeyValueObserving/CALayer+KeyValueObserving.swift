import Foundation

/// A layer type, as a protocol so that a key path's root type can be opened generically and
/// the layer's key paths rebuilt on it (`\R.position` with `R` the observer's static type).
package protocol LayerKeyPathRoot: CALayer {}

extension CALayer: LayerKeyPathRoot {}

extension CALayer: KeyValueObserverStore, KeyValueObservingRouting {
    /// The keys a layer's `frame` depends on: it is computed from them.
    package static let frameDependencyKeys = ["position", "bounds", "transform", "anchorPoint"]

    /// The route of a layer key path: the key its setter announces (Core Animation's key, such as
    /// "hidden" for `isHidden`); a key path no table names keeps its own key.
    package func keyValueObservingRoute(for keyPath: AnyKeyPath) -> KeyValueObservingRoute {
        if let root = type(of: keyPath).rootType as? any LayerKeyPathRoot.Type,
           let key = Self.observableKey(root, keyPath) {
            return KeyValueObservingRoute(store: self, key: key, dependentKeys: key == "frame" ? Self.frameDependencyKeys : [])
        }
        return KeyValueObservingRoute(store: self, key: KeyValueObservingRoute.fallbackKey(for: keyPath))
    }

    private static func observableKey<R: LayerKeyPathRoot>(_ root: R.Type, _ keyPath: AnyKeyPath) -> String? {
        let table: [(AnyKeyPath, String)] = [
            (\R.position, "position"), (\R.bounds, "bounds"), (\R.frame, "frame"),
            (\R.zPosition, "zPosition"), (\R.anchorPoint, "anchorPoint"), (\R.anchorPointZ, "anchorPointZ"),
            (\R.transform, "transform"), (\R.sublayerTransform, "sublayerTransform"),
            (\R.opacity, "opacity"), (\R.isHidden, "hidden"), (\R.masksToBounds, "masksToBounds"),
            (\R.cornerRadius, "cornerRadius"), (\R.maskedCorners, "maskedCorners"),
            (\R.backgroundColor, "backgroundColor"), (\R.borderWidth, "borderWidth"), (\R.borderColor, "borderColor"),
            (\R.shadowColor, "shadowColor"), (\R.shadowOpacity, "shadowOpacity"), (\R.shadowRadius, "shadowRadius"),
            (\R.shadowOffset, "shadowOffset"), (\R.shadowPath, "shadowPath"),
            (\R.contents, "contents"), (\R.contentsRect, "contentsRect"), (\R.contentsScale, "contentsScale"),
            (\R.contentsGravity, "contentsGravity"), (\R.isDoubleSided, "doubleSided"),
        ]
        return table.first { $0.0 == keyPath }?.1
    }
}
