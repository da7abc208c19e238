import Foundation

/// UIKit's ambient state for one layer context: the screen, the windows, the open animation
/// blocks. Stored in `LayerContext.current.attachments`, so two simulators (or two tests) never
/// share it.
public final class UIKitEnvironment {
    /// The screen the app runs on.
    public var screen: UIScreen
    /// The windows, back to front.
    public internal(set) var windows: [UIWindow] = []
    /// The key window (the one receiving events).
    public internal(set) weak var keyWindow: UIWindow?
    /// Per-concern state that UIKit's parts keep (animation blocks, pending transitions, ...).
    var storage: [String: AnyObject] = [:]

    /// Creates an environment for a screen.
    public init(screen: UIScreen) {
        self.screen = screen
    }

    /// The environment of the current layer context, created with the default phone screen on
    /// first use.
    public static var current: UIKitEnvironment {
        let context = LayerContext.current
        if let environment = context.attachments["UIKit"] as? UIKitEnvironment { return environment }
        let environment = UIKitEnvironment(screen: UIScreen(size: CGSize(width: 390, height: 844), scale: 2))
        context.attachments["UIKit"] = environment
        return environment
    }

    /// Installs `environment` as the current context's UIKit state (the simulator does this).
    public static func install(_ environment: UIKitEnvironment) {
        LayerContext.current.attachments["UIKit"] = environment
    }
}
