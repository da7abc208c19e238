import Foundation
import Raster
import Text

/// What `drawPath(using:)` does, as Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke.
    case stroke
    /// Fill then stroke.
    case fillStroke
    /// Even-odd fill then stroke.
    case eoFillStroke
}

/// How drawing combines with what is there, as Core Graphics' `CGBlendMode`.
///
/// Unlike Core Graphics, only `normal` (source-over) and `clear` and `copy` for rectangle fills
/// are drawn; other modes draw as `normal`.
public enum CGBlendMode: Int32, Sendable {
    /// Source over.
    case normal
    /// Multiply (drawn as normal).
    case multiply
    /// Screen (drawn as normal).
    case screen
    /// Erase what is covered.
    case clear = 16
    /// Replace what is covered.
    case copy = 17
    /// Source in (drawn as normal).
    case sourceIn = 18
    /// Destination out (drawn as normal).
    case destinationOut = 23
}

/// Image sampling quality, as Core Graphics' `CGInterpolationQuality` (always bilinear here).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The default.
    case `default`, none, low, medium, high
}

/// A drawing destination with a current transform, colors and clip, as Core Graphics'
/// `CGContext`, drawing into a Raster `Bitmap`.
///
/// Unlike Core Graphics, a context is always a UIKit-style bitmap context: its user space has
/// the origin at the top left and y pointing down, in points scaled by the context's scale (as
/// the contexts of `UIGraphicsImageRenderer` and `draw(_:)`). As in UIKit, `draw(_:in:)` of a
/// `CGImage` therefore draws the image upside down (Core Graphics' y-up image drawing seen in
/// a flipped context); `UIImage.draw(in:)` draws it upright. Rectangle clips (`clip(to:)`) are
/// pixel-aligned (a rotated rectangle clips to its bounding box); path clips (`clip(using:)`)
/// are anti-aliased masks. Paths of lines, Bézier curves and arcs are filled and stroked with
/// anti-aliased coverage (16 sample rows per pixel, exact horizontal coverage).
open class CGContext {
    /// The graphics state that `saveGState()` saves.
    struct GState {
        var ctm: CGAffineTransform
        var fillColor = CGColor.black
        var strokeColor = CGColor.black
        var lineWidth: CGFloat = 1
        var alpha: CGFloat = 1
        var clip: PixelRect
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var lineDashPhase: CGFloat = 0
        var lineDashLengths: [CGFloat] = []
        /// The coverage of the path clips so far, in device pixels (nil: only the rectangle `clip`).
        var clipMask: CoverageMask?
        var blendMode = CGBlendMode.normal
    }

    /// Width of the bitmap in pixels.
    public let width: Int
    /// Height of the bitmap in pixels.
    public let height: Int
    /// The pixels, allocated on first drawing so that a view whose `draw(_:)` draws nothing
    /// costs nothing.
    var storage: Bitmap?
    let initialColor: RGBA8
    var gstate: GState
    var savedStates: [GState] = []
    /// The current path, in device pixels (points are transformed by the CTM as they are added).
    var devicePath = CGMutablePath()

    /// Creates a context over a transparent (or, when `opaque`, black) bitmap of `width` x
    /// `height` pixels whose user space is in units of 1 / `scale` pixel.
    ///
    /// Unlike Core Graphics (`CGContext(data:width:height:...)`), there is no choice of pixel
    /// format: pixels are premultiplied RGBA8.
    public init(width: Int, height: Int, scale: CGFloat = 1, opaque: Bool = false) {
        self.width = max(0, width)
        self.height = max(0, height)
        initialColor = opaque ? .black : .clear
        gstate = GState(ctm: CGAffineTransform(scaleX: scale, y: scale),
                        clip: PixelRect(x: 0, y: 0, width: max(0, width), height: max(0, height)))
        if opaque { storage = Bitmap(width: self.width, height: self.height, color: .black) }
    }

    /// Whether anything has been drawn (the bitmap exists).
    var hasDrawn: Bool { storage != nil }

    /// The pixels drawn so far.
    public var bitmap: Bitmap { storage ?? Bitmap(width: width, height: height, color: initialColor) }

