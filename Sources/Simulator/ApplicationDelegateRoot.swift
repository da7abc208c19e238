import Foundation
import UIKit

/// A root view controller that stands for an app delegate: launched (`Device.launchApp(_:)`), it
/// launches the app through its delegates instead of being shown itself.
///
/// Unlike UIKit, which starts an app from its delegate alone, the simulator's tools hand a
/// session's app around as "the root its header launches"; an app written with an app delegate
/// (Xcode's template) is one of these, so every tool launches it as iOS does.
package final class ApplicationDelegateRoot: UIViewController {
    /// The app delegate class launched.
    package let delegateClass: (UIResponder & UIApplicationDelegate).Type

    /// Stands for the app whose delegate is `delegateClass`.
    package init(delegateClass: (UIResponder & UIApplicationDelegate).Type) {
        self.delegateClass = delegateClass
        super.init(nibName: nil, bundle: nil)
    }

    package required init?(coder: NSCoder) { nil }
}

extension Device {
    /// Launches an app from the root view controller a tool was given: through its delegates
    /// when it is an `ApplicationDelegateRoot` (throwing `ApplicationLaunchError` when the app
    /// shows no window), else the root itself (`launch(_:)`).
    @discardableResult
    package func launchApp(_ root: UIViewController) throws -> UIWindow {
        if let app = root as? ApplicationDelegateRoot { return try launch(applicationDelegate: app.delegateClass) }
        return launch(root)
    }
}
