import Foundation

/// The system's accessibility settings and announcements, as UIKit's `UIAccessibility`.
///
/// The simulator runs with every assistive technology off and every display accommodation at
/// its default, so each query answers false (as an iPhone with the default settings does) and
/// posted announcements go nowhere. Transitions therefore run their full motion, as they do
/// with Reduce Motion off.
public enum UIAccessibility {
    /// Whether VoiceOver is on (false).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on (false).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on (false).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether cross-fades should replace slides when motion is reduced (false).
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Whether Switch Control is on (false).
    public static var isSwitchControlRunning: Bool { false }
    /// Whether AssistiveTouch is on (false).
    public static var isAssistiveTouchRunning: Bool { false }
    /// Whether Bold Text is on (false).
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast is on (false).
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Grayscale is on (false).
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Smart Invert is on (false).
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Guided Access is on (false).
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Mono Audio is on (false).
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether closed captions are on (false).
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Shake to Undo is on (false).
    public static var isShakeToUndoEnabled: Bool { false }
    /// Whether Speak Screen is on (false).
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Speak Selection is on (false).
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether videos play automatically (true, the default).
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Whether Differentiate Without Color is on (false).
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether On/Off Labels is on (false).
    public static var isOnOffSwitchLabelsEnabled: Bool { false }

    /// Posts an announcement to assistive technologies (nothing listens here).
    public static func post(notification: Notification, argument: Any?) {}

    /// A rectangle in `view`'s coordinates, in screen coordinates (the window's here).
    public static func convertToScreenCoordinates(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// An announcement to assistive technologies, as `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// Apple's number for the announcement.
        public let rawValue: UInt32
        /// Creates an announcement from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// A new screen appeared.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// The content scrolled by a page.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posted when VoiceOver turns on or off (never, here).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes (never, here).
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes (never, here).
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Bold Text changes (never, here).
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when Switch Control turns on or off (never, here).
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Posted when Increase Contrast changes (never, here).
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Posted when Smart Invert changes (never, here).
    public static let invertColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    /// Posted when cross-fade transitions are turned on or off (never, here).
    public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted after an assistive technology finished an announcement (never, here).
    public static let announcementDidFinishNotification = NSNotification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// Posted when an assistive technology moved its focus (never, here).
    public static let elementFocusedNotification = NSNotification.Name("UIAccessibilityElementFocusedNotification")
}
