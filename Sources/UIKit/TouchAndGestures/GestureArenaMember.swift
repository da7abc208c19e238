import Foundation

/// What the gesture arena needs of a recognizer, and nothing more: its state, its answers about
/// the others, and the calls that send its actions and reset it. What the arena keeps about a
/// member while it competes (a recognition held back, the touches it saw) is the arena's own
/// (`GestureArena.records`), handed to the member where it asks.
///
/// `UIGestureRecognizer` is the one member in UIKit (`UIGestureRecognizer+GestureArenaMember`);
/// tests give the arena fakes that answer as they are told (`GestureArenaTests`), as Flutter's
/// gesture arena is tested with fake members. The arena never reads a recognizer's delegate, its
/// view or its targets directly: each member answers for itself, and the arena combines the
/// answers of both sides (a member must wait for another if either says so).
protocol GestureArenaMember: AnyObject {
    /// The type of the members it is asked about (`UIGestureRecognizer` for every recognizer).
    associatedtype Peer: AnyObject

    /// The state as the arena set it, read and written without going through the arena again.
    var stateStorage: UIGestureRecognizer.State { get set }

    /// Whether the member takes part at all (a disabled one never recognizes).
    var isEnabled: Bool { get }
    /// Whether recognizing takes the member's touches away from their views.
    var cancelsTouchesInView: Bool { get }
    /// Whether the member itself, its delegate and the controls among `touches` (the touches
    /// it saw since its last reset) let it begin now.
    func arenaShouldBegin(touches: [UITouch]) -> Bool

    /// The members named by `require(toFail:)` that still exist, in the order they were named.
    var failureRequirementPeers: [Peer] { get }
    /// Whether the member's own rule makes it wait for `other` to fail (a subclass override).
    func shouldRequireFailure(of other: Peer) -> Bool
    /// Whether the member's own rule makes `other` wait for it to fail.
    func shouldBeRequiredToFail(by other: Peer) -> Bool
    /// Whether the member recognizing may make `other` fail.
    func canPrevent(_ other: Peer) -> Bool
    /// Whether `other` recognizing may make the member fail.
    func canBePrevented(by other: Peer) -> Bool
    /// The delegate's answer: the member waits for `other` to fail.
    func delegateRequiresFailure(of other: Peer) -> Bool
    /// The delegate's answer: `other` waits for the member to fail.
    func delegateRequiresFailure(by other: Peer) -> Bool
    /// The delegate's answer: the member may recognize alongside `other`.
    func delegateAllowsSimultaneousRecognition(with other: Peer) -> Bool

    /// Sends the member's actions, reporting `state` (the state it was in when they were queued).
    func sendActions(reporting state: UIGestureRecognizer.State)
    /// Lets go of `touches` (those it saw since its last reset) before the arena puts it back to
    /// possible.
    func prepareForReset(touches: [UITouch])
    /// Clears the member's own per-gesture fields (a recognizer subclass's `reset()`).
    func reset()
}
