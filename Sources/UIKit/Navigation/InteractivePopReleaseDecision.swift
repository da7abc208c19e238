import Foundation

/// The release rule of the interactive pop (Apple's, as copied by Flutter's Cupertino route).
struct InteractivePopReleaseDecision: Equatable {
    /// Whether the pop finishes (else it is cancelled).
    let finishes: Bool
    /// The interactor's completion speed, so the settle keeps the finger's speed.
    let completionSpeed: CGFloat

    /// Projects the position forward with the release velocity over the remaining duration; the
    /// pop finishes when the projection passes min(187.5 pt / width, 0.5). The speed is
    /// max(remaining fraction, duration * |v| / width).
    init(progress: CGFloat, velocityX: CGFloat, width: CGFloat, duration: CGFloat) {
        let remainingDuration = (1 - progress) * duration
        let projected = progress + velocityX / width * remainingDuration
        let threshold = min(UINavigationController.popCommitDistance / width, 0.5)
        finishes = projected > threshold
        let remainingFraction = finishes ? 1 - progress : progress
        completionSpeed = max(remainingFraction, duration * abs(velocityX) / width)
    }
}
