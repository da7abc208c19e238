import Foundation

/// What Auto Layout keeps for one view, made on first use so views laid out by frames carry
/// nothing: the flag that hands the frame to the engine, the installed constraints, content
/// priorities, layout guides and margins, the update-constraints flag, the last safe-area
/// insets reported, and the engine when the view is the root of a hierarchy.
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var installedConstraints: [NSLayoutConstraint] = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The width the last layout gave a view whose intrinsic height depends on its width (a
    /// multi-line label), which its intrinsic size is measured at, as UIKit's second pass does.
    var layoutPassWidth: CGFloat?
    /// The margins the app set, or nil for the default (see `UIView.layoutMargins`).
    var layoutMargins: UIEdgeInsets?
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    /// Whether `updateConstraints()` is pending; true until the first update pass, as every
    /// view in UIKit starts needing one.
    var needsUpdateConstraints = true
    var lastSafeAreaInsets = UIEdgeInsets.zero
    var engine: LayoutEngine?
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState()
        layoutStateStorage = state
        return state
    }

    /// The top of the view's hierarchy (the window when on screen).
    var layoutRoot: UIView {
        var top = self
        while let parent = top.superview { top = parent }
        return top
    }

    /// The engine of the view's hierarchy, made on first use.
    var hierarchyLayoutEngine: LayoutEngine {
        let root = layoutRoot
        if let engine = root.layoutState.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    /// The layout pass's part for Auto Layout, before `layoutSubviews()`: solves the
    /// hierarchy's constraints and sets the frames of the subviews the engine lays out.
    func applyConstraintsToSubviews() {
        guard UIKitEnvironment.isBound, UIKitEnvironment.current.autoLayout.isInUse else { return }
        let engine = hierarchyLayoutEngine
        engine.solveIfNeeded()
        for subview in subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            engine.apply(to: subview)
        }
        if let scrollView = self as? UIScrollView { engine.applyContentSize(to: scrollView) }
    }

    /// Runs `updateConstraints()` (through the view controller's `updateViewConstraints()` for
    /// a controller's root view) on every view in the subtree that asked for it, subviews first,
    /// as UIKit's update pass goes from the bottom up.
    func runUpdateConstraintsPass() {
        for subview in subviews { subview.runUpdateConstraintsPass() }
        let state = layoutState
        guard state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        if let controller = owningViewController {
            controller.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Reports a change of safe-area insets since the view was last laid out, as UIKit calls
    /// `safeAreaInsetsDidChange()` (and the controller's `viewSafeAreaInsetsDidChange()`)
    /// before laying the view out.
    func reportSafeAreaChangeIfNeeded() {
        guard UIKitEnvironment.isBound else { return }
        let insets = safeAreaInsets
        let last = layoutStateStorage?.lastSafeAreaInsets ?? .zero
        guard insets != last else { return }
        layoutState.lastSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        // Margins measured from the safe area moved with it, so they changed too, as UIKit reports.
        if insetsLayoutMarginsFromSafeArea { reportLayoutMarginsChange() }
    }

    /// Tells the view, then its view controller, that its layout margins changed.
    func reportLayoutMarginsChange() {
        layoutMarginsDidChange()
        owningViewController?.viewLayoutMarginsDidChange()
    }
}