    /// Runs `body` on the pixels, creating them first if needed; under a path clip, what
    /// `body` draws is kept only in proportion to the clip's coverage.
    func withPixels(_ body: (inout Bitmap) -> Void) {
        if storage == nil { storage = Bitmap(width: width, height: height, color: initialColor) }
        guard let mask = gstate.clipMask else { return body(&storage!) }
        let area = gstate.clip.intersection(storage!.bounds)
        guard !area.isEmpty else { return }
        let before = storage!.cropped(to: area).pixels
        body(&storage!)
        storage!.restore(before, in: area, outside: mask)
    }

    /// An image of what has been drawn.
    open func makeImage() -> CGImage? { CGImage(bitmap: bitmap) }

    // MARK: Graphics state

    /// The current transform from user space to pixels.
    open var ctm: CGAffineTransform { gstate.ctm }
    /// The current transform as a homography.
    var transform: Homography {
        let t = gstate.ctm
        return Homography(Double(t.a), Double(t.c), Double(t.tx), Double(t.b), Double(t.d), Double(t.ty), 0, 0, 1)
    }
    /// Pixels per user-space unit (the scale a text layout is made for).
    var textScale: Double { max(1e-6, Double(hypot(gstate.ctm.a, gstate.ctm.b))) }

    /// Pushes a copy of the graphics state.
    open func saveGState() { savedStates.append(gstate) }
    /// Restores the last saved graphics state.
    open func restoreGState() { if let last = savedStates.popLast() { gstate = last } }
    /// Moves user space's origin.
    open func translateBy(x tx: CGFloat, y ty: CGFloat) { gstate.ctm = CGAffineTransform(translationX: tx, y: ty).concatenating(gstate.ctm) }
    /// Scales user space.
    open func scaleBy(x sx: CGFloat, y sy: CGFloat) { gstate.ctm = CGAffineTransform(scaleX: sx, y: sy).concatenating(gstate.ctm) }
    /// Rotates user space by `angle` radians (clockwise on screen, as y points down).
    open func rotate(by angle: CGFloat) { gstate.ctm = CGAffineTransform(rotationAngle: angle).concatenating(gstate.ctm) }
    /// Applies `transform` to user space before the current transform.
    open func concatenate(_ transform: CGAffineTransform) { gstate.ctm = transform.concatenating(gstate.ctm) }

    /// Sets the fill color.
    open func setFillColor(_ color: CGColor) { gstate.fillColor = color }
    /// Sets the fill color from RGBA components.
    open func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the fill color to a gray.
    open func setFillColor(gray: CGFloat, alpha: CGFloat) { gstate.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the stroke color.
    open func setStrokeColor(_ color: CGColor) { gstate.strokeColor = color }
    /// Sets the stroke color from RGBA components.
    open func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        gstate.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke color to a gray.
    open func setStrokeColor(gray: CGFloat, alpha: CGFloat) { gstate.strokeColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the width of stroked lines, in user-space units.
    open func setLineWidth(_ width: CGFloat) { gstate.lineWidth = width }
    /// Sets how line ends are drawn.
    open func setLineCap(_ cap: CGLineCap) { gstate.lineCap = cap }
    /// Sets how line corners are drawn.
    open func setLineJoin(_ join: CGLineJoin) { gstate.lineJoin = join }
    /// Sets an opacity multiplied into everything drawn.
    open func setAlpha(_ alpha: CGFloat) { gstate.alpha = min(1, max(0, alpha)) }
    /// Sets how drawing combines with the pixels (see `CGBlendMode`).
    open func setBlendMode(_ mode: CGBlendMode) { gstate.blendMode = mode }
    /// Anti-aliasing cannot be turned off here; kept for source compatibility.
    open func setShouldAntialias(_ shouldAntialias: Bool) {}
    /// Image sampling quality (always bilinear here).
    open var interpolationQuality: CGInterpolationQuality = .default

    // MARK: Clipping

    /// Intersects the clip with `rect` (its pixel-rounded bounding box in device space).
    open func clip(to rect: CGRect) {
        gstate.clip = gstate.clip.intersection(devicePixelBox(of: rect))
    }

    /// Intersects the clip with the bounding box of `rects`.
    open func clip(to rects: [CGRect]) {
        gstate.clip = gstate.clip.intersection(rects.map(devicePixelBox).reduce(PixelRect.empty) { $0.union($1) })
    }

    /// The clip's bounding box in user space.
    open var boundingBoxOfClipPath: CGRect {
        let c = gstate.clip
        return CGRect(x: c.x0, y: c.y0, width: c.width, height: c.height).applying(gstate.ctm.inverted())
    }

    /// The pixels covered by a user-space rectangle's device bounding box, edges rounded to the
    /// nearest pixel boundary.
    func devicePixelBox(of rect: CGRect) -> PixelRect {
        let r = rect.standardized.applying(gstate.ctm)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return .empty }
        return PixelRect(x0: Int(r.minX.rounded()), y0: Int(r.minY.rounded()), x1: Int(r.maxX.rounded()), y1: Int(r.maxY.rounded()))
    }

    // MARK: Drawing

    /// A fill color as a premultiplied pixel, times the context's alpha.
    func pixel(_ color: CGColor) -> RGBA8 { color.premultiplied(opacity: Double(gstate.alpha)) }

    /// Draws a quad source-over, inside the clip.
    func drawQuad(_ quad: QuadDraw) {
        let clip = gstate.clip
        withPixels { $0.draw(quad, clip: clip) }
    }

    /// Fills `rect` with the fill color (or clears it with the `clear` and `copy` blend modes).
    open func fill(_ rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        if gstate.blendMode == .clear || gstate.blendMode == .copy, gstate.ctm.b == 0, gstate.ctm.c == 0 {
            let box = devicePixelBox(of: r).intersection(gstate.clip)
            let color = gstate.blendMode == .copy ? pixel(gstate.fillColor) : .clear
            withPixels { $0.replace(box, with: color) }
            return
        }
        drawQuad(QuadDraw(width: Double(r.width), height: Double(r.height),
                          transform: transform.after(.translation(Double(r.minX), Double(r.minY))),
                          fill: .color(pixel(gstate.fillColor))))
    }

    /// Fills each rectangle.
    open func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }

