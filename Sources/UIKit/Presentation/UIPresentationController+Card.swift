import Foundation

/// Page and form sheets in compact width, as iOS 13 and later show them: a card that starts
/// below the status bar with its top corners rounded, over the presenting page shrunk and
/// rounded on a black surround (a card presented from a card stacks on it).
///
/// The card applies to the controllers UIKit creates for `.pageSheet`, `.formSheet` and
/// `.automatic` when the width is compact; regular width keeps the centred sheets of
/// `UIPresentationController+BuiltIn.swift`. The presenter is not removed and hears no
/// disappearance, as on iOS.
extension UIPresentationController {
    /// The corner radius of the card's top corners and of the page shrunk behind it.
    static let cardCornerRadius: CGFloat = 10
    /// How far the card's top sits below the status bar.
    static let cardTopGap: CGFloat = 10
    /// How much the page behind a card shrinks (about UIKit's 0.92 on a 390 pt phone).
    static let cardPresenterScale: CGFloat = 0.92
    /// The dimming over the page behind a card: light, the black surround does the rest.
    static let cardDimmingAlpha: CGFloat = 0.1

    /// Whether this presentation shows as a card: a sheet style UIKit made the controller for,
    /// in compact width, unless the height is compact too (see `sheetFillsCompactHeight`).
    var presentsAsCard: Bool {
        guard isBuiltInSheet, !sheetFillsCompactHeight else { return false }
        return traitCollection.horizontalSizeClass == .compact
    }

    /// Whether this is a page or form sheet UIKit made the controller for.
    var isBuiltInSheet: Bool {
        builtInStyle != nil && (effectiveStyle == .pageSheet || effectiveStyle == .formSheet)
    }

    /// Whether the sheet fills the screen because the height is compact (a phone on its side):
    /// as on iOS 13 and later, where a sheet in compact height is full screen, with no card
    /// inset, no rounded corners and no page shrunk behind it, unless its sheet presentation
    /// controller `prefersEdgeAttachedInCompactHeight` (then a card on the bottom edge).
    var sheetFillsCompactHeight: Bool {
        isBuiltInSheet && isCompactHeight && !prefersEdgeAttachment
    }

    /// Whether the height is compact (a phone on its side).
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// Whether the sheet presentation controller asks for a card on the bottom edge in compact
    /// height.
    var prefersEdgeAttachment: Bool {
        (self as? UISheetPresentationController)?.prefersEdgeAttachedInCompactHeight ?? false
    }

    /// Whether the card is on screen or being shown (its container exists).
    var isCardOnScreen: Bool { presentsAsCard && containerStorage != nil }

    /// The top of the status bar area in the container: the safe-area top, at least 20 pt (a
    /// phone with a home button, whose status bar is 20 pt tall).
    var cardStatusBarBottom: CGFloat {
        let window = containerStorage?.window
        let top = window?.screenSafeAreaInsets.top ?? UIKitEnvironment.current.screen.safeAreaInsets.top
        return max(top, 20)
    }

    /// The card's frame: from just below the status bar to the bottom, full width; a medium
    /// detent of a sheet presentation controller starts halfway down instead. Attached to the
    /// bottom edge in compact height, it is as wide as the safe area, or as the presented
    /// controller's `preferredContentSize` where `widthFollowsPreferredContentSizeWhenEdgeAttached`
    /// (at most the safe area's width), centred.
    func cardFrame(in bounds: CGRect) -> CGRect {
        let sheet = self as? UISheetPresentationController
        let top = cardTop(for: sheet?.currentDetentIdentifier ?? .large, in: bounds)
        guard isCompactHeight else { return CGRect(x: bounds.minX, y: top, width: bounds.width, height: bounds.maxY - top) }
        let safe = containerStorage?.window?.screenSafeAreaInsets ?? UIKitEnvironment.current.screen.safeAreaInsets
        let safeWidth = max(0, bounds.width - safe.left - safe.right)
        var width = safeWidth
        if sheet?.widthFollowsPreferredContentSizeWhenEdgeAttached == true, presentedViewController.preferredContentSize.width > 0 {
            width = min(safeWidth, presentedViewController.preferredContentSize.width)
        }
        return CGRect(x: bounds.minX + safe.left + (safeWidth - width) / 2, y: top, width: width, height: bounds.maxY - top)
    }

    /// The top of the card at `detent`: half the screen's height for `.medium()`, else just
    /// below the status bar.
    func cardTop(for detent: UISheetPresentationController.Detent.Identifier, in bounds: CGRect) -> CGFloat {
        detent == .medium ? bounds.maxY - bounds.height / 2 : bounds.minY + cardStatusBarBottom + Self.cardTopGap
    }

    /// Whether the page behind shrinks: always, except under a medium detent (as on iOS 15) and
    /// under a card on the bottom edge in compact height.
    var cardShrinksPresenter: Bool {
        if isCompactHeight { return false }
        guard let sheet = self as? UISheetPresentationController else { return true }
        return sheet.currentDetentIdentifier != .medium
    }

    /// The presenter's transform behind the card: shrunk about its centre and moved so its top
    /// sits at the bottom of the status bar, just above the card's top.
    func cardPresenterTransform(for view: UIView) -> CATransform3D {
        let scale = Self.cardPresenterScale
        let height = view.bounds.height
        let top = view.center.y - height / 2
        let superview = view.superview
        let statusBarBottom = superview.map { $0.convert(CGPoint(x: 0, y: cardStatusBarBottom), from: nil).y }
            ?? cardStatusBarBottom
        let shift = statusBarBottom - top - height * (1 - scale) / 2
        return CATransform3DConcat(CATransform3DMakeScale(scale, scale, 1), CATransform3DMakeTranslation(0, shift, 0))
    }

