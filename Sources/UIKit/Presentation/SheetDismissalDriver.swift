import Foundation

/// The swipe down that dismisses a card (a page or form sheet in compact width), as on iOS 13
/// and later: a pan on the card drags it down with the finger, through a percent-driven
/// dismissal; released past half its height (projected with the finger's speed, so a downward
/// flick suffices) it dismisses, otherwise it springs back and the dismissal is cancelled.
///
/// As on iOS, `isModalInPresentation` (or a delegate answering false to
/// `presentationControllerShouldDismiss(_:)`) blocks it: the card only gives a little under the
/// finger, springs back, and the delegate hears `presentationControllerDidAttemptToDismiss(_:)`.
/// The delegate hears `presentationControllerWillDismiss(_:)` when the drag starts and
/// `presentationControllerDidDismiss(_:)` once the card is gone; `dismiss(animated:)` calls none
/// of them. The pan begins only downward, and not when the touch is in a scroll view scrolled
/// away from its top.
final class SheetDismissalDriver: NSObject, UIGestureRecognizerDelegate {
    /// How far ahead the release velocity projects the card (seconds).
    static let projection: CGFloat = 0.2
    /// How much a blocked card follows the finger.
    static let resistance: CGFloat = 0.15

    /// The phases of a swipe down on a card (the pan's states that matter).
    enum Phase {
        case began, changed, ended, cancelled
    }

    private weak var controller: UIPresentationController?
    let pan = UIPanGestureRecognizer()
    /// The dismissal the finger drives, while it does.
    private(set) var interactor: UIPercentDrivenInteractiveTransition?
    /// Whether the current drag is refused (the card only gives a little).
    private(set) var isBlocked = false
    /// Where the card's top was when a drag between detents started, while it runs.
    var detentDragStartTop: CGFloat?

    init(controller: UIPresentationController) {
        self.controller = controller
        super.init()
        pan.delegate = self
        pan.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer, let view = pan.view else { return }
            let phase: Phase
            switch pan.state {
            case .began: phase = .began
            case .changed: phase = .changed
            case .ended: phase = .ended
            default: phase = .cancelled
            }
            self.drive(phase, translationY: pan.translation(in: view.superview).y, velocityY: pan.velocity(in: view.superview).y)
        }
    }

    /// Puts the pan on the card.
    func install(on view: UIView) { view.addGestureRecognizer(pan) }

    /// Takes the pan off the card.
    func uninstall() { pan.view?.removeGestureRecognizer(pan) }

    // MARK: Driving

    /// Moves the dismissal for one step of the drag: `translationY` is how far the finger went
    /// down since it started, `velocityY` its speed in points per second (the pan's action, and
    /// the tests, call it).
    func drive(_ phase: Phase, translationY: CGFloat, velocityY: CGFloat) {
        guard let controller else { return }
        switch phase {
        case .began:
            if beginDetentDrag(controller, translationY: translationY) {
                moveDetentDrag(controller, translationY: translationY)
                return
            }
            begin(controller)
            move(controller, translationY: translationY)
        case .changed:
            if detentDragStartTop != nil {
                moveDetentDrag(controller, translationY: translationY)
                return
            }
            move(controller, translationY: translationY)
        case .ended, .cancelled:
            if detentDragStartTop != nil {
                endDetentDrag(controller, translationY: translationY, velocityY: phase == .ended ? velocityY : 0)
                return
            }
            if isBlocked {
                isBlocked = false
                guard let card = controller.presentedView else { return }
                UIView.animate(withDuration: 0.3) { card.transform3D = CATransform3DIdentity }
                return
            }
            guard let interactor else { return }
            self.interactor = nil
            let height = max(controller.presentedView?.bounds.height ?? 1, 1)
            let progress = max(0, min(translationY / height, 0.999))
            interactor.update(progress)
            let projected = (translationY + velocityY * Self.projection) / height
            if phase == .ended && projected > 0.5 {
                interactor.finish()
            } else {
                interactor.completionSpeed = 1
                interactor.cancel()
            }
        }
    }

    /// Starts the dismissal, or the refusal when the presentation is modal.
    private func begin(_ controller: UIPresentationController) {
        let presented = controller.presentedViewController
        let delegate = controller.delegate
        // As on iOS, a modal presentation is not asked: the attempt is refused and reported.
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            isBlocked = true
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return
        }
        guard presented.presentationLinks.presenting != nil else { return }
        let interactor = UIPercentDrivenInteractiveTransition()
        interactor.completionCurve = .easeOut
        self.interactor = interactor
        controller.sheetDismissInteractor = interactor
        delegate?.presentationControllerWillDismiss(controller)
        PresentationTransition.dismiss(presented, animated: true) { [weak controller] in
            guard let controller else { return }
            controller.delegate?.presentationControllerDidDismiss(controller)
        }
    }

    private func move(_ controller: UIPresentationController, translationY: CGFloat) {
        if isBlocked {
            // The card gives a little, a fraction of the finger's travel, to show it is held.
            let give = max(0, translationY) * Self.resistance
            controller.presentedView?.transform3D = CATransform3DMakeTranslation(0, give, 0)
            return
        }
        guard let interactor else { return }
        let height = max(controller.presentedView?.bounds.height ?? 1, 1)
        interactor.update(max(0, min(translationY / height, 0.999)))
    }

    // MARK: UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller, let card = controller.presentedView, controller.isCardOnScreen,
              !controller.isTransitioning, PresentationRegistry.current.running.isEmpty,
              controller.presentedViewController.presentationLinks.presented == nil,
              !controller.presentedViewController.presentationLinks.isBeingDismissed else { return false }
        let velocity = pan.velocity(in: card.superview)
        let translation = pan.translation(in: card.superview)
        // Down always; up only from a medium detent towards a large one.
        let vertical = abs(velocity.y) > 0 ? velocity.y : translation.y
        guard vertical > 0 || (vertical < 0 && canExpand(controller)),
              abs(vertical) >= abs(velocity.x), abs(translation.y) >= abs(translation.x) else { return false }
        // A scroll view scrolled away from its top scrolls; at its top the card moves.
        var view = card.hitTest(pan.location(in: card), with: nil)
        while let current = view, current !== card {
            if let scroll = current as? UIScrollView, scroll.contentOffset.y > -scroll.adjustedContentInset.top + 0.5 {
                return false
            }
            view = current.superview
        }
        return true
    }
}
