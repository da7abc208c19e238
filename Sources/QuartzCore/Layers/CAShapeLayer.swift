import Foundation

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`.
///
/// The path is in the layer's coordinates and may reach outside its bounds (a shape layer is
/// often used with zero bounds, as a mask). It is drawn above the background and contents and
/// below the sublayers, anti-aliased, and redrawn whenever a drawing property changes,
/// including on every frame of an animation of `path`, `fillColor`, `strokeColor`,
/// `lineWidth`, `strokeStart`, `strokeEnd`, `lineDashPhase` or `miterLimit` (all animatable,
/// implicitly for standalone layers as in Core Animation).
///
/// A `"path"` animation interpolates point by point when both paths have the same element
/// structure (arcs, ovals and rounded rectangles are cubic curves, so an oval and a full-circle
/// arc match). Unlike Core Animation, whose result is undefined for paths of different
/// structure, the path switches to the new one when the animation ends.
open class CAShapeLayer: CALayer {
    /// The path drawn, in the layer's coordinates; nil draws nothing. Animatable.
    open var path: CGPath? {
        get { state.shapePath }
        set { change("path", \.shapePath, newValue) }
    }
    /// The color the path is filled with (opaque black by default; nil for no fill). Animatable.
    open var fillColor: CGColor? {
        get { state.fillColor }
        set { change("fillColor", \.fillColor, newValue) }
    }
    /// How the inside of the path is decided.
    open var fillRule: CAShapeLayerFillRule {
        get { _fillRule }
        set { _fillRule = newValue; noteChange() }
    }
    private var _fillRule: CAShapeLayerFillRule = .nonZero
    /// The color of the path's outline (nil by default: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { state.strokeColor }
        set { change("strokeColor", \.strokeColor, newValue) }
    }
    /// Where along the path the stroke starts, as a fraction of its length (0). Animatable.
    open var strokeStart: CGFloat {
        get { state.strokeStart }
        set { change("strokeStart", \.strokeStart, newValue) }
    }
    /// Where along the path the stroke ends, as a fraction of its length (1). Animatable.
    open var strokeEnd: CGFloat {
        get { state.strokeEnd }
        set { change("strokeEnd", \.strokeEnd, newValue) }
    }
    /// The width of the stroke, in points (1). Animatable.
    open var lineWidth: CGFloat {
        get { state.lineWidth }
        set { change("lineWidth", \.lineWidth, newValue) }
    }
    /// The longest miter, in line widths, before a miter join is beveled (10). Animatable.
    open var miterLimit: CGFloat {
        get { state.miterLimit }
        set { change("miterLimit", \.miterLimit, newValue) }
    }
    /// How open ends of the stroke are drawn.
    open var lineCap: CAShapeLayerLineCap {
        get { _lineCap }
        set { _lineCap = newValue; noteChange() }
    }
    private var _lineCap: CAShapeLayerLineCap = .butt
    /// How corners of the stroke are drawn.
    open var lineJoin: CAShapeLayerLineJoin {
        get { _lineJoin }
        set { _lineJoin = newValue; noteChange() }
    }
    private var _lineJoin: CAShapeLayerLineJoin = .miter
    /// How far into the dash pattern the stroke starts, in points. Animatable.
    open var lineDashPhase: CGFloat {
        get { state.lineDashPhase }
        set { change("lineDashPhase", \.lineDashPhase, newValue) }
    }
    /// Lengths of painted and unpainted stretches of the stroke, alternating, in points; nil
    /// for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { _lineDashPattern }
        set { _lineDashPattern = newValue; noteChange() }
    }
    private var _lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public required init() { super.init() }

    /// A copy of another layer's properties (presentation copies), shape settings included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            // Copied, not set: a copy is no change (no `noteChange()`).
            _fillRule = other._fillRule; _lineCap = other._lineCap; _lineJoin = other._lineJoin
            _lineDashPattern = other._lineDashPattern
        }
    }

    /// The stroke settings for a presentation state.
    func strokeSettings(_ s: LayerState) -> PathStrokeSettings {
        PathStrokeSettings(width: Double(s.lineWidth), cap: lineCap.cgLineCap, join: lineJoin.cgLineJoin,
                           miterLimit: Double(s.miterLimit), dashPattern: (lineDashPattern ?? []).map(\.doubleValue),
                           dashPhase: Double(s.lineDashPhase), start: Double(s.strokeStart), end: Double(s.strokeEnd))
    }
}
