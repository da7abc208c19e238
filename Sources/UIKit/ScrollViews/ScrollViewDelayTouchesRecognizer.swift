import Foundation

/// Holds touches back from the scroll view's content for 150 ms (`delaysContentTouches`): it
/// never recognizes, it only fails, which releases the held touches; a drag that begins first
/// cancels them, so the content never sees a quick swipe.
final class ScrollViewDelayTouchesRecognizer: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    private let timer = GestureTimer()
    static let delay: TimeInterval = 0.15

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.schedule(at: event.timestamp + Self.delay) { [weak self] in self?.release() }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.fireIfDue(at: event.timestamp)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { release() }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { release() }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func reset() {
        super.reset()
        timer.cancel()
    }

    private func release() {
        timer.cancel()
        if state == .possible { state = .failed }
    }
}
