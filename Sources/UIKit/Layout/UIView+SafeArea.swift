import Foundation

extension UIView {
    /// How far the view's edges are covered by the status bar, the home indicator, the notch,
    /// and the bars of the containers of its view controller, as UIKit's `safeAreaInsets`.
    ///
    /// A window takes the screen's insets for its orientation (`UIScreen.safeAreaInsets`, less
    /// the status bar's 20 pt on a phone with a home button while it is hidden); any
    /// other view takes the part of its superview's safe area it overlaps, so a view inside the
    /// safe area has no insets; a page being presented that its animator has not yet put in the
    /// container (laid out or snapshotted first) takes the container's safe area where its frame
    /// lies, so it is laid out as it will be shown; a view controller's root view adds the navigation bar or tab
    /// bar that covers it and the controller's `additionalSafeAreaInsets`. Insets are measured
    /// on frames without transforms, as UIKit's.
    public var safeAreaInsets: UIEdgeInsets {
        guard UIKitEnvironment.isBound else { return .zero }
        return safeAreaInsetsInBoundEnvironment
    }

    /// `safeAreaInsets`, the environment known to be bound: asked of every ancestor up to the
    /// window, which would otherwise each look the environment up again (a task-local read).
    private var safeAreaInsetsInBoundEnvironment: UIEdgeInsets {
        var insets: UIEdgeInsets
        if let window = self as? UIWindow {
            let screen = UIKitEnvironment.current.screen
            insets = Self.overlap(of: untransformedFrame, outside: screen.bounds.inset(by: window.screenSafeAreaInsets))
        } else if let superview {
            insets = Self.overlap(of: untransformedFrame, outside: superview.bounds.inset(by: superview.safeAreaInsetsInBoundEnvironment))
        } else if let container = owningViewController?.pendingPresentationContainer {
            // A page being presented, laid out (or snapshotted) before its animator puts it in
            // the container, takes the safe area of its place there, as it will when it enters.
            insets = Self.overlap(of: untransformedFrame, outside: container.bounds.inset(by: container.safeAreaInsetsInBoundEnvironment))
        } else {
            insets = .zero
        }
        if let controller = owningViewController { insets = controller.containerAdjustedSafeAreaInsets(insets) }
        return insets
    }

    /// How far each side of `frame` lies outside `safe`, clamped to the frame.
    static func overlap(of frame: CGRect, outside safe: CGRect) -> UIEdgeInsets {
        func clamp(_ value: CGFloat, _ limit: CGFloat) -> CGFloat { min(max(0, value), max(0, limit)) }
        return UIEdgeInsets(top: clamp(safe.minY - frame.minY, frame.height), left: clamp(safe.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - safe.maxY, frame.height), right: clamp(frame.maxX - safe.maxX, frame.width))
    }

    /// The view's untransformed frame in `ancestor`'s coordinates (following frames only).
    func untransformedFrame(in ancestor: UIView) -> CGRect {
        var frame = untransformedFrame
        var parent = superview
        while let view = parent, view !== ancestor {
            frame = frame.offsetBy(dx: view.untransformedFrame.minX - view.bounds.minX, dy: view.untransformedFrame.minY - view.bounds.minY)
            parent = view.superview
        }
        if let ancestor = parent { frame = frame.offsetBy(dx: -ancestor.bounds.minX, dy: -ancestor.bounds.minY) }
        return frame
    }
}

extension UIViewController {
    /// The container of this controller's running presentation while its view is not yet in it.
    var pendingPresentationContainer: UIView? {
        guard presentationLinks.isBeingPresented, let container = presentationLinks.controller?.containerStorage,
              container.window != nil else { return nil }
        return container
    }

    /// A root view's safe-area insets from its place on screen, raised by the bar of the
    /// container that covers it (a navigation controller's bar, a tab bar) and increased by
    /// `additionalSafeAreaInsets`.
    func containerAdjustedSafeAreaInsets(_ inherited: UIEdgeInsets) -> UIEdgeInsets {
        var insets = inherited
        if let page = viewStorage, let navigation = parent as? UINavigationController, let container = navigation.viewIfLoaded {
            let bar = navigation.navigationBar
            if !navigation.isNavigationBarHidden, !bar.isHidden, bar.superview === container, page.isDescendant(of: container) {
                let pageFrame = page.untransformedFrame(in: container)
                insets.top = max(insets.top, min(pageFrame.height, bar.untransformedFrame.maxY - pageFrame.minY))
            }
        }
        if let page = viewStorage, let tabs = parent as? UITabBarController, let container = tabs.viewIfLoaded {
            let bar = tabs.tabBar
            if !bar.isHidden, bar.superview === container, page.isDescendant(of: container) {
                let pageFrame = page.untransformedFrame(in: container)
                insets.bottom = max(insets.bottom, min(pageFrame.height, pageFrame.maxY - bar.untransformedFrame.minY))
            }
        }
        let extra = additionalSafeAreaInsets
        return UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left,
                            bottom: insets.bottom + extra.bottom, right: insets.right + extra.right)
    }
}
