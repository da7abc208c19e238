import Foundation

/// What a running interactive transition is doing at one instant: how far it is, how fast the
/// finger driving it moves, and what releasing the finger now would decide.
///
/// Unlike UIKit, which has no such query, this is TransitionLab's own read-only inspection,
/// made for the simulator's gesture overlay; reading it changes nothing.
public struct InteractiveTransitionSnapshot: Equatable, Sendable {
    /// Which kind of transition is running.
    public enum Kind: String, Equatable, Sendable {
        /// The navigation controller's own interactive pop (edge pan or `handleNavigationTransition`).
        case interactivePop
        /// A push or pop driven by the navigation delegate's interaction controller.
        case navigation
        /// A tab switch driven by the tab bar controller delegate's interaction controller.
        case tabSwitch
        /// A presentation driven by an interaction controller.
        case presentation
        /// A dismissal driven by an interaction controller.
        case dismissal
    }

    /// Which kind of transition is running.
    public let kind: Kind
    /// How far the transition is, 0...1 (the interactor's `percentComplete`).
    public let percentComplete: CGFloat
    /// Whether a finger still drives it (false once it finishes or cancels by itself).
    public let isInteractive: Bool
    /// The driving pan's velocity in points per second, in the navigation controller's view, as
    /// the pan would report it if the finger lifted now; nil when UIKit does not know the pan.
    public let velocity: CGPoint?
    /// Whether the interactive pop's release rule would finish (true) or cancel (false) the pop
    /// if the finger lifted now; nil for other kinds, whose release the app decides.
    public let releaseFinishes: Bool?

    /// Creates a snapshot (UIKit makes them; public for tests and tools that fake one).
    public init(kind: Kind, percentComplete: CGFloat, isInteractive: Bool, velocity: CGPoint?, releaseFinishes: Bool?) {
        self.kind = kind
        self.percentComplete = percentComplete
        self.isInteractive = isInteractive
        self.velocity = velocity
        self.releaseFinishes = releaseFinishes
    }
}

extension InteractiveTransitionSnapshot: CustomStringConvertible {
    /// One line for logs and test failures: kind, percent, velocity and what a release decides.
    public var description: String {
        var parts = ["\(kind.rawValue) \(TransitionProgress.wholePercent(percentComplete))%"]
        if let velocity { parts.append("v = \(Int(velocity.x.rounded())) pt/s") }
        if !isInteractive { parts.append("settling") }
        if let releaseFinishes { parts.append(releaseFinishes ? "release finishes" : "release cancels") }
        return parts.joined(separator: ", ")
    }
}
