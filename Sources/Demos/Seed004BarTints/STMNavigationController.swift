import UIKit

/// A navigation controller with seed 004's way built in: the `STMTransitionProxy` between it
/// and the app's delegate, per-page bar tints (`UINavigationItem.stm_barTintView`), and
/// FDFullscreenPopGesture's full-screen pop.
///
/// Unlike the seed, which swizzles `UINavigationController`'s `delegate` accessors (and FD,
/// which swizzles `pushViewController:animated:` to install its pan), an app adopts it by
/// using this subclass: `delegate` is overridden so that the app sets and reads its real
/// delegate as usual while the proxy stays installed as `super.delegate`, the one UIKit asks.
/// The bar's own background is clear, so each page's tint view is the whole of its bar's look.
package class STMNavigationController: UINavigationController {
    /// The object between this controller and the app's delegate (the seed's `proxy`).
    package let proxy = STMTransitionProxy()
    /// The pan that pops from anywhere on the page (FD's `fd_fullscreenPopGestureRecognizer`).
    package let fd_fullscreenPopGestureRecognizer = UIPanGestureRecognizer()
    private lazy var popGestureDelegate = FullscreenPopGestureDelegate(navigationController: self)

    /// Creates the controller showing `rootViewController`, with the proxy installed.
    package override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        installProxy()
    }

    /// Creates an empty controller, with the proxy installed.
    package override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        installProxy()
    }

    /// Not supported (there are no storyboards).
    package required init?(coder: NSCoder) { nil }

    /// The app's real delegate (the seed's `stm_delegate`); setting it keeps the proxy in
    /// place (the seed's `stm_setDelegate:`).
    package override var delegate: UINavigationControllerDelegate? {
        get { proxy.delegate }
        set {
            proxy.delegate = newValue
            super.delegate = proxy
        }
    }

    /// Whether pushes and pops show seed 004's bar snapshots (true) or UIKit's own transition
    /// with its bar appearance transition (false); each page's button switches it.
    package var usesSnapshotBars: Bool {
        get { proxy.usesSnapshotBars }
        set { proxy.usesSnapshotBars = newValue }
    }

    /// Adds the full-screen pan where the built-in edge pan is, and turns the edge pan off.
    package override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.barTintColor = .clear
        // Readable on the demo's tinted bars and over its photo.
        navigationBar.tintColor = .white
        let pan = fd_fullscreenPopGestureRecognizer
        pan.maximumNumberOfTouches = 1
        pan.name = "fd_fullscreenPopGestureRecognizer"
        pan.delegate = popGestureDelegate
        // UIKit's own interactive pop drives the transition, with its release rule.
        pan.addTarget(self, action: UINavigationController.handleNavigationTransition)
        let host = interactivePopGestureRecognizer?.view ?? view
        host?.addGestureRecognizer(pan)
        interactivePopGestureRecognizer?.isEnabled = false
    }

    private func installProxy() {
        proxy.navigationController = self
        super.delegate = proxy
        // The root page's bar setting, which no transition applies.
        if let root = viewControllers.first?.fullscreenPopSettings {
            isNavigationBarHidden = root.fd_prefersNavigationBarHidden
        }
    }
}
