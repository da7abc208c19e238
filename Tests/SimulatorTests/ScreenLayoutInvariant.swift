import Foundation
@testable import UIKit

/// The monkey's layout invariant, checked once no transition or rotation runs: every visible
/// page fills its container and no visible view lies outside the screen.
///
/// A page is a view controller's root view in the window: the window's root controller's (its
/// container is the window), a navigation or tab bar controller's child's (its container is the
/// view the controller put it in) and a presented controller's when its presentation controller
/// shows it as is (its container is `frameOfPresentedViewInContainerView`). Children of other
/// containers are placed by their parents and not checked. A view is visible when neither it
/// nor an ancestor is hidden or transparent; the part of it that lies outside the screen is
/// what its clipping ancestors (scroll views among them) let through, so content scrolled out
/// of sight is not flagged. A page shrunk behind a card (a page sheet on a phone) is not
/// checked against its container: the card put it there.
enum ScreenLayoutInvariant {
    /// How far a frame may miss, in points (rounding of centred frames).
    static let tolerance: CGFloat = 0.5

    /// What breaks the invariant in `window`, one line each (empty when it holds).
    static func violations(in window: UIWindow) -> [String] {
        var found: [String] = []
        // The screen is what is checked against, so the window's own clip does not count.
        for subview in window.subviews { visit(subview, clip: .infinite, in: window, found: &found) }
        return found
    }

    private static func visit(_ view: UIView, clip: CGRect, in window: UIWindow, found: inout [String]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        let rect = view.convert(view.bounds, to: window)
        let shown = rect.intersection(clip)
        if !shown.isNull, shown.width > tolerance, shown.height > tolerance,
           !window.bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(shown) {
            found.append("view outside the screen: \(describe(view)) at \(rect) on a \(window.bounds.size) screen")
        }
        if let controller = view.owningViewController, let expected = expectedFrame(of: controller, view: view, in: window),
           !same(view.frame, expected) {
            found.append("page does not fill its container: \(type(of: controller)) at \(view.frame), its container \(expected)")
        }
        let childClip = view.clipsToBounds ? clip.intersection(rect) : clip
        for subview in view.subviews { visit(subview, clip: childClip, in: window, found: &found) }
    }

    /// The frame the page must have, or nil when its place is its parent's business.
    private static func expectedFrame(of controller: UIViewController, view: UIView, in window: UIWindow) -> CGRect? {
        // A page shrunk behind a card presented over it is where the card put it.
        if let card = controller.presentedViewController?.presentationController, card.isCardOnScreen,
           card.cardPresenter === view { return nil }
        if window.rootViewController === controller { return window.bounds }
        if controller.parent is UINavigationController || controller.parent is UITabBarController {
            guard let container = view.superview, controller.parent?.view !== view else { return nil }
            return container.bounds
        }
        if controller.parent == nil, let presentation = controller.presentationController,
           presentation.presentedView === view, view.superview === presentation.containerView {
            return presentation.frameOfPresentedViewInContainerView
        }
        return nil
    }

    private static func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    private static func describe(_ view: UIView) -> String {
        var text = "\(type(of: view))"
        if let label = view as? UILabel, let title = label.text { text += " \"\(title.prefix(24))\"" }
        if let button = view as? UIButton, let title = button.title(for: .normal) { text += " \"\(title.prefix(24))\"" }
        return text
    }
}
