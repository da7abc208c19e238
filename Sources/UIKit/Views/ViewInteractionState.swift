import Foundation

/// The state behind a view's interactions, motion effects and rarely set flags, made on first
/// use so that most views carry none of it.
final class ViewInteractionState {
    var interactions: [UIInteraction] = []
    var motionEffects: [UIMotionEffect] = []
    var isExclusiveTouch = false
    var isMultipleTouchEnabled = false
    var clearsContextBeforeDrawing = true
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var tintAdjustmentMode = UIView.TintAdjustmentMode.automatic
}
