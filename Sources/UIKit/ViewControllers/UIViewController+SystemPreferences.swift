import Foundation

/// The requests a controller makes of the system when one of its preferences changes, and the
/// detail-showing entry point, as UIKit's `UIViewController` declares them.
///
/// The simulated phone has no home indicator and no system edge gestures, and it re-reads the
/// supported orientations when the device turns, so the `setNeedsUpdateOf…` requests have
/// nothing to do here: they exist so that iOS code calling them compiles and runs unchanged.
extension UIViewController {
    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again (nothing to do here: no
    /// home indicator is drawn).
    func baseSetNeedsUpdateOfHomeIndicatorAutoHidden() {}

    /// Has the window read the status bar preferences again, now; inside a `UIView.animate`
    /// block the bar hides or shows with the block's timing (UIWindow+StatusBar.swift).
    func baseSetNeedsStatusBarAppearanceUpdate() {
        guard UIKitEnvironment.isBound else { return }
        let environment = UIKitEnvironment.current
        let window = viewIfLoaded?.window ?? environment.keyWindow ?? environment.windows.last
        window?.updateStatusBarAppearance(animated: UIViewAnimationState.current.blocks.last?.animates == true)
    }

    /// Asks the system to read `preferredScreenEdgesDeferringSystemGestures` again (nothing to
    /// do here: no system edge gestures).
    func baseSetNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    /// Asks the system to read `supportedInterfaceOrientations` again (iOS 16). Here the
    /// orientations are read whenever the device turns, so there is nothing to refresh.
    func baseSetNeedsUpdateOfSupportedInterfaceOrientations() {}

    /// Asks the system to turn the interface to the device's orientation if the controllers now
    /// allow it (deprecated in iOS 16, still common). Nothing to do here: the simulator turns
    /// the interface when the device turns.
    public static func attemptRotationToDeviceOrientation() {}

    /// Shows `vc` as the detail of a split view; without a split view controller (always here)
    /// UIKit shows it as `show(_:sender:)` would.
    func baseShowDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}

/// Alignment rectangles and the layout direction, as UIKit's `UIView` declares them.
///
/// A view's alignment rectangle is its frame inset by `alignmentRectInsets` (none unless a
/// subclass says) and layout runs left to right, so these answer accordingly.
extension UIView {
    /// The alignment rectangle of `frame`: the frame inset by `alignmentRectInsets`.
    func baseAlignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame of an alignment rectangle: the rectangle outset by `alignmentRectInsets`.
    func baseFrame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The direction the view's content is laid out in: left to right.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Asks the view and its subviews to resign the first responder; there are no text fields
    /// here, so nothing resigns and the answer is false.
    @discardableResult
    func baseEndEditing(_ force: Bool) -> Bool { false }
}

extension UINavigationController {
    /// Shows or hides the toolbar. There is no toolbar here: only `isToolbarHidden` changes,
    /// for code that reads it back.
    func baseSetToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }
}
