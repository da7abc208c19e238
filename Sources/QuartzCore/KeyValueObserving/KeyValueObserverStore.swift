import Foundation

/// An object that keeps key-value observations: a layer (for itself and its view) or a view
/// controller.
package protocol KeyValueObserverStore: AnyObject {
    /// The observations, nil until the first (the setters' fast path is this nil check).
    var keyValueObservers: KeyValueObserverList? { get set }
}

extension KeyValueObserverStore {
    /// The list of observations, made on first use.
    package var keyValueObserverList: KeyValueObserverList {
        if let list = keyValueObservers { return list }
        let list = KeyValueObserverList()
        keyValueObservers = list
        return list
    }

    /// Announces that the observable property `key` is about to change.
    @inline(__always)
    package func observedValueWillChange(_ key: String) {
        if let list = keyValueObservers { list.willChange(key) }
    }

    /// Announces that the observable property `key` changed.
    @inline(__always)
    package func observedValueDidChange(_ key: String) {
        if let list = keyValueObservers { list.didChange(key) }
    }
}
