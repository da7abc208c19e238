import Foundation
import Raster

/// A layer drawn as a page curling away: its contents and sublayers rolled up around a
/// cylinder from one corner, showing the page's back and revealing what is below.
///
/// Not an Apple API: this is what UIKit's `.partialCurl` transition style is drawn with. At
/// `curlAmount` 0 it is an ordinary layer. Above 0 the compositor renders the layer's bounds
/// (background, contents, sublayers, border) offscreen as a flat page, cached while the page
/// does not change, and draws that page through `RasterTarget.drawPageCurl`, so animating
/// `curlAmount` only re-runs the curl. While curled, the page is cut to the bounds, and the
/// layer's own shadow and mask are not drawn (the curl casts its own shadow).
public final class PageCurlLayer: CALayer {
    /// How far the page is curled, 0 (flat) to 1 (rolled away entirely). Animatable with the key
    /// path "curlAmount" (a `CABasicAnimation`, or implicitly as other layer properties).
    ///
    /// The curl line sweeps linearly across the page: about 0.5 shows half of the page below.
    public var curlAmount: CGFloat {
        get { state.curlAmount }
        set { change("curlAmount", \.curlAmount, newValue) }
    }
    /// The direction of the curl line in radians, in the layer's coordinates (y down), from +x
    /// toward +y. The default, -π/6, lifts the bottom-right corner first and rolls toward the
    /// top-left, as UIKit's partial curl does; -π/2 curls from the right edge.
    public var curlAngle: CGFloat {
        get { _curlAngle }
        set { _curlAngle = newValue; noteChange() }
    }
    private var _curlAngle: CGFloat = -.pi / 6
    /// The radius of the roll, in points.
    public var curlRadius: CGFloat {
        get { _curlRadius }
        set { _curlRadius = newValue; noteChange() }
    }
    private var _curlRadius: CGFloat = 28
    /// The color the back of the page is washed toward.
    public var curlBackColor: CGColor {
        get { _curlBackColor }
        set { _curlBackColor = newValue; noteChange() }
    }
    private var _curlBackColor: CGColor = CGColor(red: 0.95, green: 0.95, blue: 0.93, alpha: 1)
    /// How much of `curlBackColor` covers the page's mirrored content on its back, 0...1.
    public var curlBackShade: CGFloat {
        get { _curlBackShade }
        set { _curlBackShade = newValue; noteChange() }
    }
    private var _curlBackShade: CGFloat = 0.7
    /// The darkness of the shadow the roll casts on what is below, 0...1.
    public var curlShadowOpacity: Float {
        get { _curlShadowOpacity }
        set { _curlShadowOpacity = newValue; noteChange() }
    }
    private var _curlShadowOpacity: Float = 0.45

    /// Creates a flat page layer.
    public required init() { super.init() }

    /// Creates a layer holding a copy of another's properties (presentation copies), curl
    /// settings included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? PageCurlLayer {
            // Copied, not set: a copy is no change (no `noteChange()`).
            _curlAngle = other._curlAngle; _curlRadius = other._curlRadius; _curlBackColor = other._curlBackColor
            _curlBackShade = other._curlBackShade; _curlShadowOpacity = other._curlShadowOpacity
        }
    }

    /// The curl to draw at `amount` on a page rendered at `pixelsPerPoint`, in pixels.
    func pageCurl(amount: Double, pixelsPerPoint: Double) -> PageCurl {
        PageCurl(amount: amount, angle: Double(curlAngle), radius: Double(curlRadius) * pixelsPerPoint,
                 backColor: curlBackColor.premultiplied(), backShade: Double(curlBackShade),
                 shadowOpacity: Double(curlShadowOpacity))
    }
}
