import Foundation

/// What an iOS app's Info.plist says about its scenes (its `UIApplicationSceneManifest`): that
/// the app uses scenes, and the configurations of its window scenes, the first being the
/// default.
///
/// Unlike UIKit, which reads it from the app's Info.plist, the simulator is given it at launch
/// (`Device.launch(applicationDelegate:sceneManifest:)`), or infers Xcode's template's
/// (`xcodeTemplate(for:)`). An app launched without one does not use scenes, as on iOS.
public struct ApplicationSceneManifest {
    /// One window-scene configuration (an item of Info.plist's
    /// `UIWindowSceneSessionRoleApplication`).
    public struct Configuration {
        /// Its name (`UISceneConfigurationName`).
        public var name: String
        /// The scene delegate's class (`UISceneDelegateClassName`).
        public var delegateClass: AnyClass?
        /// The scene's class (`UISceneClassName`); kept, not read (see `UISceneConfiguration`).
        public var sceneClass: AnyClass?

        /// A configuration named `name` whose scenes get a delegate of `delegateClass`.
        public init(name: String = ApplicationSceneManifest.defaultConfigurationName, delegateClass: AnyClass?, sceneClass: AnyClass? = nil) {
            self.name = name
            self.delegateClass = delegateClass
            self.sceneClass = sceneClass
        }
    }

    /// The name Xcode's template gives its one configuration.
    public static let defaultConfigurationName = "Default Configuration"

    /// The window-scene configurations, the default first.
    public var configurations: [Configuration]

    /// A manifest of `configurations` (none: the app's delegate supplies every configuration).
    public init(configurations: [Configuration]) {
        self.configurations = configurations
    }

    /// Xcode's template's manifest: one "Default Configuration" whose delegate is `sceneDelegate`.
    public init(sceneDelegate: AnyClass) {
        self.init(configurations: [Configuration(delegateClass: sceneDelegate)])
    }

    /// The manifest Xcode's template writes for an app whose delegate is `applicationDelegate`:
    /// "Default Configuration" with the class `SceneDelegate` of the app delegate's module
    /// (`$(PRODUCT_MODULE_NAME).SceneDelegate`), or nil when that module has no such class (an
    /// app without scenes, as before iOS 13).
    public static func xcodeTemplate(for applicationDelegate: AnyClass) -> ApplicationSceneManifest? {
        let qualifiedName = String(reflecting: applicationDelegate)
        guard let module = qualifiedName.split(separator: ".").first,
              let sceneDelegate = NSClassFromString("\(module).SceneDelegate") else { return nil }
        return ApplicationSceneManifest(sceneDelegate: sceneDelegate)
    }
}
