import Foundation

/// The observations `addObserver(_:selector:name:object:)` made for one observer, kept as its
/// associated object: when the observer goes, they are removed from their centers (as on iOS 9
/// and later, where an observer needs no `removeObserver`).
final class MethodObservations {
    /// Each observation: its center, what it matches and Foundation's token.
    var entries: [(center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?, token: NSObjectProtocol)] = []

    deinit {
        for entry in entries { entry.center.removeObserver(entry.token) }
    }
}
