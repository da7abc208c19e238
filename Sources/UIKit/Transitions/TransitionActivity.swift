import Foundation

/// One moment in a view-controller transition's life: it began, or it ended finished or
/// cancelled, at a media time.
///
/// Unlike UIKit, which has no such notification, this is TransitionLab's own read-only report,
/// made for review tools (the replay timeline's marks, exported contact sheets). Observe it with
/// `UIKitEnvironment.addTransitionActivityObserver(_:)`.
public struct TransitionActivity: Equatable, Sendable {
    /// Which kind of transition it is.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// A navigation push (or `setViewControllers` showing a new top page).
        case push
        /// A navigation pop, the interactive edge pop included.
        case pop
        /// A tab bar controller switching tabs through its delegate's animator.
        case tabSwitch
        /// A modal presentation.
        case presentation
        /// A modal dismissal.
        case dismissal
    }

    /// Where in its life the transition is.
    public enum Phase: String, Equatable, Sendable {
        /// The animator (or interactor) was just started.
        case began
        /// The animator completed the transition.
        case finished
        /// The transition was cancelled (an interactive transition let go short of the end).
        case cancelled
    }

    /// Which kind of transition it is.
    public let kind: Kind
    /// Where in its life the transition is.
    public let phase: Phase
    /// Whether it was asked for with animation.
    public let isAnimated: Bool
    /// Whether a finger drove it when it began.
    public let isInteractive: Bool
    /// The environment's media time of the moment.
    public let mediaTime: CFTimeInterval

    /// Creates a report (UIKit makes them; public for tests and tools that fake one).
    public init(kind: Kind, phase: Phase, isAnimated: Bool, isInteractive: Bool, mediaTime: CFTimeInterval) {
        self.kind = kind
        self.phase = phase
        self.isAnimated = isAnimated
        self.isInteractive = isInteractive
        self.mediaTime = mediaTime
    }
}

/// How far the front-most running transition is at one instant.
///
/// Unlike UIKit, which has no such query, this is TransitionLab's own read-only inspection.
public struct TransitionProgress: Equatable, Sendable {
    /// Which kind of transition is running.
    public let kind: TransitionActivity.Kind
    /// How far it is, 0...1: the interactor's percent while a finger drives it, else the time
    /// since it began over the animator's duration.
    public let fraction: CGFloat
    /// Whether a finger drives it now.
    public let isInteractive: Bool

    /// Creates a progress reading (UIKit makes them; public for tests and tools).
    public init(kind: TransitionActivity.Kind, fraction: CGFloat, isInteractive: Bool) {
        self.kind = kind
        self.fraction = fraction
        self.isInteractive = isInteractive
    }

    /// How far it is in whole percent, 0...100 (see `wholePercent`).
    public var percent: Int { Self.wholePercent(fraction) }

    /// A fraction (0...1) in whole percent, rounded and clamped to 0...100, with NaN as 0 and
    /// infinity as 100: a readout never traps on a value an app's interactor made non-finite
    /// (converting one to an Int would).
    public static func wholePercent(_ fraction: CGFloat) -> Int {
        guard fraction.isFinite else { return fraction == .infinity ? 100 : 0 }
        return Int((min(1, max(0, fraction)) * 100).rounded())
    }
}
