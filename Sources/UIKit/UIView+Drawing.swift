// PLACEHOLDER (the drawing engineer replaces it): draw(_:) support.
import Foundation

extension UIView {
    /// Runs `draw(_:)` into a bitmap and makes it the layer's contents.
    func displayDrawnContents() {}
}
