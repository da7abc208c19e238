import Foundation

extension UIPageViewController {
    /// A release faster than this (points per second, toward the new page) turns the page
    /// however far it went; as fast the other way, it goes back.
    static let swipeFlickSpeed: CGFloat = 300
    /// The shortest settling animation after a release.
    static let minimumSettleDuration: CFTimeInterval = 0.15

    /// The page-turning recognizer's action: the first motion along the axis asks the data
    /// source for the neighbouring page and starts a turn; the finger then drives it, and the
    /// release settles it on the new page (past half, or a flick) or back on the old one.
    func handlePagePan(_ pan: UIPanGestureRecognizer) {
        guard let container = viewIfLoaded else { return }
        let horizontal = navigationOrientation == .horizontal
        let translation = pan.translation(in: container)
        let distance = horizontal ? translation.x : translation.y
        let across = horizontal ? translation.y : translation.x
        let length = max(1, horizontal ? container.bounds.width : container.bounds.height)
        switch pan.state {
        case .began:
            // As UIKit, a page still settling (or turned by code) is not caught by a new finger.
            swipeIsIgnored = activeTurn != nil
            swipeRefusedDirection = nil
            followFinger(distance: distance, across: across, length: length)
        case .changed:
            followFinger(distance: distance, across: across, length: length)
        case .ended, .cancelled, .failed:
            guard !swipeIsIgnored, let turn = activeTurn, turn.isInteractive, !turn.isAnimating else { return }
            let velocity = pan.state == .ended ? pan.velocity(in: container) : .zero
            let speed = towardNewPage(horizontal ? velocity.x : velocity.y, direction: turn.direction)
            let completes = speed > Self.swipeFlickSpeed || (speed > -Self.swipeFlickSpeed && turn.progress > 0.5)
            settle(turn, completing: completes)
        default:
            break
        }
    }

    /// Starts a turn on the first motion mostly along the axis that the data source has a page
    /// for, then moves the turn with the finger (never past its ends).
    private func followFinger(distance: CGFloat, across: CGFloat, length: CGFloat) {
        guard !swipeIsIgnored else { return }
        // A drag across the axis (scrolling the page's content, say) turns nothing.
        if activeTurn == nil, distance != 0, abs(distance) > abs(across) {
            startSwipe(direction: swipeDirection(for: distance))
        }
        guard let turn = activeTurn, turn.isInteractive, !turn.isAnimating else { return }
        // Unlike UIKit, a swipe keeps its direction: moving back past the start rests at 0.
        turn.progress = min(max(towardNewPage(distance, direction: turn.direction) / length, 0), 1)
        place(turn)
    }

    /// Asks the data source for the page in `direction` and starts a turn to it; nil stops the
    /// swipe at this end, as UIKit does.
    private func startSwipe(direction: NavigationDirection) {
        guard swipeRefusedDirection != direction, let current = pages.first, let dataSource else { return }
        let next = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next, next !== current else {
            swipeRefusedDirection = direction
            return
        }
        delegate?.pageViewController(self, willTransitionTo: [next])
        _ = beginTurn(from: current, to: next, direction: direction, interactive: true)
    }

    /// Animates a released turn to its end (or back to its start) in the time the remaining
    /// part of a whole turn takes.
    private func settle(_ turn: PageTurn, completing: Bool) {
        let target: CGFloat = completing ? 1 : 0
        let duration = max(Self.minimumSettleDuration, fullTurnDuration * Double(abs(target - turn.progress)))
        turn.animate(to: target, duration: duration, step: { [weak self] in self?.place(turn) },
                     arrival: { [weak self] in self?.endTurn(turn, completed: completing) })
    }

    /// The finger moving toward the leading side (left or up) turns forward, unless the spine
    /// is at that side (`.max`), where pages turn the other way.
    private func swipeDirection(for distance: CGFloat) -> NavigationDirection {
        (towardNewPage(distance, direction: .forward) > 0) ? .forward : .reverse
    }

    /// `value` (a distance or speed along the axis) measured toward the page `direction` brings.
    private func towardNewPage(_ value: CGFloat, direction: NavigationDirection) -> CGFloat {
        let forwardSign: CGFloat = spineLocation == .max ? 1 : -1
        return direction == .forward ? value * forwardSign : -value * forwardSign
    }
}
