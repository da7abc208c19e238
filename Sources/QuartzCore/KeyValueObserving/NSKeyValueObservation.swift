import Foundation

/// An observation made by `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`: it observes for as long as it is kept.
///
/// As on iOS, the observation stops when `invalidate()` is called or when the object returned
/// by `observe` is released, so code keeps it in a property. It holds the observed object
/// weakly.
public class NSKeyValueObservation: NSObject {
    private weak var store: (any KeyValueObserverStore)?
    private var entry: KeyValueObserverList.Entry?

    init(store: (any KeyValueObserverStore)?, entry: KeyValueObserverList.Entry?) {
        self.store = store
        self.entry = entry
        super.init()
    }

    /// Stops observing: the handler is not called again. Calling it twice does nothing.
    public func invalidate() {
        guard let entry else { return }
        entry.isValid = false
        self.entry = nil
        guard let store, let list = store.keyValueObservers else { return }
        list.remove(entry)
        // The last observation gone, the setters are back on their fast path (a nil check).
        if list.isEmpty { store.keyValueObservers = nil }
    }

    deinit { invalidate() }
}
