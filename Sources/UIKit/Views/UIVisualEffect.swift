import Foundation

/// A visual effect applied behind content, as UIKit's `UIVisualEffect`: the base of `UIBlurEffect`.
///
/// Effects are shown by `UIVisualEffectView` and read by bar appearances.
open class UIVisualEffect: NSObject {
    /// Creates an effect that does nothing.
    public override init() {
        super.init()
    }
}
