import Foundation

/// The presentation controller of a page or form sheet, as UIKit's
/// `UISheetPresentationController` (iOS 15): the card's detents, grabber and corner radius.
///
/// UIKit makes one for `.pageSheet`, `.formSheet` and `.automatic`; read it through the
/// presented controller's `sheetPresentationController` before presenting. In compact width the
/// card stands at its selected detent: `.large()` below the status bar over the shrunk
/// presenter, `.medium()` from half the screen's height with the presenter left full size.
/// The card can be dragged from one detent to the other (`SheetDismissalDriver+Detents.swift`).
/// Unlike UIKit, the grabber is not drawn and `largestUndimmedDetentIdentifier` is kept only;
/// in regular width the sheet is the centred form or page sheet.
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet can stand at, smallest first (`.large()` alone by default).
    open var detents: [Detent] {
        get { _detents }
        set { _detents = newValue; containerStorage?.setNeedsLayout() }
    }
    private var _detents: [Detent] = [.large()]

    /// The detent the sheet stands at; nil means the smallest of `detents`.
    open var selectedDetentIdentifier: Detent.Identifier? {
        get { _selectedDetentIdentifier }
        set {
            _selectedDetentIdentifier = newValue
            containerStorage?.setNeedsLayout()
            cardDetentDidChange()
        }
    }
    private var _selectedDetentIdentifier: Detent.Identifier?

    /// The largest detent at which the presenter is not dimmed (kept only; nil dims at all).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?

    /// Whether the sheet shows a grabber at its top (kept only: not drawn).
    open var prefersGrabberVisible = false

    /// The radius of the sheet's top corners; nil uses the system's 10 pt.
    open var preferredCornerRadius: CGFloat? {
        get { _preferredCornerRadius }
        set {
            _preferredCornerRadius = newValue
            if let radius = preferredCornerRadius, isCardOnScreen { presentedView?.layer.cornerRadius = radius }
        }
    }
    private var _preferredCornerRadius: CGFloat?

    /// Whether scrolling to the edge of a scroll view expands the sheet (kept only).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in compact height (a phone on its side).
    ///
    /// False (the default): in compact height the sheet fills the screen. True: it stays a card
    /// on the bottom edge, rounded at its top, as wide as the safe area (see
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached`), over the page behind, which is
    /// dimmed but not shrunk. Set it before presenting.
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether a sheet attached to the bottom edge in compact height takes the width of the
    /// presented controller's `preferredContentSize` (at most the safe area's), centred.
    ///
    /// False (the default): the safe area's width. It has no effect unless
    /// `prefersEdgeAttachedInCompactHeight` is true.
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Animates the changes `changes` makes to the sheet's detents and selected detent.
    open func animateChanges(_ changes: () -> Void) {
        guard let container = containerStorage else {
            changes()
            return
        }
        withoutActuallyEscaping(changes) { changes in
            UIView.animate(withDuration: 0.35) {
                changes()
                container.layoutIfNeeded()
            }
        }
    }

    /// The detent the sheet stands at now: the selected one, else the smallest.
    var currentDetentIdentifier: Detent.Identifier {
        if let selected = selectedDetentIdentifier, detents.contains(where: { $0.identifier == selected }) { return selected }
        if detents.contains(where: { $0.identifier == .medium }) { return .medium }
        return detents.first?.identifier ?? .large
    }
}
