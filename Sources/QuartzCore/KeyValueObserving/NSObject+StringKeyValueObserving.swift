import Foundation

/// One observation made with `addObserver(_:forKeyPath:options:context:)`.
private final class StringKeyValueObservation {
    weak var object: AnyObject?
    weak var observer: AnyObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let entry: KeyValueObserverList.Entry
    weak var store: (any KeyValueObserverStore)?

    init(object: AnyObject, observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?,
         entry: KeyValueObserverList.Entry, store: any KeyValueObserverStore) {
        self.object = object
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.entry = entry
        self.store = store
    }

    func end() {
        entry.isValid = false
        guard let store, let list = store.keyValueObservers else { return }
        list.remove(entry)
        if list.isEmpty { store.keyValueObservers = nil }
    }
}

/// The observations made by name, in the order they were made (never a dictionary's order).
/// UIKit runs on one thread.
private nonisolated(unsafe) var stringObservations: [StringKeyValueObservation] = []

extension NSObject {
    /// Calls `observer`'s `observeValue(forKeyPath:of:change:context:)` after each change of the
    /// property named `keyPath`, as Foundation's key-value observing on iOS:
    /// `scrollView.addObserver(self, forKeyPath: "contentSize", options: .new, context: nil)`.
    ///
    /// Unlike Apple's Foundation: the observable properties are those `observe(_:options:
    /// changeHandler:)` reports (a view's `frame`, `bounds`, `center`, `alpha`, `transform`,
    /// `hidden`, `backgroundColor`, `clipsToBounds`; a scroll view's `contentOffset`,
    /// `contentSize`, `contentInset`; a layer's animatable properties), one key rather than a
    /// dotted path; another name is not observed (logged). The observer is held weakly, and its
    /// observations end with it or with the observed object; `.initial` calls it at once.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        stringObservations.removeAll { $0.object == nil || $0.observer == nil }
        guard let routing = self as? KeyValueStringObservingRouting,
              let (route, value) = routing.keyValueObservingRoute(forKey: keyPath) else {
            return CATransaction.warn("addObserver(_:forKeyPath:): \(type(of: self)).\(keyPath) is not observable here; not observed")
        }
        if options.contains(.initial) {
            Self.notify(observer, keyPath, self, options.contains(.new) ? value() : nil, nil, prior: false, context)
        }
        var oldValues: [Any?] = []
        let entry = KeyValueObserverList.Entry(
            key: route.key, dependentKeys: route.dependentKeys,
            willChange: { [weak self, weak observer] ownKey in
                guard let self, let observer else { return }
                let old = value()
                oldValues.append(old)
                if ownKey, options.contains(.prior) {
                    Self.notify(observer, keyPath, self, nil, options.contains(.old) ? old : nil, prior: true, context)
                }
            },
            didChange: { [weak self, weak observer] _ in
                guard let old = oldValues.popLast(), let self, let observer else { return }
                Self.notify(observer, keyPath, self, options.contains(.new) ? value() : nil,
                            options.contains(.old) ? old : nil, prior: false, context)
            })
        route.store.keyValueObserverList.add(entry)
        stringObservations.append(StringKeyValueObservation(object: self, observer: observer, keyPath: keyPath, context: context,
                                                            entry: entry, store: route.store))
    }

    /// Ends `observer`'s observations of `keyPath` on this object.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObservations { $0.observer === observer && $0.keyPath == keyPath }
    }

    /// Ends `observer`'s observations of `keyPath` made with `context` on this object.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeObservations { $0.observer === observer && $0.keyPath == keyPath && $0.context == context }
    }

    private func removeObservations(where matches: (StringKeyValueObservation) -> Bool) {
        let ended = stringObservations.filter { $0.object === self && matches($0) }
        stringObservations.removeAll { observation in ended.contains { $0 === observation } }
        for observation in ended { observation.end() }
    }

    private static func notify(_ observer: AnyObject, _ keyPath: String, _ object: AnyObject, _ new: Any?, _ old: Any?,
                               prior: Bool, _ context: UnsafeMutableRawPointer?) {
        guard let observer = observer as? KeyValueStringObserver else {
            return CATransaction.warn("\(type(of: observer)) observes \(keyPath) but declares no observeValue(forKeyPath:of:change:context:) here")
        }
        var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
        if let new { change[.newKey] = new }
        if let old { change[.oldKey] = old }
        if prior { change[.notificationIsPriorKey] = true }
        observer.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}
