import Foundation

/// One moment worth finding again on a replay's timeline: a finger put down or lifted, a
/// transition beginning or ending, a rotation.
package struct TimelineMark: Equatable, Codable, Sendable {
    /// What happened.
    package enum Kind: String, Codable, Sendable {
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
    package let frame: Int
    /// What happened.
    package let kind: Kind
    /// For transitions, which kind (`push`, `pop`, `tabSwitch`, `presentation`, `dismissal`).
    package let detail: String?

    /// Creates a mark.
    package init(frame: Int, kind: Kind, detail: String? = nil) {
        self.frame = frame
        self.kind = kind
        self.detail = detail
    }

    /// Whether the mark is a presentation or dismissal (drawn in its own colour).
    package var isPresentation: Bool { detail == "presentation" || detail == "dismissal" }

    /// A short label: "touch", "push began", "pop cancelled".
    package var label: String {
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