    /// Makes `rect` transparent (its pixel-rounded device bounding box, inside the clip).
    open func clear(_ rect: CGRect) {
        let box = devicePixelBox(of: rect).intersection(gstate.clip)
        guard !box.isEmpty else { return }
        withPixels { $0.clear(box) }
    }

    /// Draws `image` stretched over `rect`, upside down as Core Graphics does in a UIKit
    /// context (see the type's notes); `byTiling` is ignored.
    open func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, !image.bitmap.isEmpty else { return }
        // Core Graphics puts the image's first row at the rectangle's bottom (y-up image space).
        let placement = Homography.translation(Double(r.minX), Double(r.maxY)).after(.scale(1, -1))
        drawQuad(QuadDraw(width: Double(r.width), height: Double(r.height), transform: transform.after(placement),
                          fill: .image(image.bitmap), opacity: Double(gstate.alpha)))
    }

    /// Draws a bitmap upright over `rect` (what `UIImage.draw(in:)` uses).
    func drawUpright(_ bitmap: Bitmap, in rect: CGRect, opacity: Double) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0, !bitmap.isEmpty else { return }
        drawQuad(QuadDraw(width: Double(r.width), height: Double(r.height),
                          transform: transform.after(.translation(Double(r.minX), Double(r.minY))),
                          fill: .image(bitmap), opacity: opacity * Double(gstate.alpha)))
    }

    /// Draws laid-out text with its top-left corner at `origin` in user space: glyphs go straight
    /// into the pixels when user space is only scaled by the layout's scale and moved, and are
    /// drawn as an image under any other transform.
    func drawText(_ layout: TextLayout, at origin: CGPoint, color: CGColor) {
        guard !layout.lines.isEmpty else { return }
        let t = gstate.ctm, tint = pixel(color), clip = gstate.clip
        if t.b == 0, t.c == 0, abs(Double(t.a) - layout.scale) < 1e-9, abs(Double(t.d) - layout.scale) < 1e-9 {
            let p = origin.applying(t)
            withPixels { TextRenderer.shared.draw(layout, color: tint, into: &$0, x: Double(p.x), y: Double(p.y), clip: clip) }
            return
        }
        let image = TextRenderer.shared.image(of: layout, color: tint)
        guard !image.isEmpty else { return }
        let s = layout.scale
        drawQuad(QuadDraw(width: Double(image.width) / s, height: Double(image.height) / s,
                          transform: transform.after(.translation(Double(origin.x), Double(origin.y))),
                          fill: .image(image)))
    }
}
