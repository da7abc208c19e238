import Foundation

/// A layer that fills its bounds with a color gradient, as Core Animation's `CAGradientLayer`.
///
/// The gradient is drawn over the background, below the sublayers, in the bounds (cut to the
/// rounded corners), and redrawn when its properties change. `colors`, `locations`,
/// `startPoint` and `endPoint` animate (lists item by item, when both have the same length).
/// Unlike Core Animation, `.conic` gradients are drawn as `.axial`.
open class CAGradientLayer: CALayer {
    /// The colors, `CGColor`s, in order from the start; nil or empty draws nothing. Animatable.
    open var colors: [Any]? {
        get { state.gradientColors }
        set { change("colors", \.gradientColors, newValue?.compactMap { $0 as? CGColor }) }
    }
    /// Where each color sits, 0 (start) to 1 (end), increasing; nil spreads the colors evenly.
    /// Animatable.
    open var locations: [NSNumber]? {
        get { state.gradientLocations?.map { NSNumber(value: Double($0)) } }
        set { change("locations", \.gradientLocations, newValue?.map { CGFloat($0.doubleValue) }) }
    }
    /// Where the gradient starts, in unit coordinates of the bounds ((0.5, 0), the top middle).
    /// Animatable.
    open var startPoint: CGPoint {
        get { state.startPoint }
        set { change("startPoint", \.startPoint, newValue) }
    }
    /// Where the gradient ends, in unit coordinates of the bounds ((0.5, 1), the bottom middle).
    /// Animatable.
    open var endPoint: CGPoint {
        get { state.endPoint }
        set { change("endPoint", \.endPoint, newValue) }
    }
    /// The shape of the gradient.
    open var type: CAGradientLayerType {
        get { _type }
        set { _type = newValue; noteChange() }
    }
    private var _type: CAGradientLayerType = .axial

    /// A gradient layer with no colors.
    public required init() { super.init() }

    /// A copy of another layer's properties (presentation copies), the gradient type included.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAGradientLayer { _type = other._type }  // copied: no `noteChange()`
    }
}
