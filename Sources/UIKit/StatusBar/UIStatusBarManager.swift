import Foundation

/// What the status bar shows now, as UIKit's `UIStatusBarManager`: its style, whether it is
/// hidden and its frame, read-only.
///
/// Reached as in UIKit from the window scene (`view.window?.windowScene?.statusBarManager`), and
/// also from the window (`window.statusBarManager`), since each window draws its own. The values are the ones drawn on the
/// screen: they change when UIKit re-reads the controllers' preferences (after
/// `setNeedsStatusBarAppearanceUpdate()`, when a transition begins or ends), not when a
/// controller's computed property changes on its own.
open class UIStatusBarManager: NSObject {
    private weak var view: StatusBarView?

    init(view: StatusBarView) {
        self.view = view
    }

    /// The style the status bar's content is drawn in (`.default` is drawn dark).
    open var statusBarStyle: UIStatusBarStyle { view?.style ?? .default }

    /// Whether the status bar is hidden: by the controller in charge, or because the device
    /// shows none in this orientation (a phone on its side).
    open var isStatusBarHidden: Bool { view?.isHiddenForAppearance ?? true }

    /// The status bar's rectangle in the window, `.zero` while hidden.
    open var statusBarFrame: CGRect {
        guard let view, !view.isHiddenForAppearance else { return .zero }
        return view.frame
    }

    /// The part of the status bar where nothing is drawn (the notch's place on a notched
    /// phone, between the time and the indicators otherwise), in window coordinates; `.zero`
    /// while hidden.
    ///
    /// Unlike UIKit, which has no such query, this is TransitionLab's: the part of the bar the
    /// phone frame's sensor housing may cover.
    open var emptyFrame: CGRect {
        guard let view, !view.isHiddenForAppearance else { return .zero }
        return view.emptyRegion
    }
}
