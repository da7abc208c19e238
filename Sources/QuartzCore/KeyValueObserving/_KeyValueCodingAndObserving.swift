import Foundation

/// The objects that `observe(_:options:changeHandler:)` works on, as Foundation's protocol of
/// the same name: every `NSObject`.
///
/// Unlike Apple's Foundation, observing needs no `@objc dynamic`: the properties UIKit and Core
/// Animation make observable report their changes themselves (`CALayer`'s animatable
/// properties and `frame`; `UIView.frame`, `bounds`, `center`, `alpha`, `transform`;
/// `UIScrollView.contentOffset`, `contentSize`, `contentInset`;
/// `UIViewController.preferredContentSize`). Other properties of layers, views and view
/// controllers report what their owner announces with `willChangeValue(for:)` and
/// `didChangeValue(for:)`; other objects only get the `.initial` call.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` whenever the property at `keyPath` changes, for as long as the
    /// returned observation is kept, as Foundation's `observe(_:options:changeHandler:)`.
    ///
    /// Handlers are called in the order the observations were made, synchronously inside the
    /// setter (for `.prior`, before the value is written). Each change made through the
    /// property's own setter is reported, even to the same value, as on iOS (a scroll view's
    /// `contentOffset` ignores an unchanged offset, so reports only moves); a change made
    /// through another property it depends on (a view's frame when its center moves) only when
    /// the value differs, and without a prior notification.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = self[keyPath: keyPath]
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil, oldValue: nil, isPrior: false))
        }
        guard let routing = self as? KeyValueObservingRouting else {
            return NSKeyValueObservation(store: nil, entry: nil)
        }
        let route = routing.keyValueObservingRoute(for: keyPath)
        var oldValues: [Value] = []
        let entry = KeyValueObserverList.Entry(
            key: route.key, dependentKeys: route.dependentKeys,
            willChange: { [weak self] ownKey in
                guard let self else { return }
                let old = self[keyPath: keyPath]
                oldValues.append(old)
                if ownKey, options.contains(.prior) {
                    changeHandler(self, NSKeyValueObservedChange(newValue: nil, oldValue: options.contains(.old) ? old : nil, isPrior: true))
                }
            },
            didChange: { [weak self] ownKey in
                guard let old = oldValues.popLast(), let self else { return }
                let new = self[keyPath: keyPath]
                if !ownKey, keyValueObservedValuesEqual(old, new) == true { return }
                changeHandler(self, NSKeyValueObservedChange(
                    newValue: options.contains(.new) ? new : nil, oldValue: options.contains(.old) ? old : nil, isPrior: false))
            })
        route.store.keyValueObserverList.add(entry)
        return NSKeyValueObservation(store: route.store, entry: entry)
    }

    /// Tells the observations of `keyPath` that its value is about to change (for properties
    /// that do not report their changes themselves). Pair each call with `didChangeValue(for:)`.
    public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let routing = self as? KeyValueObservingRouting else { return }
        let route = routing.keyValueObservingRoute(for: keyPath)
        route.store.observedValueWillChange(route.key)
    }

    /// Tells the observations of `keyPath` that its value changed: their handlers run.
    public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
        guard let routing = self as? KeyValueObservingRouting else { return }
        let route = routing.keyValueObservingRoute(for: keyPath)
        route.store.observedValueDidChange(route.key)
    }
}

/// Whether two observed values are equal: nil when the type is not `Equatable`.
func keyValueObservedValuesEqual<Value>(_ a: Value, _ b: Value) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(toObservedValue: b)
}

extension Equatable {
    fileprivate func isEqual(toObservedValue other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
