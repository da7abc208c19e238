import Foundation

/// The classes UIKit uses to make a scene, as UIKit's `UISceneConfiguration`: above all the
/// scene delegate's class, which UIKit instantiates when the scene connects.
///
/// Unlike UIKit, which reads the app's `Info.plist`, a configuration created with the name of
/// one in the scene manifest the app was launched with (`ApplicationSceneManifest`, which
/// stands for Info.plist's `UIApplicationSceneManifest`) takes its delegate and scene classes
/// from there; any other starts with none. Storyboards do not exist here.
open class UISceneConfiguration: NSObject {
    /// The configuration's name (Info.plist's `UISceneConfigurationName`), if any.
    public let name: String?
    /// The role of the scenes made from it.
    public let role: UISceneSession.Role
    /// The class of the scene delegate UIKit makes when the scene connects: a `UIResponder`
    /// subclass adopting `UISceneDelegate` (usually `UIWindowSceneDelegate`), made with `init()`.
    open var delegateClass: AnyClass?
    /// The class of the scene. Unlike UIKit, kept and not read: the scene is always the
    /// environment's `UIWindowScene`.
    open var sceneClass: AnyClass?

    /// Creates a configuration named `name` for scenes of `sessionRole`, with the classes the
    /// scene manifest gives a configuration of that name (when created inside a device's
    /// context, as app code is).
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
        guard let name, sessionRole == .windowApplication, UIKitEnvironment.isBound,
              let entry = UIKitEnvironment.current.sceneManifest?.configurations.first(where: { $0.name == name })
        else { return }
        delegateClass = entry.delegateClass
        sceneClass = entry.sceneClass
    }
}
