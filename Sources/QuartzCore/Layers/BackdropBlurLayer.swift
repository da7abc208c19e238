import Foundation

/// A layer that blurs whatever is drawn behind it, then draws its own background color over the
/// blur as a tint: what UIKit's `UIVisualEffectView` is drawn with.
///
/// Not an Apple API (Core Animation's backdrop layer is private). "Behind" is everything drawn
/// before the layer in the same frame, within the layer's bounds, blurred with `blurRadius`
/// (animatable like any layer property). The blur is rendered at a quarter of the display's
/// resolution for radii of 8 pixels or more, and cached while what is behind does not change.
///
/// Unlike iOS, the blur reads what is behind only when the layer, and any ancestor drawn as a
/// group (opacity, masks, rounded clips), is scaled and moved but not rotated or in perspective;
/// otherwise only the tint is drawn. A rotated or perspective layer draws the blur of its bounding
/// box mapped onto its shape.
public final class BackdropBlurLayer: CALayer {
    /// How much what is behind is blurred, in points: the blur approximates a Gaussian of
    /// standard deviation `blurRadius / 2`, as `shadowRadius` does. Animatable.
    public var blurRadius: CGFloat {
        get { state.blurRadius }
        set { change("blurRadius", \.blurRadius, newValue) }
    }

    /// Creates a layer that blurs nothing until `blurRadius` is set.
    public required init() { super.init() }

    /// Creates a layer holding a copy of another's properties (presentation copies).
    public required init(layer: Any) { super.init(layer: layer) }
}
