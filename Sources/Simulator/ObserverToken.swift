/// What adding an observer to a `SimulatorSession` returns: give it to `removeObserver(_:)`
/// to stop that observer being called.
///
/// A token is compared by identity alone, never hashed or ordered, so no observer's turn
/// depends on an address.
public final class ObserverToken {
    init() {}
}
