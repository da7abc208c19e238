/// Closures called with a value, in the order they were added, each until it is removed: the
/// listeners a `SimulatorSession` or a `UIKitEnvironment` keeps for one kind of event, so tools
/// hooking in add and remove their own and never overwrite another's.
///
/// An array rather than a dictionary keyed by token, so the order observers are called in is
/// the order they were added, in every process.
package struct ObserverList<Value> {
    private var entries: [(token: ObserverToken, call: (Value) -> Void)] = []

    /// An empty list.
    package init() {}

    /// Whether no observer is listening.
    package var isEmpty: Bool { entries.isEmpty }

    /// Adds `call` after the observers already there; returns its token.
    package mutating func add(_ call: @escaping (Value) -> Void) -> ObserverToken {
        let token = ObserverToken()
        entries.append((token, call))
        return token
    }

    /// Removes the observer `token` was returned for; nothing when it is not in this list.
    package mutating func remove(_ token: ObserverToken) {
        entries.removeAll { $0.token === token }
    }

    /// Calls every observer with `value`, in the order they were added. The list is read once,
    /// before the first call: an observer added or removed by a call is so from the next event.
    package func notify(_ value: Value) {
        for entry in entries { entry.call(value) }
    }
}
