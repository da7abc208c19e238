import Cassowary
import Foundation

/// The solver's view of one view or layout guide: its frame as four variables, in the
/// coordinates of its container (the superview, or the guide's owning view), and the
/// constraints the engine itself adds for it.
final class LayoutItemVariables {
    /// How the engine treats the item.
    enum Role: Equatable {
        /// The engine's root: its size is pinned to its bounds (or to the fitting target).
        case root
        /// A view whose frame is authoritative (`translatesAutoresizingMaskIntoConstraints`):
        /// pinned to its frame, as UIKit's autoresizing-mask constraints do.
        case frozen
        /// A view or custom guide whose frame the engine decides.
        case free
        /// A safe-area or margins guide, pinned to its owning view's insets, or a scroll view's
        /// frame guide, pinned to its bounds.
        case systemGuide
        /// A scroll view's content guide: its origin pinned to the content's, its size left to
        /// the constraints, which so decide the scroll view's `contentSize`.
        case contentArea
    }

    weak var item: AnyObject?
    /// The container the item was in when its variables were made; a different container
    /// later means the expressions are stale and the engine rebuilds.
    weak var container: UIView?
    let role: Role
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable
    /// The engine's own constraints for the item (pins), with the constants they hold now.
    var pins: [(constraint: SolverConstraint, value: Double)] = []
    /// Content hugging and compression resistance, by key ("h<", "h>", "v<", "v>").
    var intrinsic: [String: SolverConstraint] = [:]

    /// The order of creation in the engine, for deterministic removals.
    let serial: Int

    init(item: AnyObject, container: UIView?, role: Role, serial: Int) {
        self.item = item
        self.serial = serial
        self.container = container
        self.role = role
        let name = NSLayoutConstraint.name(of: item)
        minX = LayoutVariable("\(name).minX")
        minY = LayoutVariable("\(name).minY")
        width = LayoutVariable("\(name).width")
        height = LayoutVariable("\(name).height")
    }

    /// The solved frame in the container's coordinates, its edges rounded to the pixel grid
    /// as UIKit rounds them.
    func solvedFrame(scale: CGFloat) -> CGRect {
        func round(_ value: Double) -> CGFloat { (CGFloat(value) * scale).rounded() / scale }
        let left = round(minX.value), top = round(minY.value)
        let right = round(minX.value + width.value), bottom = round(minY.value + height.value)
        return CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}

extension UIView {
    /// The frame without the transform: where the bounds sit in the superview, from the
    /// center, the bounds' size and the anchor point (what Auto Layout reads and writes).
    var untransformedFrame: CGRect {
        get {
            let size = layer.bounds.size, anchor = layer.anchorPoint, position = layer.position
            return CGRect(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        }
        set {
            guard newValue != untransformedFrame else { return }
            if CATransform3DIsIdentity(layer.transform) {
                frame = newValue
                return
            }
            var newBounds = bounds
            newBounds.size = newValue.size
            bounds = newBounds
            let anchor = layer.anchorPoint
            center = CGPoint(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }
}
