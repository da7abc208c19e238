import Foundation

/// A path that can be added to, as Core Graphics' `CGMutablePath`.
///
/// Points are transformed by each method's `transform` as they are added. Curves stay curves;
/// arcs, ellipses and rounded rectangles become cubic Bézier curves (see
/// CGMutablePath+Shapes.swift), as in Core Graphics.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(segments: []) }

    override init(segments: [CGPathSegment], shape: Shape? = nil) { super.init(segments: segments, shape: shape) }

    /// Appends an element; any shape the path was known to be is forgotten.
    func append(_ segment: CGPathSegment) {
        shape = nil
        segments.append(segment)
    }

    /// Whether the path has a current point: any element leaves one (a close leaves the start
    /// of the subpath it closed).
    var hasCurrentPoint: Bool { !segments.isEmpty }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(point.applying(transform)))
    }

    /// Adds a straight line from the current point to `point` (a move when there is no
    /// current point).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        startSubpathAfterClose()
        append(.line(point.applying(transform)))
    }

    /// Adds lines through `points`, the first one starting a new subpath.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { append(.line(p.applying(transform))) }
    }

    /// Adds a quadratic Bézier curve from the current point to `end`, pulled toward `control`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: end, transform: transform) }
        startSubpathAfterClose()
        append(.quad(control.applying(transform), end.applying(transform)))
    }

    /// Adds a cubic Bézier curve from the current point to `end`, with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: end, transform: transform) }
        startSubpathAfterClose()
        append(.cubic(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard let last = segments.last, last != .close else { return }
        append(.close)
    }

    /// Adds the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        let added = transform == .identity ? path.segments : path.segments.map { $0.mapped { $0.applying(transform) } }
        segments += added
        shape = wasEmpty && transform == .identity ? path.shape : nil
    }

    /// After a close, a drawing element starts from the closed subpath's start, which Core
    /// Graphics records as a new subpath: an explicit move keeps the element list unambiguous.
    private func startSubpathAfterClose() {
        guard segments.last == .close else { return }
        append(.move(currentPoint))
    }
}
