import Foundation

/// Page and form sheets in regular width (an iPad), as iOS 13 and later show them: rounded
/// cards over a dimmed presenter that stays full size. A form sheet floats in the middle,
/// `preferredContentSize` big (540 x 620 by default); a page sheet is a readable page wide and
/// rises from the bottom to just below the status bar, its top corners rounded. A tap on the
/// dimmed presenter dismisses either, unless `isModalInPresentation` or the delegate's
/// `presentationControllerShouldDismiss(_:)` says no (the delegate then hears
/// `presentationControllerDidAttemptToDismiss(_:)`), as a swipe down does.
extension UIPresentationController {
    /// The widest a page sheet gets in regular width.
    static let pageSheetWidth: CGFloat = 704
    /// The least room a regular-width sheet leaves on either side.
    static let regularSheetMargin: CGFloat = 32

    /// Whether this presentation shows as a regular-width sheet: a sheet style UIKit made the
    /// controller for, not shown as a compact-width card.
    var presentsAsRegularSheet: Bool {
        isBuiltInSheet && !presentsAsCard && !sheetFillsCompactHeight
    }

    /// The page sheet's frame in regular width: centred, at most `pageSheetWidth` wide, from
    /// just below the status bar to the bottom.
    func regularPageSheetFrame(in bounds: CGRect) -> CGRect {
        let width = max(0, min(Self.pageSheetWidth, bounds.width - 2 * Self.regularSheetMargin))
        let top = bounds.minY + cardStatusBarBottom + Self.cardTopGap
        return CGRect(x: bounds.midX - width / 2, y: top, width: width, height: max(0, bounds.maxY - top))
    }

    /// The form sheet's frame in regular width: the preferred size (else 540 x 620), kept inside
    /// the margins, centred.
    func regularFormSheetFrame(in bounds: CGRect) -> CGRect {
        let preferred = presentedStorage.preferredContentSize
        var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.formSheetSize
        size.width = max(0, min(size.width, bounds.width - 2 * Self.regularSheetMargin))
        size.height = max(0, min(size.height, bounds.height - 2 * Self.regularSheetMargin))
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// The sheet's presentation begins: round its corners (all four for a form sheet, the top
    /// two for a page sheet, which reaches the bottom of the screen).
    func regularSheetPresentationWillBegin() {
        guard presentsAsRegularSheet, let sheet = presentedView else { return }
        cardSavedPresentedLook = CardLayerLook(sheet.layer)
        sheet.layer.cornerRadius = sheetCornerRadius
        sheet.layer.maskedCorners = effectiveStyle == .formSheet
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            : [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.layer.masksToBounds = true
    }

    /// A tap on the dimmed presenter around a regular-width sheet: dismisses it as a user's
    /// dismissal, asking the delegate first.
    func regularSheetDimmingTapped() {
        guard presentsAsRegularSheet, !isTransitioning else { return }
        let controller = self
        if presentedStorage.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        delegate?.presentationControllerWillDismiss(controller)
        presentingViewController.dismiss(animated: true) { [weak controller] in
            guard let controller else { return }
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
    }
}
