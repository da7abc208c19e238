import Foundation

/// What UIKit keeps about one of the app's scenes, as UIKit's `UISceneSession`: its role, the
/// configuration it was made from, and the scene while it is connected.
///
/// Unlike UIKit, there is one session, for the one window scene, and nothing is restored from
/// an earlier run: `persistentIdentifier` is the same on every launch, and `userInfo` starts
/// empty each time.
open class UISceneSession: NSObject {
    /// What a scene is for, as UIKit's `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// Creates a role from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interface on the device's screen (the only role here).
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// Content shown on an external display without interaction (never connected here).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The configuration the scene was made from: the one the app delegate returned from
    /// `application(_:configurationForConnecting:options:)`.
    open var configuration: UISceneConfiguration { configurationStorage }
    /// Set by the life cycle when the app delegate chose the configuration.
    var configurationStorage: UISceneConfiguration
    /// A name for the session that stays the same across launches.
    public let persistentIdentifier: String
    /// The scene while it is connected.
    open weak var scene: UIScene?
    /// Your own values for the session.
    open var userInfo: [String: Any]?

    /// Made by UIKit when a scene is about to connect.
    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        configurationStorage = configuration
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}
