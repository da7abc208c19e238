import Foundation

/// What a key-value observation reports, as Foundation's `NSKeyValueObservingOptions`.
///
/// Unlike Apple's Foundation, swift-corelibs-foundation on Linux has no key-value observing, so
/// QuartzCore declares it (UIKit re-exports it); the raw values are Apple's.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    /// The option set's bits.
    public let rawValue: UInt

    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value (`NSKeyValueObservedChange.newValue`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value (`NSKeyValueObservedChange.oldValue`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, before `observe` returns, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called just before each change, with `isPrior` true.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
