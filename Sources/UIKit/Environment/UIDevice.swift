import Foundation

/// The simulated device, as UIKit's `UIDevice`: its model, system and orientation.
///
/// Unlike UIKit, `current` is the device of the current `UIKitEnvironment` (one per simulated
/// phone or tablet), not a process-wide singleton. Its orientation follows the environment's
/// rotations whether or not orientation notifications are on (iOS apps have them on);
/// `orientationDidChangeNotification` is posted on `NotificationCenter.default` after each
/// rotation while they are. There is no battery or proximity sensor: the battery reads as
/// unknown unless monitoring is on, then full.
open class UIDevice: NSObject {
    /// The device of the current environment.
    open class var current: UIDevice { UIKitEnvironment.current.device }

    /// Made by the environment.
    override init() { super.init() }

    private var orientationNotificationDepth = 0

    /// The device's generic name ("iPhone" or "iPad"), as iOS 16 reports it.
    open var name: String { model }
    /// The kind of device: "iPhone" or "iPad".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The kind of device, localized ("iPhone" or "iPad").
    open var localizedModel: String { model }
    /// The operating system's name: "iOS".
    open var systemName: String { "iOS" }
    /// The operating system's version whose UIKit TransitionLab follows: "17.0".
    open var systemVersion: String { "17.0" }
    /// An identifier for the app's vendor on this device, fixed so sessions replay the same.
    open var identifierForVendor: UUID? { UUID(uuidString: "7A11E7C0-0000-4000-8000-000000000001") }

    /// How the device is held: the environment's interface orientation, seen from the device.
    open var orientation: UIDeviceOrientation { UIDeviceOrientation(interfaceOrientation: UIKitEnvironment.current.interfaceOrientation) }
    /// Phone or tablet, from the screen (see `UITraitCollection`).
    open var userInterfaceIdiom: UIUserInterfaceIdiom { UITraitCollection.current(for: UIKitEnvironment.current.screen).userInterfaceIdiom }
    /// Whether the device runs apps in the background (true).
    open var isMultitaskingSupported: Bool { true }

    /// Whether orientation notifications are on (after more begin calls than end calls).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationDepth > 0 }
    /// Turns orientation notifications on; calls nest.
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationDepth += 1 }
    /// Balances one `beginGeneratingDeviceOrientationNotifications()`.
    open func endGeneratingDeviceOrientationNotifications() { orientationNotificationDepth = max(0, orientationNotificationDepth - 1) }

    /// Whether battery level and state are reported.
    open var isBatteryMonitoringEnabled = false
    /// The charge from 0 to 1: -1 unless monitoring is on, then 1 (there is no battery).
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// The battery's state: unknown unless monitoring is on, then full.
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the proximity sensor is on (it never turns on: there is none).
    open var isProximityMonitoringEnabled: Bool {
        get { false }
        set {}
    }
    /// Whether something is near the sensor (never).
    open var proximityState: Bool { false }

    /// Plays the keyboard click (silently: the simulator has no sound).
    open func playInputClick() {}

    /// The battery's states, as UIKit's `UIDevice.BatteryState`.
    public enum BatteryState: Int, Sendable {
        /// Not known (monitoring is off).
        case unknown
        /// On battery.
        case unplugged
        /// Plugged in, charging.
        case charging
        /// Plugged in, full.
        case full
    }

    /// Posted after the device turned, while orientation notifications are on.
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes (never, here).
    public static let batteryStateDidChangeNotification = NSNotification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes (never, here).
    public static let batteryLevelDidChangeNotification = NSNotification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes (never, here).
    public static let proximityStateDidChangeNotification = NSNotification.Name("UIDeviceProximityStateDidChangeNotification")
}
