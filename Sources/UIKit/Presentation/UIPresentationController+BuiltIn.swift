import Foundation

/// The built-in styles' behaviour, following seed 003's table: full-screen styles cover the
/// window, context styles cover the controller that defines the context, and in regular width
/// sheets (`UIPresentationController+RegularSheet.swift`) and popovers float over a dimmed
/// presenter. In compact width popovers adapt to full screen and the sheet styles show as iOS 13
/// cards (`UIPresentationController+Card.swift`).
/// App-made controllers (`builtInStyle == nil`) get UIKit's plain defaults unless their delegate
/// adapted them to another style.
extension UIPresentationController {
    /// UIKit's standard sheet and popover sizes and dimming.
    static let formSheetSize = CGSize(width: 540, height: 620)
    static let sheetDimmingAlpha: CGFloat = 0.4

    /// The style whose behaviour applies: the adapted one, else the one UIKit created it for.
    var effectiveStyle: UIModalPresentationStyle? { adaptedStyle ?? builtInStyle }

    var builtInShouldPresentInFullscreen: Bool {
        switch effectiveStyle {
        case .currentContext?, .overCurrentContext?: return false
        default: return true
        }
    }

    var builtInShouldRemovePresentersView: Bool {
        switch effectiveStyle {
        case .fullScreen?, .currentContext?: return true
        default: return false
        }
    }

    /// Whether the style floats over a dimmed presenter (sheets and popovers not adapted).
    var hasDimmingChrome: Bool {
        switch effectiveStyle {
        case .pageSheet?, .formSheet?, .popover?: return true
        default: return false
        }
    }

    func builtInFrameOfPresentedView() -> CGRect {
        guard let container = containerStorage else { return UIKitEnvironment.current.screen.bounds }
        let bounds = container.bounds
        if sheetFillsCompactHeight { return bounds }
        if presentsAsCard { return cardFrame(in: bounds) }
        switch effectiveStyle {
        case .pageSheet?:
            return regularPageSheetFrame(in: bounds)
        case .formSheet?:
            return regularFormSheetFrame(in: bounds)
        default:
            return bounds
        }
    }

    /// The delegate's answer for `traits`, or nil when it gives none (or an invalid style).
    func delegateAdaptiveStyle(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        guard let delegate else { return nil }
        let answer = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
        switch answer {
        case .none, .fullScreen, .overFullScreen, .formSheet, .pageSheet: return answer
        default: return nil
        }
    }

    /// The style the presentation uses in `traits`, or nil to keep its own: the delegate's
    /// answer when it gives one, else UIKit's rule (popovers go full screen in compact width;
    /// sheets stay sheets and show as cards, as on iOS 13 and later).
    func resolvedAdaptation(for traits: UITraitCollection) -> UIModalPresentationStyle? {
        if let answer = delegateAdaptiveStyle(for: traits) {
            return answer == .none || answer == presentationStyle ? nil : answer
        }
        guard traits.horizontalSizeClass == .compact else { return nil }
        return builtInStyle == .popover ? .fullScreen : nil
    }

    // MARK: Dimming

    func builtInPresentationWillBegin() {
        cardPresentationWillBegin()
        regularSheetPresentationWillBegin()
        guard hasDimmingChrome, let container = containerStorage else { return }
        let dimming = UIView(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = effectiveStyle == .popover ? UIColor(white: 0, alpha: 0.01) : .black
        dimming.alpha = 0
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
        installDimmingTapIfNeeded(dimming)
        let target = effectiveStyle == .popover ? 1 : presentsAsCard ? Self.cardDimmingAlpha : Self.sheetDimmingAlpha
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = target }, completion: { context in
                if context.isCancelled { dimming.alpha = 0 }
            })
        } else {
            dimming.alpha = target
        }
    }

    func builtInDismissalWillBegin() {
        cardDismissalWillBegin()
        guard let dimming = dimmingView else { return }
        let shown = dimming.alpha
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dimming.alpha = 0 }, completion: { context in
                if context.isCancelled { dimming.alpha = shown }
            })
        } else {
            dimming.alpha = 0
        }
    }

    /// Lays out the built-in chrome and, outside transitions, puts a built-in presentation's
    /// view at its frame (custom controllers place their view themselves, as in UIKit).
    func layoutBuiltInContent() {
        guard let container = containerStorage else { return }
        dimmingView?.frame = container.bounds
        (self as? UIPopoverPresentationController)?.layoutArrow()
        guard builtInStyle != nil, !isTransitioning, let view = presentedView, view.superview === container else { return }
        view.frame = frameOfPresentedViewInContainerView
    }
}

/// The view a presentation happens in (UIKit's private `UITransitionView`): it covers the window
/// or the context's view, swallows touches that hit nothing inside (the presenter below is not
/// interactive), and tells its presentation controller when it lays out.
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?
    /// The bounds at the last layout, to tell whether the presented view filled them.
    private var laidOutBounds: CGRect?

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        // A presented view that filled the container keeps filling it when the device turns, as
        // a view controller's root view (flexible width and height in UIKit) does in a custom
        // presentation whose animator left it full size.
        if let old = laidOutBounds, old != bounds, !controller.isTransitioning,
           let view = controller.presentedView, view.superview === self, view.frame == old,
           CATransform3DIsIdentity(view.transform3D) {
            view.frame = bounds
        }
        laidOutBounds = bounds
        controller.containerViewWillLayoutSubviews()
        controller.layoutBuiltInContent()
        controller.containerViewDidLayoutSubviews()
    }
}
