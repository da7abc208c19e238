import Foundation

/// The kind of a key-value change, as Foundation's `NSKeyValueChange`.
///
/// Only `.setting` is reported here: the observable properties are values, not collections.
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was replaced.
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects in a to-many relationship were replaced.
    case replacement = 4
}
