/// What adding an observer returns (to a `SimulatorSession`, or to `UIKitEnvironment` for its
/// transitions): give it back to the matching remove to stop that observer being called.
///
/// A token is compared by identity alone, never hashed or ordered, so no observer's turn
/// depends on an address. Unlike UIKit's `NSObjectProtocol` observation tokens, this is
/// TransitionLab's, for its own tools.
package final class ObserverToken {
    package init() {}
}
