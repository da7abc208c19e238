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

/// A path of lines, Bézier curves and arcs that draws itself into the current context, as
/// UIKit's `UIBezierPath`, over a `CGMutablePath`.
///
/// Unlike UIKit, rounded rectangles have circular corners (UIKit's are a smoother continuous
/// curve), and the blend mode of `fill(with:alpha:)` and `stroke(with:alpha:)` is ignored.
open class UIBezierPath: NSObject {
    /// The path drawn; replaced wholesale by setting `cgPath`.
    var path = CGMutablePath()
    /// The width of stroked lines, in points.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How line corners are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The longest miter, in line widths, before a corner is beveled.
    open var miterLimit: CGFloat = 10
    /// How finely curves are drawn (kept for source compatibility; curves are always flattened
    /// to a tenth of a pixel here).
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `addClip()` use the even-odd rule.
    open var usesEvenOddFillRule = false
    var dashLengths: [CGFloat] = []
    var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// The oval inscribed in `rect`: four cubic curves clockwise from the rightmost point.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rectangle with all corners rounded by `cornerRadius` (clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = min(max(0, cornerRadius), abs(rect.width) / 2, abs(rect.height) / 2)
        path.addRoundedRect(in: rect, corners: Array(repeating: CGSize(width: r, height: r), count: 4))
    }

    /// A rectangle with only `corners` rounded, by elliptical `cornerRadii` (clamped to half the
    /// sides).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let order: [UIRectCorner] = [.topLeft, .topRight, .bottomRight, .bottomLeft]
        path.addRoundedRect(in: rect, corners: order.map { corners.contains($0) ? cornerRadii : .zero })
    }

    /// An open arc of a circle. `clockwise` is as seen on a UIKit screen (y down): true runs
    /// toward increasing angles, the opposite of Core Graphics' `addArc(..., clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path holding a copy of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as a Core Graphics path (a copy); setting it replaces every element.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(rect: .zero, transform: nil) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc, with a line from the current point to its start. `clockwise` is as seen on a
    /// UIKit screen (true: toward increasing angles).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Adds the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The point the next element starts from.
    open var currentPoint: CGPoint { path.currentPoint }

    /// The smallest rectangle holding every point, control points included (as UIKit's).
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }

    /// Moves, scales or rotates every point.
    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same outline drawn in the opposite direction.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.path = Self.reversed(path)
        reversed.lineWidth = lineWidth; reversed.lineCapStyle = lineCapStyle; reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit; reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    /// Whether `point` is inside the path by its fill rule (open subpaths count as closed).
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Sets the dash pattern used by `stroke()`: `count` lengths, painted and unpainted
    /// alternately, starting `phase` into the pattern.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashLengths = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase
    }

    /// Fills the path with the current context's fill color.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
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
        context.setMiterLimit(miterLimit); context.setLineDash(phase: dashPhase, lengths: dashLengths)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path with an opacity.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState(); context.setAlpha(alpha); stroke(); context.restoreGState()
    }

    /// Intersects the current context's clip with the inside of the path (by its fill rule).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
