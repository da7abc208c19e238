import Foundation

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Creates a set of corners from bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// A path of rectangles, rounded rectangles, ovals and straight lines, filled or stroked in the
/// current context, as UIKit's `UIBezierPath`.
///
/// Unlike UIKit, there are no curves or arcs; rounded corners are all rounded (or none), and
/// `cgPath` describes the first shape (or the bounding box of lines), since Core Animation's
/// `CGPath` here holds one shape.
open class UIBezierPath: NSObject {
    /// The pieces of the path.
    enum Element {
        case shape(CGPath.Shape)
        case lines([CGPoint], closed: Bool)
    }

    var elements: [Element] = []
    /// The width of stroked lines, in points.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How line corners are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether `fill()` uses the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() { super.init() }

    /// A rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        elements = [.shape(.rect(rect))]
    }

    /// The oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        elements = [.shape(.ellipse(rect))]
    }

    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        elements = [.shape(.roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius))]
    }

    /// A rectangle with some corners rounded. Unlike UIKit, all corners are rounded when any is,
    /// by the smaller radius.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = corners.isEmpty ? 0 : min(cornerRadii.width, cornerRadii.height)
        self.init(roundedRect: rect, cornerRadius: radius)
    }

    /// A path holding a Core Graphics path's shape.
    public convenience init(cgPath: CGPath) {
        self.init()
        elements = [.shape(cgPath.shape)]
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { elements.append(.lines([point], closed: false)) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) {
        guard case .lines(var points, false)? = elements.last else { return move(to: point) }
        points.append(point)
        elements[elements.count - 1] = .lines(points, closed: false)
    }

    /// Closes the current subpath.
    open func close() {
        if case .lines(let points, false)? = elements.last { elements[elements.count - 1] = .lines(points, closed: true) }
    }

    /// Adds the pieces of another path.
    open func append(_ bezierPath: UIBezierPath) { elements += bezierPath.elements }

    /// Removes every piece.
    open func removeAllPoints() { elements = [] }

    /// Whether the path has no pieces.
    open var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every piece.
    open var bounds: CGRect {
        elements.map { element -> CGRect in
            switch element {
            case .shape(let shape): return CGContext.bounds(of: shape)
            case .lines(let points, _):
                let xs = points.map(\.x), ys = points.map(\.y)
                return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            }
        }.reduce(CGRect.null) { $0.union($1) }
    }

    /// The path as a Core Graphics path: its first shape, else the bounding box of its lines.
    open var cgPath: CGPath {
        for case .shape(let shape) in elements {
            switch shape {
            case .rect(let r): return CGPath(rect: r, transform: nil)
            case .roundedRect(let r, let cw, let ch): return CGPath(roundedRect: r, cornerWidth: cw, cornerHeight: ch, transform: nil)
            case .ellipse(let r): return CGPath(ellipseIn: r, transform: nil)
            }
        }
        return CGPath(rect: isEmpty ? .zero : bounds, transform: nil)
    }

    /// Moves, scales or rotates every point. Unlike UIKit, a rotated shape keeps its box's
    /// orientation (its bounding box is used).
    open func apply(_ transform: CGAffineTransform) {
        elements = elements.map { element in
            switch element {
            case .shape(let shape):
                switch shape {
                case .rect(let r): return .shape(.rect(r.applying(transform)))
                case .ellipse(let r): return .shape(.ellipse(r.applying(transform)))
                case .roundedRect(let r, let cw, let ch):
                    return .shape(.roundedRect(r.applying(transform), cornerWidth: cw * abs(transform.a), cornerHeight: ch * abs(transform.d)))
                }
            case .lines(let points, let closed):
                return .lines(points.map { $0.applying(transform) }, closed: closed)
            }
        }
    }

    /// Whether `point` is inside the path's shapes (lines enclose nothing here).
    open func contains(_ point: CGPoint) -> Bool {
        elements.contains { element in
            guard case .shape(let shape) = element else { return false }
            let r = CGContext.bounds(of: shape)
            if case .ellipse = shape {
                let dx = (point.x - r.midX) / (r.width / 2), dy = (point.y - r.midY) / (r.height / 2)
                return dx * dx + dy * dy <= 1
            }
            return r.contains(point)
        }
    }

    /// Adds the pieces to `context`'s current path.
    func add(to context: CGContext) {
        for element in elements {
            switch element {
            case .shape(let shape): context.addShape(shape)
            case .lines(let points, let closed):
                context.addLines(between: points)
                if closed { context.closePath() }
            }
        }
    }

    /// Fills the path with the current context's fill color.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        add(to: context)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path with an opacity (blend modes other than normal draw as normal).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); fill(); context.restoreGState()
    }

    /// Strokes the path with the current context's stroke color and this path's line settings.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth); context.setLineCap(lineCapStyle); context.setLineJoin(lineJoinStyle)
        context.beginPath()
        add(to: context)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with an opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); stroke(); context.restoreGState()
    }

    /// Intersects the current context's clip with the path's bounding box.
    open func addClip() {
        UIGraphicsGetCurrentContext()?.clip(to: bounds)
    }
}
