import Foundation

/// The screen's orientation state in one environment.
final class ScreenOrientationState {
    var orientation = UIInterfaceOrientation.portrait
    var portraitSize: CGSize
    var pendingLink: CADisplayLink?
    /// Where the waiting rotation (`pendingLink`) turns to.
    var pendingOrientation: UIInterfaceOrientation?
    /// When (media time) each animated turn still animating began, oldest first.
    var turnStarts: [CFTimeInterval] = []
    init(portraitSize: CGSize) { self.portraitSize = portraitSize }
}

extension UIKitEnvironment {
    /// How long UIKit's rotation animation lasts.
    @_spi(TransitionLab) public static let rotationDuration: TimeInterval = 0.4
    /// The most animated turns at once: a turn asked for while this many still animate waits
    /// for the oldest to end, as one asked for during a transition does. Each turn animates
    /// every laid-out view, and every later change of a view reads all of its running
    /// animations, so turns stacked without a bound (a session file turning the phone 32 times
    /// a frame) cost a replay quadratic time in the turns in flight (issue 33). A person's quick
    /// turns, a turn back halfway through one included, stay well within it.
    static let maxTurnsInFlight = 4

    /// Whether a turn asked for now must wait: a transition runs, or `maxTurnsInFlight` turns
    /// still animate. Turns are counted by the media time they began, not by their
    /// completions, which a view taken off the screen mid-turn may never deliver.
    var turnMustWait: Bool {
        let state = orientationState, now = CACurrentMediaTime()
        state.turnStarts.removeAll { now - $0 >= Self.rotationDuration }
        return isTransitionRunning || state.turnStarts.count >= Self.maxTurnsInFlight
    }

    var orientationState: ScreenOrientationState {
        if let state = orientationStorage {
            // The app (or a test) may have replaced the screen while upright.
            if state.orientation == .portrait { state.portraitSize = screen.bounds.size }
            return state
        }
        let size = screen.bounds.size
        let state = ScreenOrientationState(portraitSize: CGSize(width: min(size.width, size.height), height: max(size.width, size.height)))
        orientationStorage = state
        return state
    }

    /// The orientation of the interface.
    @_spi(TransitionLab) public var interfaceOrientation: UIInterfaceOrientation { orientationState.orientation }

    /// The orientation a rotation waiting for a transition to end will turn to, or nil when none
    /// waits; a further quarter turn (Ctrl+Left, Ctrl+Right) counts from there.
    @_spi(TransitionLab) public var pendingInterfaceOrientation: UIInterfaceOrientation? { orientationState.pendingOrientation }

