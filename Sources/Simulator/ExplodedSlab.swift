import Foundation
import Raster
import UIKit

/// One layer of the exploded view: what the layer alone draws (its background and contents,
/// none of its sublayers), where it is on screen at the frame's media time, and how deep it is
/// in the layer tree.
///
/// Everything is read from the layer's presentation (model values with its running animations
/// applied, at its own time), so a view mid-animation is where the screen shows it.
package struct ExplodedSlab {
    /// The layer's bounds size in points.
    package let size: CGSize
    /// The flattened map from the slab's own coordinates (0...width, 0...height) to screen
    /// points, built from the presentation values of the layer and all its ancestors.
    package let toScreen: Homography
    /// How many superlayers the layer has below the window's layer (the window's layer is 0).
    package let depth: Int
    /// The class of the view the layer belongs to (`UILabel`, `UIView`, the app's own class), or
    /// nil for a layer no view owns.
    package let viewClassName: String?
    /// The layer's opacity times its ancestors'.
    package let opacity: Float
    /// The presentation's background color.
    package let backgroundColor: CGColor?
    /// The presentation's contents (an image the compositor can draw, or nil).
    package let contents: Any?
    /// The presentation's contents rectangle, gravity and scale, as the compositor reads them.
    package let contentsRect: CGRect
    /// How the contents fit the bounds.
    package let contentsGravity: CALayerContentsGravity
    /// The contents' pixels per point.
    package let contentsScale: CGFloat
    /// The presentation's corner radius.
    package let cornerRadius: CGFloat

    /// The smallest screen rectangle holding the slab's four corners.
    package var screenFrame: CGRect {
        let corners = [(0.0, 0.0), (Double(size.width), 0.0), (0.0, Double(size.height)), (Double(size.width), Double(size.height))]
            .map { toScreen.apply(x: $0.0, y: $0.1) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether the slab draws anything of its own (a background or contents): empty container
    /// layers are outlined but not filled.
    package var drawsSomething: Bool {
        (backgroundColor.map { $0.alpha > 0 } ?? false) || contents != nil
    }
}
