import Foundation

/// The associated-object tables of objects that hold none themselves (layers, the app's own
/// `NSObject` subclasses...): a list of weakly held owners, in the order they were added.
enum AssociatedObjectSideTable {
    private final class Entry {
        weak var owner: AnyObject?
        let identifier: ObjectIdentifier
        let table = AssociatedObjectTable()
        init(_ owner: AnyObject) {
            self.owner = owner
            identifier = ObjectIdentifier(owner)
        }
    }

    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var entries: [Entry] = []

    /// The table of `owner`, created when `create`; drops (in order) the tables of owners gone.
    static func table(of owner: AnyObject, create: Bool) -> AssociatedObjectTable? {
        if let host = owner as? AssociatedObjectHost {
            if host.associatedObjectTable == nil, create { host.associatedObjectTable = AssociatedObjectTable() }
            return host.associatedObjectTable
        }
        lock.lock()
        defer { lock.unlock() }
        var gone: [Entry] = []
        entries.removeAll { entry in
            guard entry.owner == nil else { return false }
            gone.append(entry)
            return true
        }
        let identifier = ObjectIdentifier(owner)
        if let entry = entries.first(where: { $0.identifier == identifier && $0.owner === owner }) { return entry.table }
        guard create else { return nil }
        let entry = Entry(owner)
        entries.append(entry)
        return entry.table
    }
}
