import Foundation

extension UIApplication {
    /// Keys of the options an app is launched with, as UIKit's `UIApplication.LaunchOptionsKey`.
    ///
    /// An app launched from its icon gets no options (`nil`), as on iOS; the simulator launches
    /// it no other way, so the keys exist for code that reads them.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The URL the app was opened to handle.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The remote notification the app was launched for.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The Home screen quick action the app was launched with.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The app was launched to handle a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }
}
