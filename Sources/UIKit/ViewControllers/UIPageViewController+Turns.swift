import Foundation

extension UIPageViewController {
    /// The duration of a whole turn made by code: a slide, or a slower curl.
    var fullTurnDuration: CFTimeInterval { transitionStyle == .scroll ? 0.35 : 0.5 }

    /// Whether the pages hear appearance callbacks for a turn now: the controller is on screen.
    var turnsForwardAppearance: Bool { viewIfLoaded?.window != nil && appearanceState == .appeared }

    /// `setViewControllers(_:direction:animated:completion:)`: ends any running turn, then
    /// swaps the pages at once, or turns to the new first page with an animation.
    func performSetViewControllers(_ newPages: [UIViewController], direction: NavigationDirection,
                                   animated: Bool, completion: ((Bool) -> Void)?) {
        if newPages.count > 1 {
            UIKitLog.warn("setViewControllers: \(newPages.count) pages given; unlike UIKit, only the first is shown")
        }
        endActiveTurnNow()
        let old = pages.first
        guard let new = newPages.first, new !== old else {
            if newPages.isEmpty { replacePages(with: nil) }
            completion?(true)
            return
        }
        guard animated, let old, turnsForwardAppearance else {
            replacePages(with: new)
            completion?(true)
            return
        }
        let turn = beginTurn(from: old, to: new, direction: direction, interactive: false)
        turn.completion = completion
        turn.animate(to: 1, duration: fullTurnDuration, step: { [weak self] in self?.place(turn) },
                     arrival: { [weak self] in self?.endTurn(turn, completed: true) })
    }

    /// Swaps the shown page for `new` (or none) at once, with containment and appearance calls.
    func replacePages(with new: UIViewController?) {
        let old = pages.first
        let visible = turnsForwardAppearance
        if let new { addChild(new) }
        old?.willMove(toParent: nil)
        if visible {
            old?.performBeginAppearanceTransition(false, animated: false)
            new?.performBeginAppearanceTransition(true, animated: false)
        }
        pages = new.map { [$0] } ?? []
        old?.viewIfLoaded?.removeFromSuperview()
        installCurrentPageView()
        if visible {
            old?.performEndAppearanceTransition()
            new?.performEndAppearanceTransition()
        }
        old?.removeFromParent()
        new?.didMove(toParent: self)
    }

    /// Puts the shown page's view in the container, filling it.
    func installCurrentPageView() {
        guard let container = viewIfLoaded, let page = pages.first else { return }
        let pageView = page.view!
        pageView.frame = container.bounds
        pageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if pageView.superview !== container { container.addSubview(pageView) }
    }

    /// Starts a turn from `from` to `to`: the new page becomes a child, its view is placed
    /// beside (or under) the old one, and both begin their appearance changes.
    func beginTurn(from: UIViewController, to: UIViewController, direction: NavigationDirection,
                   interactive: Bool) -> PageTurn {
        let turn = PageTurn(from: from, to: to, direction: direction, isInteractive: interactive,
                            forwardsAppearance: turnsForwardAppearance, animated: true)
        activeTurn = turn
        addChild(to)
        let container = view!
        let toView = to.view!
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(toView)
        if transitionStyle == .pageCurl {
            curlView.frame = container.bounds
            curlView.lift(orientation: navigationOrientation, spine: spineLocation)
            // The page that rolls sits in the curl view, above the one it covers or reveals.
            let rolled = direction == .forward ? from.view! : toView
            rolled.frame = curlView.bounds
            curlView.addSubview(rolled)
            container.addSubview(curlView)
        }
        place(turn)
        if turn.forwardsAppearance {
            from.performBeginAppearanceTransition(false, animated: true)
            to.performBeginAppearanceTransition(true, animated: true)
        }
        return turn
    }

    /// Places both pages of `turn` for its progress: side by side for `.scroll`, the top page
    /// curled for `.pageCurl`.
    func place(_ turn: PageTurn) {
        guard let container = viewIfLoaded else { return }
        let page = CGRect(origin: .zero, size: container.bounds.size)
        let p = min(max(turn.progress, 0), 1)
        switch transitionStyle {
        case .scroll:
            let horizontal = navigationOrientation == .horizontal
            let step = (horizontal ? page.width : page.height) + interPageSpacing
            // Going forward, the old page leaves toward the leading side and the new one follows.
            let sign: CGFloat = turn.direction == .forward ? -1 : 1
            let fromShift = sign * step * p, toShift = sign * step * (p - 1)
            turn.from.view.frame = horizontal ? page.offsetBy(dx: fromShift, dy: 0) : page.offsetBy(dx: 0, dy: fromShift)
            turn.to.view.frame = horizontal ? page.offsetBy(dx: toShift, dy: 0) : page.offsetBy(dx: 0, dy: toShift)
        case .pageCurl:
            curlView.frame = page
            curlView.curlAmount = turn.direction == .forward ? p : 1 - p
        }
    }

    /// Ends `turn`: on completion the new page is shown and the old one leaves; on cancel the
    /// new page leaves again and the old one reappears. Then the delegate (for a swipe) and the
    /// completion are told.
    func endTurn(_ turn: PageTurn, completed: Bool) {
        guard activeTurn === turn else { return }
        activeTurn = nil
        let (kept, gone) = completed ? (turn.to, turn.from) : (turn.from, turn.to)
        if turn.forwardsAppearance && !completed {
            // The pages reverse the appearance changes the swipe began.
            turn.to.performBeginAppearanceTransition(false, animated: true)
            turn.from.performBeginAppearanceTransition(true, animated: true)
        }
        gone.willMove(toParent: nil)
        pages = [kept]
        gone.viewIfLoaded?.removeFromSuperview()
        if transitionStyle == .pageCurl {
            curlView.curlAmount = 0
            curlView.removeFromSuperview()
        }
        installCurrentPageView()
        if turn.forwardsAppearance {
            gone.performEndAppearanceTransition()
            kept.performEndAppearanceTransition()
        }
        gone.removeFromParent()
        if completed { kept.didMove(toParent: self) }
        if turn.isInteractive {
            delegate?.pageViewController(self, didFinishAnimating: !turn.wasSkipped, previousViewControllers: [turn.from],
                                         transitionCompleted: completed)
        }
        // As Apple documents: true when the animation finished, false when it was skipped.
        turn.completion?(completed && !turn.wasSkipped)
    }

    /// Ends the running turn at once: an animation jumps to its end, a held swipe is cancelled.
    func endActiveTurnNow() {
        guard let turn = activeTurn else { return }
        if turn.isAnimating {
            turn.finishNow()
        } else {
            endTurn(turn, completed: false)
        }
    }
}
