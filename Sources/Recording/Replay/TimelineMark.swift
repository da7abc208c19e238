import Foundation

/// One moment worth finding again on a replay's timeline: a finger put down or lifted, a
/// transition beginning or ending, a rotation.
public struct TimelineMark: Equatable, Codable, Sendable {
    /// What happened.
    public enum Kind: String, Codable, Sendable {
        /// A finger went down.
        case touchDown
        /// A finger was lifted (or the touch cancelled).
        case touchUp
        /// A transition began (`detail` says which kind).
        case transitionBegan
        /// A transition finished.
        case transitionFinished
        /// A transition was cancelled.
        case transitionCancelled
        /// The device was turned.
        case rotation
    }

    /// The frame the mark is at (the device's frame count when it happened).
    public let frame: Int
    /// What happened.
    public let kind: Kind
    /// For transitions, which kind (`push`, `pop`, `tabSwitch`, `presentation`, `dismissal`).
    public let detail: String?

    /// Creates a mark.
    public init(frame: Int, kind: Kind, detail: String? = nil) {
        self.frame = frame
        self.kind = kind
        self.detail = detail
    }

    /// Whether the mark is a presentation or dismissal (drawn in its own colour).
    public var isPresentation: Bool { detail == "presentation" || detail == "dismissal" }

    /// A short label: "touch", "push began", "pop cancelled".
    public var label: String {
        switch kind {
        case .touchDown: return "touch down"
        case .touchUp: return "touch up"
        case .transitionBegan: return "\(detail ?? "transition") began"
        case .transitionFinished: return "\(detail ?? "transition") finished"
        case .transitionCancelled: return "\(detail ?? "transition") cancelled"
        case .rotation: return "rotation"
        }
    }
}
