import Foundation

/// A view that blurs what is behind it, as UIKit's `UIVisualEffectView`: the dimming or frosted
/// background of many presentation controllers.
///
/// Add subviews to `contentView`, not to the effect view itself. Setting `effect` inside
/// `UIView.animate` (or a property animator) animates the blur in or out, as on iOS 10 and
/// later: from `nil` to a `UIBlurEffect` the blur radius and tint grow from nothing. Drawn by
/// QuartzCore's `BackdropBlurLayer`: what is drawn behind the view in the same frame, blurred by
/// the style's radius, under the style's tint.
///
/// Unlike UIKit, the radii and tints approximate the system materials (see `UIBlurEffect`), a
/// `UIVibrancyEffect` shows the content unchanged, and the blur sees what is behind only while
/// the view and its ancestors are not rotated or in perspective (then only the tint shows).
open class UIVisualEffectView: UIView {
    /// The view to add subviews to; it fills the effect view.
    public let contentView: UIView

    /// The effect shown: a `UIBlurEffect`, a `UIVibrancyEffect`, or nil for none.
    open var effect: UIVisualEffect? {
        get { _effect }
        set { _effect = newValue; applyEffect() }
    }
    private var _effect: UIVisualEffect?

    open override class var layerClass: AnyClass { BackdropBlurLayer.self }

    /// Creates a view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        _effect = effect
        super.init(frame: .zero)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Creates a view with no effect (UIKit's `init(frame:)` on an effect view).
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Not available: there are no archives here.
    public required init?(coder: NSCoder) { nil }

    /// Sets the layer's blur and tint from the effect; inside an animation block they animate.
    private func applyEffect() {
        guard let backdrop = layer as? BackdropBlurLayer else { return }
        let blur = effect as? UIBlurEffect
        backdrop.blurRadius = blur?.blurRadius ?? 0
        backgroundColor = blur?.tintColor ?? (effect is UIVibrancyEffect ? nil : .clear)
    }
}