    // MARK: The life cycle

    /// The card presentation begins: round the card's top corners, put a black surround below
    /// the presenter (unless it is a card itself), round it and shrink it along the transition.
    func cardPresentationWillBegin() {
        guard presentsAsCard else { return }
        if let card = presentedView {
            cardSavedPresentedLook = CardLayerLook(card.layer)
            card.layer.cornerRadius = sheetCornerRadius
            card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            card.layer.masksToBounds = true
        }
        guard cardShrinksPresenter else { return }
        shrinkCardPresenter(along: presentingViewController.transitionCoordinator)
    }

    /// The phone is turning (the new traits are in place): a card whose height became compact
    /// gives up its corners and lets the page behind grow back, a sheet that was full screen in
    /// compact height becomes a card again, both inside the rotation's animation (`coordinator`),
    /// where the card's new frame is laid out first.
    func cardTraitsWillChange(with coordinator: UIViewControllerTransitionCoordinator) {
        guard isBuiltInSheet, !isTransitioning, containerStorage != nil, let card = presentedView else { return }
        let showsCardLook = cardSavedPresentedLook != nil
        if presentsAsCard, !showsCardLook {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                guard let self, self.presentsAsCard else { return }
                self.cardSavedPresentedLook = CardLayerLook(card.layer)
                card.layer.cornerRadius = self.sheetCornerRadius
                card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                card.layer.masksToBounds = true
                // After the window's new layout, so the page shrinks from its new size.
                if self.cardShrinksPresenter, self.cardPresenter == nil { self.shrinkCardPresenter(along: nil) }
                if self.sheetDismissal == nil {
                    let driver = SheetDismissalDriver(controller: self)
                    self.sheetDismissal = driver
                    driver.install(on: card)
                }
            }, completion: nil)
        } else if !presentsAsCard, showsCardLook, sheetFillsCompactHeight {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                self?.restoreCardLook()
                self?.restoreCardPresenter()
            }, completion: nil)
        } else if presentsAsCard, showsCardLook {
            // A card on the bottom edge turning: the page behind grows back on its side and
            // shrinks again upright, as at a detent change.
            coordinator.animate(alongsideTransition: { [weak self] _ in self?.cardDetentDidChange() }, completion: nil)
        }
    }

    /// The sheet moved to another detent: the page behind shrinks at the large one and grows
    /// back at the medium one (inside the detent change's animation).
    func cardDetentDidChange() {
        guard isCardOnScreen, !isTransitioning else { return }
        if cardShrinksPresenter, cardPresenter == nil {
            shrinkCardPresenter(along: nil)
        } else if !cardShrinksPresenter, let presenter = cardPresenter, let look = cardSavedPresenterLook {
            presenter.transform3D = look.transform
            restoreCardPresenter()
        }
        containerStorage?.window?.setNeedsStatusBarUpdateAfterTransition()
    }

    /// Puts the black surround below the presenter (unless it is a card itself), rounds it and
    /// shrinks it, along `coordinator`'s transition when there is one.
    func shrinkCardPresenter(along coordinator: UIViewControllerTransitionCoordinator?) {
        guard let presenter = presentingViewController.viewIfLoaded, let superview = presenter.superview else { return }
        let presenterIsCard = presentingViewController.presentationLinks.controller?.isCardOnScreen == true
        if !presenterIsCard {
            let backdrop = UIView(frame: superview.bounds)
            backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            backdrop.backgroundColor = .black
            superview.insertSubview(backdrop, belowSubview: presenter)
            cardBackdrop = backdrop
        }
        cardSavedPresenterLook = CardLayerLook(presenter.layer)
        cardPresenter = presenter
        presenter.layer.cornerRadius = Self.cardCornerRadius
        presenter.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        presenter.layer.masksToBounds = true
        let shrunk = cardPresenterTransform(for: presenter)
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in presenter.transform3D = shrunk }, completion: { [weak self] context in
                if context.isCancelled { self?.restoreCardPresenter() }
            })
        } else {
            presenter.transform3D = shrunk
        }
    }

    /// The card dismissal begins: the presenter grows back along the transition; a cancelled
    /// dismissal shrinks it again, a completed one takes the surround away.
    func cardDismissalWillBegin() {
        guard let presenter = cardPresenter, let look = cardSavedPresenterLook else { return }
        let shrunk = presenter.transform3D
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in presenter.transform3D = look.transform }, completion: { [weak self] context in
                if context.isCancelled { presenter.transform3D = shrunk } else { self?.restoreCardPresenter() }
            })
        } else {
            restoreCardPresenter()
        }
    }

    /// Puts the presenter and the card back as they were and removes the black surround.
    func restoreCardPresenter() {
        if let presenter = cardPresenter, let look = cardSavedPresenterLook {
            look.restore(on: presenter)
        }
        cardPresenter = nil
        cardSavedPresenterLook = nil
        cardBackdrop?.removeFromSuperview()
        cardBackdrop = nil
    }

    /// The dismissal is done: the card's own corners go back as they were.
    func restoreCardLook() {
        if let card = presentedView, let look = cardSavedPresentedLook { look.restoreCorners(on: card.layer) }
        cardSavedPresentedLook = nil
    }

    /// The radius of the card's top corners: the sheet controller's preferred one, else 10 pt.
    var sheetCornerRadius: CGFloat {
        (self as? UISheetPresentationController)?.preferredCornerRadius ?? Self.cardCornerRadius
    }
}
