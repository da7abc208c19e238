import Foundation

/// The name Core Animation gives every transition animation on a layer, as `kCATransition`.
public let kCATransition = "transition"

/// The built-in kinds of layer transition, as Core Animation's `CATransitionType`.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name ("fade", "moveIn", "push", "reveal").
    public let rawValue: String
    /// Creates a type from its name; names other than the four below behave as `.fade`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new content fades in over the old.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content slides into place over the old, which stays still.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old content out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content slides away, uncovering the new content, which stays still.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The side a motion-based transition starts from, as Core Animation's `CATransitionSubtype`.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The subtype's name ("fromRight", "fromLeft", "fromTop", "fromBottom").
    public let rawValue: String
    /// Creates a subtype from its name; unknown names behave as `.fromLeft`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The transition begins at the right side of the layer.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// The transition begins at the left side of the layer.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// The transition begins at the top of the layer.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// The transition begins at the bottom of the layer.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation between a layer's previous look and its current one, as Core Animation's
/// `CATransition`: add it to a layer, change the layer (its contents, sublayers, or a whole page
/// swapped by `pushViewController(_:animated: false)`), and the change fades or slides in.
///
/// Whether the transition is added before or after the change in the same turn of the run loop,
/// the old look is what was last drawn on screen: the layer's values and sublayers as the
/// compositor last drew them, pictured when the transition is added. It is always stored under
/// `kCATransition`, whatever key it is added with, so a new transition replaces a running one.
///
/// Unlike Core Animation, the old look is a still picture of the layer's bounds at the display's
/// scale (`LayerContext.displayScale`): a shadow or sublayers outside the bounds are cut off,
/// and content animating inside the old look stops. Only the four public types are drawn;
/// private ones such as "cube" or "pageCurl" fade, and `filter` is not supported.
open class CATransition: CAAnimation {
    /// The kind of transition (default `.fade`).
    open var type: CATransitionType = .fade
    /// The side a motion-based transition starts from (default nil, which means `.fromLeft`).
    open var subtype: CATransitionSubtype?
    /// How far into the transition it starts, 0...1 (default 0).
    open var startProgress: Float = 0
    /// How far into the transition it ends, 0...1 (default 1).
    open var endProgress: Float = 1

    /// The layer's previous look, pictured when the transition is added to a layer.
    var oldLook: CALayer?

    /// Copies the type, subtype and progress range besides the timing.
    open override func copyProperties(into copy: CAAnimation) {
        super.copyProperties(into: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.oldLook = oldLook
    }

    override func apply(to state: inout LayerState, at progress: AnimationProgress) {
        guard let oldLook else { return }
        let start = Double(max(0, min(1, startProgress))), end = Double(max(0, min(1, endProgress)))
        let fraction = start + (end - start) * pacedFraction(progress)
        state.transition = LayerTransitionFrame(type: type, subtype: subtype ?? .fromLeft, progress: fraction, oldLook: oldLook)
    }
}

/// One moment of a running `CATransition`, carried in a layer's presentation values for the
/// compositor to draw (see `DisplayListBuilder+Transition.swift`).
struct LayerTransitionFrame {
    /// The kind of transition.
    var type: CATransitionType
    /// The side the motion starts from.
    var subtype: CATransitionSubtype
    /// How far the transition has gone, 0...1, timing function applied.
    var progress: Double
    /// A layer showing the old look as its contents, the size of the layer's bounds.
    var oldLook: CALayer

    /// The unit direction the new content comes from, in the layer's own coordinates (y down).
    var origin: CGPoint {
        switch subtype {
        case .fromRight: return CGPoint(x: 1, y: 0)
        case .fromTop: return CGPoint(x: 0, y: -1)
        case .fromBottom: return CGPoint(x: 0, y: 1)
        default: return CGPoint(x: -1, y: 0)
        }
    }
}
