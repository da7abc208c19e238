import Foundation

/// A controller's modal presentation links and flags (stored in its class body).
struct PresentationLinks {
    /// The controller that presented this one.
    weak var presenting: UIViewController?
    /// The controller this one presents (held strongly, as in UIKit).
    var presented: UIViewController?
    /// The presentation controller of this controller's presentation (made on first use).
    var controller: UIPresentationController?
    var isBeingPresented = false
    var isBeingDismissed = false
}

extension UIViewController {
    // MARK: Links

    var resolvedPresentingViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let presenting = controller.presentationLinks.presenting { return presenting }
            candidate = controller.parentStorage
        }
        return nil
    }

    var resolvedPresentedViewController: UIViewController? {
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let presented = controller.presentationLinks.presented { return presented }
            candidate = controller.parentStorage
        }
        return nil
    }

    /// The controller at the top of this one's container chain (the window's root or a
    /// presented controller): full-screen presentations start from it.
    var presentationRoot: UIViewController {
        var controller = self
        while let parent = controller.parentStorage { controller = parent }
        return controller
    }

    /// The controller a `.currentContext` presentation covers: the nearest ancestor (through
    /// containers, then presenters) that `definesPresentationContext`, else the window's root.
    var presentationContextController: UIViewController {
        var candidate: UIViewController? = self
        var last = self
        while let controller = candidate {
            if controller.definesPresentationContext { return controller }
            last = controller
            candidate = controller.parentStorage ?? controller.presentationLinks.presenting
        }
        return last.viewIfLoaded?.window?.rootViewController ?? last
    }

    /// The presentation controller for the current style, made on first use (UIKit makes it when
    /// the property is read, so apps can set its delegate or a popover's source first).
    func currentOrNewPresentationController() -> UIPresentationController? {
        if let controller = presentationLinks.controller { return controller }
        let style = Self.resolvedStyle(modalPresentationStyle)
        // A custom presentation's controller comes from the delegate when presenting.
        guard style != .custom else { return nil }
        let controller = Self.makeBuiltInController(for: self, style: style, presenting: nil)
        presentationLinks.controller = controller
        return controller
    }

    static func resolvedStyle(_ style: UIModalPresentationStyle) -> UIModalPresentationStyle {
        switch style {
        case .automatic: return .pageSheet
        case .none: return .fullScreen
        default: return style
        }
    }

    static func makeBuiltInController(for presented: UIViewController, style: UIModalPresentationStyle,
                                      presenting: UIViewController?) -> UIPresentationController {
        let controller: UIPresentationController
        switch style {
        case .popover: controller = UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet, .formSheet: controller = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        default: controller = UIPresentationController(presentedViewController: presented, presenting: presenting)
        }
        controller.builtInStyle = style
        return controller
    }

    /// The sheet presentation controller of this controller when it is presented as a page or
    /// form sheet (or `.automatic`), made on first use as UIKit does; nil for other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    // MARK: Present

    func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let name = "\(type(of: presented))", me = "\(type(of: self))"
        guard presented !== self else {
            UIKitLog.warn("Application tried to present modally \(name) on itself (UIKit raises); ignored")
            return
        }
        if presented.presentationLinks.presenting != nil || presented.parentStorage != nil {
            UIKitLog.warn("Application tried to present modally a view controller \(name) that is already presented "
                + "or is a child of a container (UIKit raises); ignored")
            return
        }
        if deferBehindTransitions("present(\(name))", { [weak self] in
            self?.performPresent(presented, animated: animated, completion: completion)
        }) { return }

        let style = Self.resolvedStyle(presented.modalPresentationStyle)
        let isContextStyle = style == .currentContext || style == .overCurrentContext
        var presenting = isContextStyle ? presentationContextController : presentationRoot
        let controller = presentationController(for: presented, style: style, presenting: presenting)
        if style == .custom && !controller.shouldPresentInFullscreen {
            presenting = presentationContextController
        }
        controller.presentingStorage = presenting
        if let already = presenting.presentationLinks.presented {
            UIKitLog.warn("Attempt to present \(name) on \(type(of: presenting)) (from \(me)) which is already presenting "
                + "\(type(of: already)); ignored, as UIKit does")
            return
        }
        guard presenting.viewIfLoaded?.window != nil else {
            UIKitLog.warn("Attempt to present \(name) on \(type(of: presenting)) (from \(me)) whose view is not in the "
                + "window hierarchy; ignored, as UIKit does")
            return
        }
        let traits = UITraitCollection.current(for: UIKitEnvironment.current.screen)
        controller.adaptedStyle = controller.resolvedAdaptation(for: traits)
        if let adapted = controller.adaptedStyle,
           controller.delegate?.presentationController(controller, viewControllerForAdaptivePresentationStyle: adapted) != nil {
            UIKitLog.warn("presentationController(_:viewControllerForAdaptivePresentationStyle:) returned a replacement "
                + "controller; TransitionLab keeps showing \(name)")
        }
        PresentationTransition.present(presented, by: presenting, source: self, controller: controller,
                                       animated: animated, completion: completion)
    }

    /// The presentation controller for this presentation: the delegate's for `.custom` (else
    /// UIKit's plain one), or the built-in one made earlier when it matches the style.
    private func presentationController(for presented: UIViewController, style: UIModalPresentationStyle,
                                        presenting: UIViewController) -> UIPresentationController {
        let earlier = presented.presentationLinks.controller
        let controller: UIPresentationController
        if style == .custom {
            controller = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenting,
                                                                                  source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        } else if let earlier, earlier.builtInStyle == style {
            controller = earlier
        } else {
            controller = Self.makeBuiltInController(for: presented, style: style, presenting: presenting)
        }
        if controller !== earlier, controller.delegate == nil { controller.delegate = earlier?.delegate }
        presented.presentationLinks.controller = controller
        return controller
    }

    // MARK: Dismiss

    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        // The presenting controller dismisses what it presented; a presented controller (or a
        // child of one) asks its presenter to dismiss it.
        let target: UIViewController
        if let presented = resolvedPresentedViewController {
            target = presented
        } else {
            var candidate: UIViewController? = self
            var found: UIViewController?
            while let controller = candidate, found == nil {
                if controller.presentationLinks.presenting != nil { found = controller }
                candidate = controller.parentStorage
            }
            guard let found else {
                // Nothing to dismiss; UIKit still calls the completion.
                completion?()
                return
            }
            target = found
        }
        if deferBehindTransitions("dismiss(animated:) of \(type(of: target))", { [weak target] in
            guard let target, target.presentationLinks.presenting != nil else {
                completion?()
                return
            }
            target.presentationLinks.presenting?.performDismiss(animated: animated, completion: completion)
        }) { return }
        // Controllers presented above the target go first, at once and without animation; UIKit
        // animates only the topmost one, here the target's own transition is shown instead.
        var stack: [UIViewController] = []
        var above = target.presentationLinks.presented
        while let controller = above {
            stack.append(controller)
            above = controller.presentationLinks.presented
        }
        // Each of those ends at once and would start the next deferred request: one queued
        // behind this dismissal would otherwise dismiss the target too, at the same time.
        let registry = PresentationRegistry.current
        registry.deferralHolds += 1
        for controller in stack.reversed() {
            PresentationTransition.dismiss(controller, animated: false, completion: nil)
        }
        registry.deferralHolds -= 1
        PresentationTransition.dismiss(target, animated: animated, completion: completion)
    }

    /// Defers `request` while a presentation transition or a navigation transition of an
    /// ancestor runs (logging why) and returns true; returns false when it can run now.
    func deferBehindTransitions(_ request: String, _ operation: @escaping () -> Void) -> Bool {
        let registry = PresentationRegistry.current
        if !registry.running.isEmpty {
            UIKitLog.warn("\(request) requested while a presentation or dismissal is in progress (UIKit refuses: "
                + "\"while a presentation or dismiss is in progress\"); it will run when the transition ends")
            registry.deferred.append(operation)
            return true
        }
        var candidate: UIViewController? = self
        while let controller = candidate {
            if let navigation = controller as? UINavigationController, navigation.activeTransition != nil {
                UIKitLog.warn("\(request) requested during a navigation transition; it will run when the transition ends")
                navigation.deferredOperations.append { [weak navigation] in
                    operation()
                    navigation?.runNextDeferredOperation()
                }
                return true
            }
            candidate = controller.parentStorage
        }
        return false
    }
}

extension UIViewController {
    /// This controller's view was given a new frame (its parent's layout, a turn): the container
    /// of a presentation over this controller as a context covers the view again.
    func contextViewDidMove() {
        guard let view = viewIfLoaded, let presentation = presentationLinks.presented?.presentationLinks.controller,
              !presentation.shouldPresentInFullscreen, let container = presentation.containerStorage,
              container.superview != nil, view.superview == nil || view.superview === container.superview else { return }
        container.frame = view.frame
    }
}
