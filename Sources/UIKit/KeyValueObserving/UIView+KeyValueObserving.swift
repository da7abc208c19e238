import Foundation

/// A view type, as a protocol so that a key path's root type can be opened generically and the
/// view's key paths rebuilt on it (`\R.frame` with `R` the observer's static type).
protocol ViewKeyPathRoot: UIView {}

extension UIView: ViewKeyPathRoot {}

/// A scroll view type, for the scroll view's own key paths.
protocol ScrollViewKeyPathRoot: UIScrollView {}

extension UIScrollView: ScrollViewKeyPathRoot {}

extension UIView: KeyValueObservingRouting {
    /// The route of a view key path. A view's geometry and appearance are its layer's, so their
    /// observations are kept by the layer and hear every change of it, whoever makes it:
    /// `frame` (the layer's frame, position, bounds, transform or anchor point), `bounds`,
    /// `center` (the layer's position), `alpha` (opacity), `transform`, `isHidden`,
    /// `backgroundColor`, `clipsToBounds`; a scroll view's `contentOffset` (also when its bounds
    /// move), `contentSize` and `contentInset`.
    package func keyValueObservingRoute(for keyPath: AnyKeyPath) -> KeyValueObservingRoute {
        let rootType = type(of: keyPath).rootType
        if let root = rootType as? any ScrollViewKeyPathRoot.Type, let route = scrollViewRoute(root, keyPath) {
            return route
        }
        if let root = rootType as? any ViewKeyPathRoot.Type, let route = viewRoute(root, keyPath) {
            return route
        }
        return KeyValueObservingRoute(store: layer, key: KeyValueObservingRoute.fallbackKey(for: keyPath))
    }

    private func viewRoute<R: ViewKeyPathRoot>(_ root: R.Type, _ keyPath: AnyKeyPath) -> KeyValueObservingRoute? {
        if keyPath == \R.frame {
            return KeyValueObservingRoute(store: layer, key: "frame", dependentKeys: CALayer.frameDependencyKeys)
        }
        let table: [(AnyKeyPath, String)] = [
            (\R.bounds, "bounds"), (\R.center, "position"), (\R.alpha, "opacity"), (\R.transform, "transform"),
            (\R.transform3D, "transform"), (\R.isHidden, "hidden"), (\R.backgroundColor, "backgroundColor"),
            (\R.clipsToBounds, "masksToBounds"),
        ]
        return table.first { $0.0 == keyPath }.map { KeyValueObservingRoute(store: layer, key: $0.1) }
    }

    private func scrollViewRoute<R: ScrollViewKeyPathRoot>(_ root: R.Type, _ keyPath: AnyKeyPath) -> KeyValueObservingRoute? {
        if keyPath == \R.contentOffset {
            // The offset is the bounds' origin: moving the bounds moves it too.
            return KeyValueObservingRoute(store: layer, key: "contentOffset", dependentKeys: ["bounds"])
        }
        let table: [(AnyKeyPath, String)] = [(\R.contentSize, "contentSize"), (\R.contentInset, "contentInset")]
        return table.first { $0.0 == keyPath }.map { KeyValueObservingRoute(store: layer, key: $0.1) }
    }
}

extension UIView: KeyValueStringObservingRouting {
    /// The route of a view property observed by name (`addObserver(_:forKeyPath:…)`), the same
    /// as its key path's: kept by the layer, announced by the layer's setters.
    package func keyValueObservingRoute(forKey key: String) -> (route: KeyValueObservingRoute, value: () -> Any?)? {
        if let scrollView = self as? UIScrollView {
            switch key {
            case "contentOffset":
                return (KeyValueObservingRoute(store: layer, key: key, dependentKeys: ["bounds"]), { [weak scrollView] in scrollView?.contentOffset })
            case "contentSize": return (KeyValueObservingRoute(store: layer, key: key), { [weak scrollView] in scrollView?.contentSize })
            case "contentInset": return (KeyValueObservingRoute(store: layer, key: key), { [weak scrollView] in scrollView?.contentInset })
            default: break
            }
        }
        let table: [(name: String, layerKey: String, read: (UIView) -> Any)] = [
            ("frame", "frame", { $0.frame }), ("bounds", "bounds", { $0.bounds }), ("center", "position", { $0.center }),
            ("alpha", "opacity", { $0.alpha }), ("transform", "transform", { $0.transform }), ("hidden", "hidden", { $0.isHidden }),
            ("isHidden", "hidden", { $0.isHidden }), ("backgroundColor", "backgroundColor", { $0.backgroundColor as Any }),
            ("clipsToBounds", "masksToBounds", { $0.clipsToBounds }),
        ]
        guard let row = table.first(where: { $0.name == key }) else { return nil }
        let route = KeyValueObservingRoute(store: layer, key: row.layerKey, dependentKeys: key == "frame" ? CALayer.frameDependencyKeys : [])
        return (route, { [weak self] in self.map(row.read) })
    }
}
