// PLACEHOLDER (the view-controller engineer replaces it).
import Foundation

/// A screen of content and its life cycle, as UIKit's `UIViewController`.
open class UIViewController: UIResponder {
    var viewStorage: UIView?

    /// The root view, loaded on first access.
    open var view: UIView! {
        get {
            if viewStorage == nil { loadView(); viewDidLoad() }
            return viewStorage
        }
        set { viewStorage = newValue }
    }

    /// The root view if it has been loaded.
    open var viewIfLoaded: UIView? { viewStorage }

    /// Creates the root view: a plain view the size of the screen.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.owningViewController = self
        viewStorage = view
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}

    func beginAppearanceTransitionIfNeeded(_ isAppearing: Bool) {}
    func endAppearanceTransitionIfNeeded() {}
}
