import Foundation

/// The key-value observations of one object, in registration order, and the changes in progress.
///
/// A setter announces a change with `willChange(_:)` and `didChange(_:)` around it, naming its
/// key ("position", "contentOffset"). Each entry listens to its own key and to the keys it
/// depends on (a layer's "frame" depends on "position" and "bounds"); changes nest, so setting
/// a frame, which sets the position and the bounds, reports the frame once, when the outermost
/// change ends. A change that reached an entry only through a dependent key is reported only if
/// the value really changed. Entries are called in the order they were added (never in a
/// `Dictionary`'s order, so every process reports the same sequence).
package final class KeyValueObserverList {
    /// One observation: its keys, its nesting depth and what to do before and after a change.
    package final class Entry {
        let key: String
        let dependentKeys: [String]
        var isValid = true
        var depth = 0
        var reachedThroughOwnKey = false
        /// Called as the outermost change begins, with whether it is the entry's own key.
        let willChange: (_ ownKey: Bool) -> Void
        /// Called as the outermost change ends, with whether the entry's own key was involved.
        let didChange: (_ ownKey: Bool) -> Void

        init(key: String, dependentKeys: [String], willChange: @escaping (Bool) -> Void, didChange: @escaping (Bool) -> Void) {
            self.key = key
            self.dependentKeys = dependentKeys
            self.willChange = willChange
            self.didChange = didChange
        }

        func listens(to changedKey: String) -> Bool {
            key == changedKey || dependentKeys.contains(changedKey)
        }
    }

    private(set) var entries: [Entry] = []

    /// Creates an empty list (a store makes one on its first observation).
    package init() {}

    func add(_ entry: Entry) { entries.append(entry) }

    func remove(_ entry: Entry) { entries.removeAll { $0 === entry } }

    /// Whether nothing observes any more.
    package var isEmpty: Bool { entries.isEmpty }

    /// A change of `key` begins: each entry listening to it captures its old value (and sends its
    /// prior notification) if this is the outermost change it sees.
    package func willChange(_ key: String) {
        for entry in entries where entry.isValid && entry.listens(to: key) {
            entry.depth += 1
            if entry.depth == 1 {
                entry.reachedThroughOwnKey = entry.key == key
                entry.willChange(entry.reachedThroughOwnKey)
            } else if entry.key == key {
                entry.reachedThroughOwnKey = true
            }
        }
    }

    /// A change of `key` ended: each entry listening to it reports once its outermost change ends.
    package func didChange(_ key: String) {
        for entry in entries where entry.isValid && entry.listens(to: key) && entry.depth > 0 {
            entry.depth -= 1
            if entry.depth == 0 { entry.didChange(entry.reachedThroughOwnKey) }
        }
    }
}
