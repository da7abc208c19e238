import Foundation

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt
    /// Creates edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts at an edge of the screen, as UIKit's `UIScreenEdgePanGestureRecognizer`
/// (the interactive pop): it begins only when the touch goes down within 20 pt of one of
/// `edges` of the window and then moves inward, mostly across that edge.
///
/// Unlike UIKit, the edge zone is exactly 20 pt (docs/DESIGN.md) and the window stands for the
/// screen.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from (none by default: set it, as in UIKit).
    open var edges: UIRectEdge = []

    /// How close to the edge the touch must go down, in points.
    static let edgeZone: CGFloat = 20

    /// The edge the current touch started at.
    private var startEdge: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, numberOfTouches == touches.count, let touch = touches.first {
            startEdge = nearEdges(of: touch)
            guard !startEdge.isEmpty else {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// Pans inside the recognizer's view wait for the edge pan to fail, so the interactive pop
    /// wins over a horizontal scroll view, as in UIKit. The edge pan fails at once for touches
    /// away from its edges, so they are not held back.
    open override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard otherGestureRecognizer is UIPanGestureRecognizer, !(otherGestureRecognizer is UIScreenEdgePanGestureRecognizer),
              let view, let otherView = otherGestureRecognizer.view, otherView !== view else { return false }
        return otherView.isDescendant(of: view)
    }

    /// Begins only if the motion is mostly inward from the starting edge.
    override func shouldBeginAfterHysteresis() -> Bool {
        let dx = lastCentroidInWindow.x - translationOriginInWindow.x
        let dy = lastCentroidInWindow.y - translationOriginInWindow.y
        if startEdge.contains(.left), dx > 0, abs(dx) >= abs(dy) { return true }
        if startEdge.contains(.right), dx < 0, abs(dx) >= abs(dy) { return true }
        if startEdge.contains(.top), dy > 0, abs(dy) >= abs(dx) { return true }
        if startEdge.contains(.bottom), dy < 0, abs(dy) >= abs(dx) { return true }
        return false
    }

    /// The edges among `edges` that the touch is within 20 pt of, in window coordinates.
    private func nearEdges(of touch: UITouch) -> UIRectEdge {
        guard let window = touch.window ?? view?.window else { return [] }
        let bounds = window.bounds
        let p = touch.location(in: nil)
        var result: UIRectEdge = []
        if edges.contains(.left), p.x - bounds.minX <= Self.edgeZone { result.insert(.left) }
        if edges.contains(.right), bounds.maxX - p.x <= Self.edgeZone { result.insert(.right) }
        if edges.contains(.top), p.y - bounds.minY <= Self.edgeZone { result.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - p.y <= Self.edgeZone { result.insert(.bottom) }
        return result
    }
}
