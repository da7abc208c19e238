import Foundation

/// The end of a presentation or dismissal: keep or undo the change, then the life cycle.
extension PresentationTransition {
    func endPresentation(completed: Bool) {
        let registry = PresentationRegistry.current
        let presenterView = presenting.view!
        let presentedView = controller.presentedView
        if completed {
            if let view = presentedView, !view.isDescendant(of: container) {
                // The animator never added the presented view: put it where it belongs.
                view.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            if removesPresenter {
                presenterView.removeFromSuperview()
            } else if presenterView.isDescendant(of: container), presenterStillBelongs {
                // An animator borrowed the presenter's view; it stays visible below, in its place.
                controller.savedPresenterPlace?.restore(presenterView)
            }
            coordinator.transitionDidEnd()
            controller.presentationTransitionDidEnd(true)
            registry.onScreen.append(controller)
            if controller.presentsAsCard, let view = presentedView {
                let driver = controller.sheetDismissal ?? SheetDismissalDriver(controller: controller)
                controller.sheetDismissal = driver
                driver.install(on: view)
            }
            presented.performEndAppearanceTransition()
            if removesPresenter { presenting.performEndAppearanceTransition() }
        } else {
            // Nothing of the presentation may stay: the presented view, the container with the
            // controller's chrome, and the presenter's view goes back where and as it was.
            presentedView?.removeFromSuperview()
            controller.savedPresenterPlace?.restore(presenterView)
            for saved in savedViews { saved.restore() }
            coordinator.transitionDidEnd()
            controller.presentationTransitionDidEnd(false)
            controller.restoreCardLook()
            controller.restoreCardPresenter()
            tearDownContainer()
            unlink()
            presented.performBeginAppearanceTransition(false, animated: animated)
            if removesPresenter {
                presenting.performBeginAppearanceTransition(true, animated: animated)
                presenting.callViewIsAppearingIfNeeded()
            }
            presented.performEndAppearanceTransition()
            if removesPresenter { presenting.performEndAppearanceTransition() }
        }
        presented.presentationLinks.isBeingPresented = false
    }

    func endDismissal(completed: Bool) {
        let registry = PresentationRegistry.current
        let presenterView = presenting.view!
        let presentedView = controller.presentedView
        if completed {
            presentedView?.removeFromSuperview()
            coordinator.transitionDidEnd()
            controller.dismissalTransitionDidEnd(true)
            controller.sheetDismissal?.uninstall()
            controller.sheetDismissal = nil
            controller.restoreCardLook()
            controller.restoreCardPresenter()
            tearDownContainer()
            // Back in its place even if the animator moved it into the (now gone) container;
            // not when the window's root was replaced meanwhile (it is gone for good).
            if presenterStillBelongs {
                controller.savedPresenterPlace?.restore(presenterView)
            } else if presenterView.window != nil {
                presenterView.removeFromSuperview()
            }
            registry.onScreen.removeAll { $0 === controller }
            unlink()
            presented.performEndAppearanceTransition()
            if removesPresenter { presenting.performEndAppearanceTransition() }
        } else {
            for saved in savedViews { saved.restore() }
            if let view = presentedView, !view.isDescendant(of: container) { container.addSubview(view) }
            if removesPresenter {
                presenterView.removeFromSuperview()
            } else if presenterView.isDescendant(of: container) {
                controller.savedPresenterPlace?.restore(presenterView)
            }
            coordinator.transitionDidEnd()
            controller.dismissalTransitionDidEnd(false)
            presented.performBeginAppearanceTransition(true, animated: animated)
            if removesPresenter { presenting.performBeginAppearanceTransition(false, animated: animated) }
            presented.callViewIsAppearingIfNeeded()
            if removesPresenter { presenting.performEndAppearanceTransition() }
            presented.performEndAppearanceTransition()
        }
        presented.presentationLinks.isBeingDismissed = false
    }

    /// Whether the presenter still belongs in its window: its chain of containers ends at the
    /// window's root or at a presented controller. A root replaced during the transition does
    /// not, and its view must not be put back.
    var presenterStillBelongs: Bool {
        let top = presenting.presentationRoot
        if top.presentationLinks.presenting != nil { return true }
        guard let superview = controller.savedPresenterPlace?.superview,
              let window = superview as? UIWindow ?? superview.window else { return true }
        return window.rootViewController === top
    }

    /// Removes the container and the controller's chrome.
    func tearDownContainer() {
        controller.containerStorage?.removeFromSuperview()
        controller.containerStorage = nil
        controller.dimmingView = nil
    }

    /// Forgets the presentation: the presenter presents nothing, the controller is released.
    func unlink() {
        if presenting.presentationLinks.presented === presented { presenting.presentationLinks.presented = nil }
        presented.presentationLinks.presenting = nil
        if presented.presentationLinks.controller === controller { presented.presentationLinks.controller = nil }
    }
}
