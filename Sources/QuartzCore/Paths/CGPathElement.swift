import Foundation

/// One element of a path handed to `CGPath.applyWithBlock(_:)`, as Core Graphics' `CGPathElement`.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: none for a close, one for a move or line, two for a quadratic curve, three
    /// for a cubic curve. Valid only inside the block.
    public var points: UnsafeMutablePointer<CGPoint>

    /// An element over `points`.
    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type; self.points = points
    }
}
