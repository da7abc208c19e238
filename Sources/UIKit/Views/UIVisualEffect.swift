import Foundation

/// A visual effect applied behind content, as UIKit's `UIVisualEffect`: the base of `UIBlurEffect`.
///
/// Unlike UIKit, there is no `UIVisualEffectView`: effects are only read by bar appearances,
/// which draw them as a flat translucent material.
open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing.
    public override init() {
        super.init()
    }
}
