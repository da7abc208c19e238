import Foundation

/// The navigation controller's edge pan (UIKit's private `_UIParallaxTransitionPanGestureRecognizer`):
/// it begins only when the controller can pop interactively.
///
/// The controller enables it while there is a page to go back to; an app that sets
/// `isEnabled = false` (as apps that bring their own pop gesture do) keeps it off, as in UIKit.
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    weak var navigationController: UINavigationController?
    /// Set when the begin check passed, so the delegate is not asked twice for one gesture.
    private var vettedBegin = false
    /// What the app last set `isEnabled` to (true until it sets it).
    private var isEnabledByApp = true
    /// Set while the controller changes `isEnabled`, so its change is not taken for the app's.
    private var isSettingAvailability = false

    override var isEnabled: Bool {
        didSet { if !isSettingAvailability { isEnabledByApp = isEnabled } }
    }

    /// The controller's part: enabled when `available` and the app has not turned it off.
    func setAvailable(_ available: Bool) {
        isSettingAvailability = true
        defer { isSettingAvailability = false }
        isEnabled = isEnabledByApp && available
    }

    override func shouldBeginInternally() -> Bool {
        vettedBegin = navigationController?.canBeginInteractivePop() ?? false
        return vettedBegin
    }

    /// Whether the begin check just passed (cleared by reading).
    func takeVettedBegin() -> Bool {
        defer { vettedBegin = false }
        return vettedBegin
    }
}
