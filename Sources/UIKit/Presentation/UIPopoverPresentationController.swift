import Foundation

/// The directions a popover's arrow may point, as UIKit's `UIPopoverArrowDirection`.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates directions from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The arrow points up (the popover is below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down (the popover is above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is shown).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation, as UIKit's
/// `UIPopoverPresentationController`: in regular width the content floats next to its source
/// (`sourceView` and `sourceRect`, or `barButtonItem`), and a tap outside dismisses it; in
/// compact width it adapts to full screen unless its delegate answers `.none`.
///
/// The popover is a rounded card `preferredContentSize` big (320 x 480 by default) below its
/// source with an arrow pointing up at it, or above it with the arrow pointing down when there
/// is more room there, kept 10 pt inside the container, both casting a soft shadow
/// (`PopoverShadowView`). Unlike UIKit, the arrow never points sideways.
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (its bounds when empty).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (Unlike UIKit: treated as the top of the screen).
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction chosen once shown.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// The popover's background color.
    open var backgroundColor: UIColor?
    /// Views that stay interactive while the popover is shown (kept only).
    open var passthroughViews: [UIView]?
    /// The popover's margins inside the container.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The arrow drawn between the popover and its source while shown.
    var arrowView: PopoverArrowView?
    /// The shadow under the popover and its arrow while shown.
    var shadowView: PopoverShadowView?

    /// The delegate, seen as a popover delegate.
    var popoverDelegate: UIPopoverPresentationControllerDelegate? { delegate as? UIPopoverPresentationControllerDelegate }

    /// The default size of a popover's content.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// Next to the source in regular width (or when kept as a popover); the adapted style's frame
    /// otherwise.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard effectiveStyle == .popover, let container = containerStorage else { return super.frameOfPresentedViewInContainerView }
        let bounds = container.bounds.inset(by: popoverLayoutMargins)
        let preferred = presentedStorage.preferredContentSize
        var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        size.width = min(size.width, bounds.width)
        let source = sourceRectInContainer(container)
        // Below the source when there is room (arrow up), else above (arrow down); the arrow
        // takes its height between the two.
        let arrow = PopoverArrowView.height
        let roomBelow = bounds.maxY - source.maxY - arrow, roomAbove = source.minY - bounds.minY - arrow
        let below = roomBelow >= size.height || roomBelow >= roomAbove || !permittedArrowDirections.contains(.down)
        size.height = min(size.height, max(44, below ? roomBelow : roomAbove))
        let x = min(max(source.midX - size.width / 2, bounds.minX), bounds.maxX - size.width)
        let y = below ? source.maxY + arrow : source.minY - arrow - size.height
        return CGRect(x: x, y: y, width: size.width, height: size.height)
    }

    /// The corner radius of the popover's content.
    static let cornerRadius: CGFloat = 13

    /// The source rectangle in the container's coordinates.
    func sourceRectInContainer(_ container: UIView) -> CGRect {
        if let sourceView {
            let rect = sourceRect.isEmpty ? sourceView.bounds : sourceRect
            return sourceView.convert(rect, to: container)
        }
        if let item = barButtonItem {
            // The item's view in its bar, when the bar shows it.
            if let view = item.shownView, view.window != nil, view.window === container.window {
                return view.convert(view.bounds, to: container)
            }
            return CGRect(x: container.bounds.midX, y: 60, width: 0, height: 0)
        }
        UIKitLog.warn("UIPopoverPresentationController has neither a sourceView nor a barButtonItem "
            + "(UIKit raises); showing the popover at the centre of the screen")
        return CGRect(x: container.bounds.midX, y: container.bounds.midY / 2, width: 0, height: 0)
    }

    /// Tells the delegate, then sets up the popover like any built-in presentation.
    open override func presentationTransitionWillBegin() {
        if effectiveStyle == .popover { popoverDelegate?.prepareForPopoverPresentation(self) }
        super.presentationTransitionWillBegin()
        guard effectiveStyle == .popover, let view = presentedView, let container = containerStorage else { return }
        arrowDirection = frameOfPresentedViewInContainerView.minY >= sourceRectInContainer(container).maxY ? .up : .down
        view.layer.cornerRadius = Self.cornerRadius
        view.clipsToBounds = true
        if let backgroundColor { view.backgroundColor = backgroundColor }
        let arrow = PopoverArrowView()
        arrow.fillColor = backgroundColor ?? view.backgroundColor ?? .white
        arrow.alpha = 0
        container.addSubview(arrow)
        arrowView = arrow
        // The shadow goes under the arrow and the popover (added later, above both), over the dimming.
        let shadow = PopoverShadowView()
        shadow.alpha = 0
        container.insertSubview(shadow, belowSubview: arrow)
        shadowView = shadow
        layoutArrow()
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                arrow.alpha = 1
                shadow.alpha = 1
            }, completion: { context in
                if context.isCancelled {
                    arrow.removeFromSuperview()
                    shadow.removeFromSuperview()
                }
            })
        } else {
            arrow.alpha = 1
            shadow.alpha = 1
        }
    }

    /// The arrow fades out with the popover.
    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let arrow = arrowView else { return }
        let shadow = shadowView
        if let coordinator = presentingViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                arrow.alpha = 0
                shadow?.alpha = 0
            }, completion: { context in
                if context.isCancelled {
                    arrow.alpha = 1
                    shadow?.alpha = 1
                }
            })
        } else {
            arrow.alpha = 0
            shadow?.alpha = 0
        }
    }

    /// Puts the arrow between the popover's frame and its source (after a rotation too).
    func layoutArrow() {
        guard let arrow = arrowView, effectiveStyle == .popover, let container = containerStorage else {
            arrowView?.isHidden = true
            shadowView?.isHidden = true
            return
        }
        let frame = frameOfPresentedViewInContainerView
        let source = sourceRectInContainer(container)
        arrowDirection = frame.minY >= source.maxY ? .up : .down
        arrow.isHidden = false
        arrow.direction = arrowDirection
        arrow.frame = PopoverArrowView.frame(popover: frame, source: source, direction: arrowDirection, cornerRadius: Self.cornerRadius)
        shadowView?.isHidden = false
        shadowView?.cast(popover: frame, arrow: arrow.frame, direction: arrowDirection, cornerRadius: Self.cornerRadius)
    }
}

extension UIPresentationController {
    /// A tap on a popover's dimming view dismisses it, and one on a regular-width sheet's too
    /// (`UIPresentationController+RegularSheet.swift`).
    func installDimmingTapIfNeeded(_ dimming: UIView) {
        if presentsAsRegularSheet {
            dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.regularSheetDimmingTapped() })
            return
        }
        guard let popover = self as? UIPopoverPresentationController, effectiveStyle == .popover else { return }
        let tap = UITapGestureRecognizer { [weak popover] _ in
            guard let popover, !popover.isTransitioning else { return }
            guard popover.popoverDelegate?.popoverPresentationControllerShouldDismissPopover(popover) ?? true else { return }
            popover.presentingViewController.dismiss(animated: true) { [weak popover] in
                guard let popover else { return }
                popover.popoverDelegate?.popoverPresentationControllerDidDismissPopover(popover)
            }
        }
        dimming.addGestureRecognizer(tap)
    }
}
