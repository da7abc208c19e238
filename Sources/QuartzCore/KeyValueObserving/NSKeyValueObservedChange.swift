import Foundation

/// One change reported to an `observe(_:options:changeHandler:)` handler, as Foundation's
/// `NSKeyValueObservedChange`.
///
/// `newValue` is set when the options include `.new` (except in a prior notification),
/// `oldValue` when they include `.old` (except in the `.initial` call).
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change (Foundation's name for `NSKeyValueChange`).
    public typealias Kind = NSKeyValueChange

    /// What happened to the value: always `.setting` here.
    public let kind: Kind
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The indexes of a to-many change: always nil here.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (option `.prior`).
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = .setting
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}
