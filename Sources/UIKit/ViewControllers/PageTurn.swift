import Foundation

/// One page replacing another in a `UIPageViewController`, by the finger or by code: the two
/// pages, how far the turn has gone, and the timed animation that carries it to its end.
///
/// Not an Apple API. `progress` runs from 0 (the old page shown) to 1 (the new page shown); the
/// controller places both pages for it. Animations tick on a display link of the current layer
/// context, so they follow the simulated clock.
final class PageTurn {
    /// The page being turned away from.
    let from: UIViewController
    /// The page being turned to.
    let to: UIViewController
    /// Forward (to a later page) or reverse.
    let direction: UIPageViewController.NavigationDirection
    /// Whether the finger drives the turn (only those are reported to the delegate).
    let isInteractive: Bool
    /// Whether the pages hear appearance callbacks (the controller is on screen).
    let forwardsAppearance: Bool
    /// Whether the appearance callbacks say `animated`.
    let animated: Bool
    /// How far the turn has gone, 0...1.
    var progress: CGFloat = 0
    /// Told whether the turn's animation finished, once it ends (the caller of `setViewControllers`).
    var completion: ((Bool) -> Void)?
    /// Whether the animation was cut short by `finishNow()` (its "finished" flag is then false).
    private(set) var wasSkipped = false

    private var link: CADisplayLink?
    private var animation: (from: CGFloat, to: CGFloat, start: CFTimeInterval, duration: CFTimeInterval)?
    private var onArrival: (() -> Void)?

    init(from: UIViewController, to: UIViewController, direction: UIPageViewController.NavigationDirection,
         isInteractive: Bool, forwardsAppearance: Bool, animated: Bool) {
        self.from = from
        self.to = to
        self.direction = direction
        self.isInteractive = isInteractive
        self.forwardsAppearance = forwardsAppearance
        self.animated = animated
    }

    /// Whether an animation is carrying the turn (the finger no longer holds it).
    var isAnimating: Bool { animation != nil }

    /// Animates `progress` to `target` over `duration` (ease-out), calling `step` each frame and
    /// `arrival` once there.
    func animate(to target: CGFloat, duration: CFTimeInterval, step: @escaping () -> Void, arrival: @escaping () -> Void) {
        stop()
        animation = (progress, target, CACurrentMediaTime(), max(duration, 1.0 / 60))
        onArrival = arrival
        let link = CADisplayLink { [weak self] link in
            guard let self else {
                link.invalidate()
                return
            }
            self.tick(at: max(link.timestamp, CACurrentMediaTime()), step: step)
        }
        self.link = link
        link.add(to: .current, forMode: .common)
    }

    /// Jumps to the end of the running animation (its arrival runs now, reporting it skipped).
    func finishNow() {
        guard let animation else { return }
        progress = animation.to
        wasSkipped = true
        arrive()
    }

    private func tick(at time: CFTimeInterval, step: () -> Void) {
        guard let animation else { return }
        let t = min(1, CGFloat((time - animation.start) / animation.duration))
        // Ease out: a released page keeps the finger's speed at first and lands softly.
        let eased = 1 - pow(1 - t, 3)
        progress = animation.from + (animation.to - animation.from) * eased
        step()
        if t >= 1 { arrive() }
    }

    private func arrive() {
        let arrival = onArrival
        stop()
        arrival?()
    }

    private func stop() {
        link?.invalidate()
        link = nil
        animation = nil
        onArrival = nil
    }
}
