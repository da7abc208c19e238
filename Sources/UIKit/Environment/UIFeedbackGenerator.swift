import Foundation

/// The base of haptic feedback generators, as UIKit's `UIFeedbackGenerator`.
///
/// Unlike UIKit, a simulated phone has no Taptic Engine: generators accept every call and do
/// nothing (as the iOS Simulator does).
open class UIFeedbackGenerator: NSObject {
    /// Creates a generator.
    public override init() { super.init() }
    /// Readies the engine for feedback soon; does nothing here.
    open func prepare() {}
}

/// Taps for physical impacts, as UIKit's `UIImpactFeedbackGenerator` (no effect here).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The weights of impact.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light
        /// A medium impact.
        case medium
        /// A heavy impact.
        case heavy
        /// A soft, flexible impact.
        case soft
        /// A hard, rigid impact.
        case rigid
    }

    /// The generator's weight of impact.
    public let style: FeedbackStyle

    /// Creates a generator of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a medium generator.
    public convenience override init() { self.init(style: .medium) }

    /// Plays an impact; does nothing here.
    open func impactOccurred() {}

    /// Plays an impact of an intensity 0...1; does nothing here.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A tick for a changing selection, as UIKit's `UISelectionFeedbackGenerator` (no effect here).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays a selection tick; does nothing here.
    open func selectionChanged() {}
}

/// Success, warning and error patterns, as UIKit's `UINotificationFeedbackGenerator` (no effect
/// here).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The kinds of notification feedback.
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// Plays the pattern of `notificationType`; does nothing here.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
