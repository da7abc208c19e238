import Foundation

extension UIView {
    /// How a view resizes when its superview's bounds change, as UIKit's autoresizing mask.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// Creates a mask from bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin stretches.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width stretches.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin stretches.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin stretches.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height stretches.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin stretches.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view places its content (images) in its bounds, as UIKit's content modes.
    public enum ContentMode: Int, Sendable {
        /// Stretched to fill.
        case scaleToFill
        /// Scaled to fit, aspect kept.
        case scaleAspectFit
        /// Scaled to fill, aspect kept (may overflow).
        case scaleAspectFill
        /// Redrawn when the bounds change.
        case redraw
        /// Centered at natural size.
        case center
        /// Top edge.
        case top
        /// Bottom edge.
        case bottom
        /// Left edge.
        case left
        /// Right edge.
        case right
        /// Top-left corner.
        case topLeft
        /// Top-right corner.
        case topRight
        /// Bottom-left corner.
        case bottomLeft
        /// Bottom-right corner.
        case bottomRight

        /// The layer gravity that places contents the same way.
        public var contentsGravity: CALayerContentsGravity {
            switch self {
            case .scaleToFill, .redraw: return .resize
            case .scaleAspectFit: return .resizeAspect
            case .scaleAspectFill: return .resizeAspectFill
            case .center: return .center
            case .top: return .top
            case .bottom: return .bottom
            case .left: return .left
            case .right: return .right
            case .topLeft: return .topLeft
            case .topRight: return .topRight
            case .bottomLeft: return .bottomLeft
            case .bottomRight: return .bottomRight
            }
        }
    }

    /// How the view resizes with its superview.
    public var autoresizingMask: AutoresizingMask {
        get { autoresizingMaskStorage }
        set { autoresizingMaskStorage = newValue }
    }

    /// How the view places its content.
    public var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            contentModeStorage = newValue
            layer.contentsGravity = newValue.contentsGravity
        }
    }

    /// Whether subviews are autoresized when the bounds change (always true here).
    public var autoresizesSubviews: Bool { true }

    /// Schedules `layoutSubviews()` before the next frame.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if a layout is pending, in this view and below. With Auto Layout in use,
    /// the hierarchy's constraints are solved first, which marks the views whose solved frames
    /// changed, so a constant changed before `UIView.animate { view.layoutIfNeeded() }` moves
    /// the views inside the animation.
    public func layoutIfNeeded() {
        if UIKitEnvironment.isBound, UIKitEnvironment.current.autoLayout.isInUse {
            hierarchyLayoutEngine.solveIfNeeded()
        }
        layer.layoutIfNeeded()
    }

    /// Schedules `draw(_:)` before the next frame.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Schedules `draw(_:)` for part of the view (the whole view is redrawn here).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay() }

    /// After the bounds' size changed: autoresize the subviews and schedule a layout.
    func boundsSizeChanged(from oldSize: CGSize) {
        let newSize = layer.bounds.size
        guard newSize != oldSize else { return }
        setNeedsLayout()
        for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// Moves and stretches this view for a superview size change, by its autoresizing mask:
    /// the difference is shared among the flexible parts in proportion to their sizes.
    func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        // A transformed view (a page shrunk behind a card) resizes by its untransformed
        // rectangle, its bounds about its centre, as UIKit's autoresizing does: its frame is
        // undefined then, and stretching the shrunk frame would leave it short once the
        // transform goes back to identity.
        let transformed = !CATransform3DIsIdentity(transform3D)
        let anchor = layer.anchorPoint
        var f = transformed ? CGRect(x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y,
                                     width: bounds.width, height: bounds.height) : frame
        func distribute(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                        flexLead: Bool, flexSize: Bool, flexTrail: Bool) -> (CGFloat, CGFloat) {
            let parts = [flexLead ? lead : 0, flexSize ? size : 0, flexTrail ? trail : 0]
            let flexible = [flexLead, flexSize, flexTrail].filter { $0 }.count
            guard flexible > 0 else { return (lead, size) }
            let total = parts.reduce(0, +)
            let shares = total > 0 ? parts.map { $0 / total } : [flexLead, flexSize, flexTrail].map { $0 ? 1 / CGFloat(flexible) : 0 }
            return (lead + delta * shares[0], size + delta * shares[1])
        }
        let (x, w) = distribute(new.width - old.width, lead: f.minX, size: f.width, trail: old.width - f.maxX,
                                flexLead: mask.contains(.flexibleLeftMargin), flexSize: mask.contains(.flexibleWidth),
                                flexTrail: mask.contains(.flexibleRightMargin))
        let (y, h) = distribute(new.height - old.height, lead: f.minY, size: f.height, trail: old.height - f.maxY,
                                flexLead: mask.contains(.flexibleTopMargin), flexSize: mask.contains(.flexibleHeight),
                                flexTrail: mask.contains(.flexibleBottomMargin))
        f = CGRect(x: x, y: y, width: max(0, w), height: max(0, h))
        if transformed {
            bounds.size = f.size
            center = CGPoint(x: f.minX + f.width * anchor.x, y: f.minY + f.height * anchor.y)
        } else {
            frame = f
        }
    }
}