    /// Turns the device to `orientation`, as the simulator's Ctrl+Left / Ctrl+Right do.
    ///
    /// As UIKit: the screen's bounds swap, every window follows, the window's root controller
    /// and every on-screen presentation controller hear `viewWillTransition(to:with:)` first,
    /// then the new layout and the coordinator's alongside blocks animate together for
    /// `rotationDuration` (at once when `animated` is false). An orientation the top controller
    /// does not support is refused with a warning; a rotation asked for during a navigation or
    /// presentation transition waits for it to end. As on iOS, the window turns from the old
    /// orientation to upright while its bounds and layout animate from the old shape to the new
    /// (see `beginTurn(of:by:toScreenSize:duration:)`); the simulator's screen takes its new shape
    /// at once, black where the turning window does not cover it.
    @_spi(TransitionLab) public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
        let state = orientationState
        guard orientation != .unknown else { return }
        guard orientation != state.orientation else {
            // Asked back to where it is while a turn waits (turned there and back quickly during
            // a transition): the waiting turn is called off, as the second request replaces it.
            cancelPendingRotation()
            return
        }
        if let top = topFullScreenController, !top.supportedInterfaceOrientations.allows(orientation) || !top.shouldAutorotate {
            UIKitLog.warn("rotation to \(orientation) refused: \(type(of: top)) does not support it")
            return
        }
        cancelPendingRotation()
        guard !turnMustWait else {
            // Turns waiting for turns are said nowhere: a file may ask for thousands.
            if isTransitionRunning {
                UIKitLog.warn("rotation to \(orientation) requested during a transition; it happens when the transition ends")
            }
            let link = CADisplayLink { [weak self] link in
                guard let self else { link.invalidate(); return }
                guard !self.turnMustWait else { return }
                self.cancelPendingRotation()
                self.rotate(to: orientation, animated: animated)
            }
            state.pendingLink = link
            state.pendingOrientation = orientation
            link.add(to: .current, forMode: .common)
            return
        }
        let previous = state.orientation
        postRotationNotifications(.will, from: previous, to: orientation)
        performRotation(to: orientation, animated: animated)
        postRotationNotifications(.did, from: previous, to: orientation)
    }

    /// Calls off a rotation waiting for a transition to end.
    private func cancelPendingRotation() {
        let state = orientationState
        state.pendingLink?.invalidate()
        state.pendingLink = nil
        state.pendingOrientation = nil
    }

    private func performRotation(to orientation: UIInterfaceOrientation, animated: Bool) {
        let state = orientationState
        let turn = Self.angle(of: orientation) - Self.angle(of: state.orientation)
        state.orientation = orientation
        let portrait = state.portraitSize
        let size = orientation.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        let oldTraits = UITraitCollection.current(for: screen)
        screen.bounds = CGRect(origin: .zero, size: size)
        let newTraits = UITraitCollection.current(for: screen)
        let traitsChanged = !oldTraits.isEqual(newTraits)
        guard let anyWindow = keyWindow ?? windows.last else { return }
        let rotation = RotationTransition(duration: animated ? Self.rotationDuration : 0, container: anyWindow,
                                          targetTransform: CGAffineTransform(rotationAngle: -turn))
        let coordinator = TransitionCoordinator(transition: rotation)
        let roots = windows.compactMap(\.rootViewController)
        let presentations = PresentationRegistry.current.onScreen
        let presented = presentations.map(\.presentedViewController)
        if traitsChanged {
            for controller in roots + presented { controller.willTransition(to: newTraits, with: coordinator) }
            for controller in presentations {
                controller.willTransition(to: newTraits, with: coordinator)
                controller.cardTraitsWillChange(with: coordinator)
            }
        }
        for root in roots { root.viewWillTransition(to: size, with: coordinator) }
        for controller in presentations { controller.viewWillTransition(to: size, with: coordinator) }

        let windows = self.windows
        if animated { Self.beginTurn(of: windows, by: turn, toScreenSize: size, duration: Self.rotationDuration) }
        let changes = {
            for window in windows {
                window.frame = CGRect(origin: .zero, size: size)
                // Laid out inside the animation, so the new layout animates as the window turns.
                window.layoutIfNeeded()
            }
            coordinator.runAlongsideAnimations()
        }
        let finish = {
            coordinator.transitionDidEnd()
            guard traitsChanged else { return }
            for controller in roots + presented { controller.notifyTraitChange(from: oldTraits) }
            for controller in presentations { controller.traitCollectionDidChange(oldTraits) }
            func notifyViews(_ view: UIView) {
                view.traitCollectionDidChange(oldTraits)
                for subview in view.subviews { notifyViews(subview) }
            }
            for window in windows { notifyViews(window) }
        }
        if animated {
            state.turnStarts.append(CACurrentMediaTime())
            UIView.animate(withDuration: Self.rotationDuration, delay: 0, options: [.curveEaseInOut],
                           animations: changes, completion: { _ in finish() })
        } else {
            UIView.performWithoutAnimation(changes)
            finish()
        }
    }

    /// The turn of an orientation from portrait, in radians.
    static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeLeft: return .pi / 2
        case .landscapeRight: return -.pi / 2
        case .portraitUpsideDown: return .pi
        default: return 0
        }
    }

    /// The controller whose orientations count: the top of the key window's presentations.
    var topFullScreenController: UIViewController? {
        var top = (keyWindow ?? windows.last)?.rootViewController
        while let presented = top?.presentationLinks.presented { top = presented }
        return top
    }

    /// Whether a presentation, a navigation transition or a tab switch is running.
    var isTransitionRunning: Bool {
        if !PresentationRegistry.current.running.isEmpty { return true }
        func navigating(_ controller: UIViewController) -> Bool {
            if (controller as? UINavigationController)?.activeTransition != nil { return true }
            if (controller as? UITabBarController)?.activeTabTransition != nil { return true }
            if controller.children.contains(where: navigating) { return true }
            return controller.presentationLinks.presented.map(navigating) ?? false
        }
        return windows.compactMap(\.rootViewController).contains(where: navigating)
    }
}

extension UIViewController {
    /// Tells this controller and its children that the traits changed.
    func notifyTraitChange(from previous: UITraitCollection) {
        traitCollectionDidChange(previous)
        for child in childStorage { child.notifyTraitChange(from: previous) }
    }
}

extension UIKitEnvironment {
    /// Whether the top controller would accept turning to `orientation` (for the simulator's
    /// rotate shortcuts, which skip refused orientations).
    @_spi(TransitionLab) public func topFullScreenControllerAllows(_ orientation: UIInterfaceOrientation) -> Bool {
        guard let top = topFullScreenController else { return true }
        return top.shouldAutorotate && top.supportedInterfaceOrientations.allows(orientation)
    }
}
