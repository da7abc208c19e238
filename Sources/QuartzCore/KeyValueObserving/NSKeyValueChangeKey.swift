import Foundation

/// A key of the change dictionary `observeValue(forKeyPath:of:change:context:)` receives, as
/// Foundation's `NSKeyValueChangeKey`.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key with that name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The kind of change, an `NSKeyValueChange`'s raw value (always `.setting` here).
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The new value, when `.new` was asked for.
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The old value, when `.old` was asked for.
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The changed indexes of a to-many relationship (never reported here).
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// True in the notification sent before the change, when `.prior` was asked for.
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}
