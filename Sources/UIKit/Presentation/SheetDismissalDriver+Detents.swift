import Foundation

/// Dragging a sheet between its detents, as on iOS 15: from `.medium()` the card follows the
/// finger up, from `.large()` (when the sheet also has `.medium()`) down; released, it settles
/// at the detent nearest to where its speed would carry it (0.2 s ahead), through
/// `animateChanges(_:)`, and the page behind shrinks or grows back with it.
///
/// Unlike UIKit, one drag does not go on from the medium detent to a dismissal: a drag down from
/// the large detent stops at the medium one, and the next drag down dismisses.
extension SheetDismissalDriver {
    /// The sheet controller when it has both a medium and a large detent.
    func detentSheet(_ controller: UIPresentationController) -> UISheetPresentationController? {
        guard let sheet = controller as? UISheetPresentationController, sheet.isCardOnScreen else { return nil }
        let identifiers = sheet.detents.map(\.identifier)
        return identifiers.contains(.medium) && identifiers.contains(.large) ? sheet : nil
    }

    /// Whether a drag up may grow the sheet (it stands at its medium detent).
    func canExpand(_ controller: UIPresentationController) -> Bool {
        detentSheet(controller)?.currentDetentIdentifier == .medium
    }

    /// Starts a drag between detents when the drag goes that way; false when it is a dismissal.
    func beginDetentDrag(_ controller: UIPresentationController, translationY: CGFloat) -> Bool {
        guard let sheet = detentSheet(controller), let card = sheet.presentedView else { return false }
        let current = sheet.currentDetentIdentifier
        guard (current == .medium && translationY < 0) || (current == .large && translationY >= 0) else { return false }
        detentDragStartTop = card.frame.minY
        return true
    }

    /// Moves the card's top with the finger, between the large detent's top and the bottom.
    func moveDetentDrag(_ controller: UIPresentationController, translationY: CGFloat) {
        guard let start = detentDragStartTop, let card = controller.presentedView, let container = controller.containerView else { return }
        let bounds = container.bounds
        let top = min(max(start + translationY, controller.cardTop(for: .large, in: bounds)), bounds.maxY)
        UIView.performWithoutAnimation {
            card.frame = CGRect(x: card.frame.minX, y: top, width: card.frame.width, height: bounds.maxY - top)
        }
    }

    /// Settles the card at the detent nearest to where it is heading.
    func endDetentDrag(_ controller: UIPresentationController, translationY: CGFloat, velocityY: CGFloat) {
        guard let start = detentDragStartTop else { return }
        detentDragStartTop = nil
        guard let sheet = detentSheet(controller), let container = controller.containerView else { return }
        let bounds = container.bounds
        let projected = start + translationY + velocityY * Self.projection
        let largeTop = controller.cardTop(for: .large, in: bounds), mediumTop = controller.cardTop(for: .medium, in: bounds)
        let target: UISheetPresentationController.Detent.Identifier =
            abs(projected - largeTop) < abs(projected - mediumTop) ? .large : .medium
        sheet.animateChanges { sheet.selectedDetentIdentifier = target }
    }
}
