import Foundation

extension UINavigationController {
    // MARK: Requests (deferred while a transition runs)

    /// Runs `operation` later if a transition is in progress (logging why), else returns false.
    func deferIfTransitioning(_ request: String, _ operation: @escaping () -> Void) -> Bool {
        guard activeTransition != nil else { return false }
        UIKitLog.warn("\(request) called while a navigation transition is in progress (UIKit: \"nested push animation "
            + "can result in corrupted navigation bar\"); it will run when the current transition ends")
        NavigationDiagnostics.record(.deferredRequest)
        deferredOperations.append(operation)
        return true
    }

    func performPush(_ viewController: UIViewController, animated: Bool) {
        if deferIfTransitioning("pushViewController(_:animated:)", { [weak self] in
            self?.performPush(viewController, animated: animated)
        }) { return }
        if viewController is UINavigationController {
            UIKitLog.warn("pushing a navigation controller is not supported (UIKit raises); ignored")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            UIKitLog.warn("pushing the same view controller instance (\(type(of: viewController))) more than once "
                + "is not supported (UIKit raises); ignored")
            return
        }
        transition(to: stack + [viewController], operation: .push, animated: animated)
    }

    func performPop(animated: Bool) -> UIViewController? {
        if deferIfTransitioning("popViewController(animated:)", { [weak self] in
            _ = self?.performPop(animated: animated)
        }) { return nil }
        guard stack.count > 1, let top = stack.last else { return nil }
        transition(to: Array(stack.dropLast()), operation: .pop, animated: animated)
        return top
    }

    func performPop(to target: UIViewController, animated: Bool) -> [UIViewController]? {
        if deferIfTransitioning("popToViewController(_:animated:)", { [weak self] in
            _ = self?.performPop(to: target, animated: animated)
        }) { return nil }
        guard let index = stack.firstIndex(where: { $0 === target }) else {
            UIKitLog.warn("popToViewController(_:animated:): \(type(of: target)) is not in the navigation stack; ignored")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        transition(to: Array(stack[...index]), operation: .pop, animated: animated)
        return popped
    }

    func performSetViewControllers(_ requested: [UIViewController], animated: Bool) {
        if deferIfTransitioning("setViewControllers(_:animated:)", { [weak self] in
            self?.performSetViewControllers(requested, animated: animated)
        }) { return }
        var unique: [UIViewController] = []
        for controller in requested where !unique.contains(where: { $0 === controller }) {
            if controller is UINavigationController {
                UIKitLog.warn("setViewControllers: a navigation controller cannot be a page; skipped")
                continue
            }
            unique.append(controller)
        }
        if unique.count != requested.count {
            UIKitLog.warn("setViewControllers: duplicate or invalid pages were dropped")
        }
        let oldTop = stack.last
        let operation: Operation
        if unique.last === oldTop { operation = .none }
        else if let newTop = unique.last, stack.contains(where: { $0 === newTop }) { operation = .pop }
        else { operation = .push }
        transition(to: unique, operation: operation, animated: animated && oldTop != nil)
    }

    /// Sets the stack from an initializer, before the view exists.
    func setStackWithoutTransition(_ controllers: [UIViewController]) {
        for controller in controllers { addChild(controller) }
        stack = controllers
        for controller in controllers { controller.didMove(toParent: self) }
        updateNavigationBar(animated: false)
    }

    // MARK: Views

    /// Where the navigation bar starts: below the status bar, at the screen's top safe-area
    /// inset for its orientation (47 pt on a notched phone upright and 0 on its side, 20 pt on
    /// a phone with a home button upright, 24 pt on a tablet), the inset the status bar and
    /// the pages' safe areas use too.
    static func barTop(for screen: UIScreen) -> CGFloat {
        max(0, screen.safeAreaInsets.top)
    }

    /// The controller's root view: the page container with the bar on top.
    func makeContainerView() -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        let top = Self.barTop(for: UIScreen.main)
        navigationBar.frame = CGRect(x: 0, y: top, width: root.bounds.width, height: UINavigationBar.height(for: UIScreen.main.traitCollection))
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.isHidden = navigationBarHiddenStorage
        root.addSubview(navigationBar)
        navigationBar.rebuildContent(animated: false)
        installPopGestureRecognizer(on: root)
        return root
    }

    /// Puts the top page's view in the container (and takes the others out), when the view is loaded.
    func installTopViewIfNeeded() {
        guard isViewLoaded, let top = stack.last else { return }
        let page = top.view!
        for subview in transitionView.subviews where subview !== page { subview.removeFromSuperview() }
        guard page.superview !== transitionView else { return }
        page.frame = transitionView.bounds
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(page)
    }

    /// Shows the stack's items in the bar.
    func updateNavigationBar(animated: Bool) {
        navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    }

    func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenStorage else { return }
        navigationBarHiddenStorage = hidden
        // With the bar hidden the top page decides the status bar's style, else the bar does.
        if isShowingPages { setNeedsStatusBarAppearanceUpdate() }
        // During a push or pop the bar's transition shows the change with the pages (pages hide
        // the bar in viewWillAppear), and its end applies it: a slide of its own would fight it.
        guard isViewLoaded, activeTransition == nil else { return }
        let bar = navigationBar
        guard animated else {
            bar.isHidden = hidden
            return
        }
        // Slide the bar (and its background behind the status bar) up out of view, or back.
        let shown = bar.layer.position
        let offset = bar.frame.maxY
        let above = CGPoint(x: shown.x, y: shown.y - offset)
        bar.isHidden = false
        let completion = AnimationStopCounter { [weak self] in
            guard let self else { return }
            bar.isHidden = self.navigationBarHiddenStorage
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let slide = CABasicAnimation(keyPath: "position")
        completion.track(slide)
        slide.fromValue = hidden ? shown : above
        slide.toValue = hidden ? above : shown
        slide.duration = CFTimeInterval(UINavigationControllerHideShowBarDuration)
        slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        bar.layer.add(slide, forKey: "navigationBarHideShow")
        CATransaction.commit()
    }
}

/// UIKit's `UINavigationControllerHideShowBarDuration`: how long hiding or showing the bar takes.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2
