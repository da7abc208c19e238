import Foundation

extension UIScene {
    /// Why the scene is being connected, as UIKit's `UIScene.ConnectionOptions`.
    ///
    /// A scene connected because the user launched the app from its icon has no URL,
    /// activity or shortcut to handle; the simulator connects it no other way, so every property
    /// is empty.
    open class ConnectionOptions: NSObject {
        /// The app that asked to open a URL (none).
        open var sourceApplication: String? { nil }
        /// The type of the Handoff activity being continued (none).
        open var handoffUserActivityType: String? { nil }
        /// Made by UIKit for each connection.
        override init() { super.init() }
    }
}
