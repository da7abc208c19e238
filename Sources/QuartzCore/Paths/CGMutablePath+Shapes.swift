import Foundation

extension CGMutablePath {
    /// The handle length of a cubic Bézier quarter circle, per unit of radius: 4/3 tan(π/8).
    static let quarterCircleHandle: CGFloat = 4.0 / 3.0 * tan(.pi / 8)

    /// Adds a closed rectangle: a move to its origin corner, three lines and a close.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        append(.line(CGPoint(x: r.maxX, y: r.minY).applying(transform)))
        append(.line(CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
        append(.line(CGPoint(x: r.minX, y: r.maxY).applying(transform)))
        closeSubpath()
        if wasEmpty && transform == .identity { shape = .rect(r) }
    }

    /// Adds each rectangle as a closed subpath.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`: a move to the rightmost point, four cubic curves
    /// toward increasing angles (down first on a UIKit screen) and a close.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        let r = rect.standardized
        let rx = r.width / 2, ry = r.height / 2, k = Self.quarterCircleHandle
        let c = CGPoint(x: r.midX, y: r.midY)
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: c.x + x, y: c.y + y).applying(transform) }
        move(to: pt(rx, 0), transform: .identity)
        append(.cubic(pt(rx, ry * k), pt(rx * k, ry), pt(0, ry)))
        append(.cubic(pt(-rx * k, ry), pt(-rx, ry * k), pt(-rx, 0)))
        append(.cubic(pt(-rx, -ry * k), pt(-rx * k, -ry), pt(0, -ry)))
        append(.cubic(pt(rx * k, -ry), pt(rx, -ry * k), pt(rx, 0)))
        closeSubpath()
        if wasEmpty && transform == .identity { shape = .ellipse(r) }
    }

    /// Adds a rectangle with elliptical corners `cornerWidth` by `cornerHeight` (clamped to half
    /// the sides), as a closed subpath of lines and cubic curves.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let wasEmpty = segments.isEmpty
        let r = rect.standardized
        let size = CGSize(width: max(0, cornerWidth), height: max(0, cornerHeight))
        addRoundedRect(in: r, corners: [size, size, size, size], transform: transform)
        if wasEmpty && transform == .identity {
            shape = .roundedRect(r, cornerWidth: min(size.width, r.width / 2), cornerHeight: min(size.height, r.height / 2))
        }
    }

    /// Adds a rectangle whose corners (top-left, top-right, bottom-right, bottom-left in UIKit's
    /// y-down terms) have their own elliptical radii; a zero radius leaves a sharp corner. Runs
    /// clockwise on screen from the top edge. Not an Apple API: UIBezierPath's
    /// `byRoundingCorners:` and layers' `maskedCorners` are drawn with it.
    public func addRoundedRect(in rect: CGRect, corners radii: [CGSize], transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let k = Self.quarterCircleHandle
        let c = (0..<4).map { i -> CGSize in
            let s = i < radii.count ? radii[i] : .zero
            return CGSize(width: min(max(0, s.width), r.width / 2), height: min(max(0, s.height), r.height / 2))
        }
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
        // Each corner: where its arc starts and ends, and the directions its handles point.
        let tl = c[0], tr = c[1], br = c[2], bl = c[3]
        move(to: pt(r.minX + tl.width, r.minY), transform: .identity)
        append(.line(pt(r.maxX - tr.width, r.minY)))
        if tr.width > 0 && tr.height > 0 {
            append(.cubic(pt(r.maxX - tr.width * (1 - k), r.minY), pt(r.maxX, r.minY + tr.height * (1 - k)),
                          pt(r.maxX, r.minY + tr.height)))
        }
        append(.line(pt(r.maxX, r.maxY - br.height)))
        if br.width > 0 && br.height > 0 {
            append(.cubic(pt(r.maxX, r.maxY - br.height * (1 - k)), pt(r.maxX - br.width * (1 - k), r.maxY),
                          pt(r.maxX - br.width, r.maxY)))
        }
        append(.line(pt(r.minX + bl.width, r.maxY)))
        if bl.width > 0 && bl.height > 0 {
            append(.cubic(pt(r.minX + bl.width * (1 - k), r.maxY), pt(r.minX, r.maxY - bl.height * (1 - k)),
                          pt(r.minX, r.maxY - bl.height)))
        }
        append(.line(pt(r.minX, r.minY + tl.height)))
        if tl.width > 0 && tl.height > 0 {
            append(.cubic(pt(r.minX, r.minY + tl.height * (1 - k)), pt(r.minX + tl.width * (1 - k), r.minY),
                          pt(r.minX + tl.width, r.minY)))
        }
        closeSubpath()
    }
}
