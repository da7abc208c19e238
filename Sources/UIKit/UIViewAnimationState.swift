// PLACEHOLDER (the animation engineer replaces it): the state of open UIView.animate blocks.
import Foundation

/// The open `UIView.animate` blocks of the current context.
enum UIViewAnimationState {
    /// The animation a view's layer should run for a property change, or nil outside any block.
    static func action(for view: UIView, layer: CALayer, forKey event: String) -> CAAction? { nil }
}
