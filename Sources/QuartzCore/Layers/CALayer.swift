import Foundation

/// A rectangle in a 3D scene with a background, contents, border and shadow, and sublayers, as
/// Core Animation's `CALayer`.
///
/// The properties below are the model values. Animations added with `add(_:forKey:)` change what
/// is drawn (the presentation, see `presentation()`) without changing them. Setting an animatable
/// property runs the action `action(forKey:)` finds, which by default is an implicit 0.25 s
/// animation for a layer that has already been drawn once, as in Core Animation.
open class CALayer: NSObject, CAMediaTiming {
    /// The model values. Read and written whole, never by an access left open across a call
    /// (every write is one assignment, its value computed first), so its accesses are not
    /// checked for exclusivity at run time: a frame reads a layer's geometry thousands of
    /// times, and each checked access recorded itself in a thread-local set.
    @exclusivity(unchecked) var state = LayerState()
    weak var superlayerStorage: CALayer?
    var sublayerStorage: [CALayer] = []
    var maskStorage: CALayer?
    var animationEntries: [AnimationEntry] = []
    /// Set once the compositor has drawn the layer: only then do changes animate implicitly.
    /// Written by the compositor's commit step (`DrawnFrame.commit()`), never while drawing.
    var hasBeenCommitted = false
    /// The model values as they were when the compositor last drew the layer (what is on
    /// screen), for snapshots that must not see changes made since. Written only by the
    /// compositor's commit step (`DrawnFrame.commit()`).
    var onScreenState: LayerState?
    /// Properties kept for code that sets them, which do not change drawing here.
    var renderingHints = CALayerRenderingHints()
    /// The sublayers as the compositor last drew them, held weakly so a removed page's layers can
    /// go away; written with `onScreenState`.
    var onScreenSublayerRefs: [WeakLayer]?
    /// The sublayers last drawn that still exist, or nil if the layer was never drawn.
    var onScreenSublayers: [CALayer]? {
        get { onScreenSublayerRefs?.compactMap(\.layer) }
        set { onScreenSublayerRefs = newValue?.map(WeakLayer.init) }
    }
    /// The presentation value of the property being changed, just before the change, for the
    /// implicit animation its action adds.
    var pendingPreviousValue: (key: String, value: AnimationValue)?
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    /// The model layer when this is a presentation copy.
    weak var modelLayerStorage: CALayer?
    var isPresentationCopy: Bool { modelLayerStorage != nil }
    /// The key-value observations of the layer and its view (KeyValueObserving/), nil until the first.
    package final var keyValueObservers: KeyValueObserverList?
    /// Values stored under keys no property has (`setValue(_:forKey:)`, KeyValueCoding/).
    var keyedValues: [String: Any]?

    /// Creates an empty layer.
    public required override init() { super.init() }

    /// Creates a layer holding a copy of another's model properties (used for presentation
    /// copies, as Core Animation's `init(layer:)`).
    public required init(layer: Any) {
        super.init()
        if let other = layer as? CALayer {
            state = other.state
            name = other.name
            renderingHints = other.renderingHints
        }
    }

    /// Creates a layer (Core Animation's class constructor).
    open class func layer() -> Self { self.init() }

    // MARK: Identity and delegate

    /// A name for debugging and for `value(forKey:)` look-ups.
    open var name: String?
    /// The object asked for actions, layout and display (a UIView for its own layer).
    open weak var delegate: CALayerDelegate?
    /// Actions for property keys, searched after the delegate.
    open var actions: [String: CAAction]?
    /// Default values and actions (only the "actions" entry is read), searched after `actions`.
    open var style: [AnyHashable: Any]?

    // MARK: Geometry

    /// The layer's own coordinate space: its origin and its size.
    open var bounds: CGRect {
        get { state.bounds }
        set {
            let sizeChanged = newValue.size != state.bounds.size
            change("bounds", \.bounds, newValue)
            if sizeChanged {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint {
        get { state.position }
        set { change("position", \.position, newValue) }
    }
    /// The layer's position on the z axis: moves it in 3D and orders it among its siblings.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { change("zPosition", \.zPosition, newValue) }
    }
    /// The point, in unit coordinates of the bounds, that `position` places and transforms turn about.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { change("anchorPoint", \.anchorPoint, newValue) }
    }
    /// The anchor point's z coordinate.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { change("anchorPointZ", \.anchorPointZ, newValue) }
    }
    /// The transform applied to the layer about its anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { change("transform", \.transform, newValue) }
    }
    /// The transform applied to the sublayers, about the anchor point (perspective goes here).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { change("sublayerTransform", \.sublayerTransform, newValue) }
    }

    // MARK: Appearance

    /// The opacity of the layer and its whole subtree, flattened as one group.
    open var opacity: Float {
        get { state.opacity }
        set { change("opacity", \.opacity, newValue) }
    }
    /// Whether the layer and its subtree are not drawn.
    open var isHidden: Bool {
        get { state.isHidden }
        set { change("hidden", \.isHidden, newValue) }
    }
    /// Whether sublayers and contents are clipped to the bounds (and the corner radius).
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { change("masksToBounds", \.masksToBounds, newValue) }
    }
    /// The radius of the rounded corners of the background and border (and of the clip).
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { change("cornerRadius", \.cornerRadius, newValue) }
    }
    /// Which corners `cornerRadius` rounds (all four by default): the background, border, clip
    /// and gradient are rounded only there.
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { change("maskedCorners", \.maskedCorners, newValue) }
    }
    /// The color filling the bounds, behind the contents.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { change("backgroundColor", \.backgroundColor, newValue) }
    }
    /// The width of the border drawn inside the bounds, above contents and sublayers.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { change("borderWidth", \.borderWidth, newValue) }
    }
    /// The color of the border.
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { change("borderColor", \.borderColor, newValue) }
    }
    /// The color of the shadow.
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { change("shadowColor", \.shadowColor, newValue) }
    }
    /// The opacity of the shadow (0: no shadow, the default).
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set { change("shadowOpacity", \.shadowOpacity, newValue) }
    }
    /// The blur radius of the shadow.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set { change("shadowRadius", \.shadowRadius, newValue) }
    }
    /// The offset of the shadow (default (0, -3), as in Core Animation).
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { change("shadowOffset", \.shadowOffset, newValue) }
    }
    /// The shape of the shadow; nil uses the layer's own alpha.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { change("shadowPath", \.shadowPath, newValue) }
    }
    /// Whether the layer is drawn when it faces away from the viewer.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { change("doubleSided", \.isDoubleSided, newValue) }
    }

    // MARK: Contents

    /// The image drawn in the bounds: a `CGImage` (other values draw nothing).
    open var contents: Any? {
        get { state.contents }
        set { change("contents", \.contents, newValue) }
    }
    /// The part of the contents shown, in unit coordinates (default the whole image).
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { change("contentsRect", \.contentsRect, newValue) }
    }
    /// Pixels per point of the contents, for gravities that keep the natural size.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { change("contentsScale", \.contentsScale, newValue) }
    }
    /// How the contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { change("contentsGravity", \.contentsGravity, newValue) }
    }
    /// Whether changing the bounds' size calls `setNeedsDisplay()`.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer is drawn with anti-aliased edges under non-axis-aligned transforms.
    /// Unlike Core Animation (default false), edges are always anti-aliased; kept for source compatibility.
    open var allowsEdgeAntialiasing = true
    /// Whether opacity applies to the subtree as one flattened group (true, as on iOS).
    open var allowsGroupOpacity = true

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time begins, in its superlayer's time.
    open var beginTime: CFTimeInterval {
        get { _beginTime }
        set { _beginTime = newValue; noteChange() }
    }
    private var _beginTime: CFTimeInterval = 0
    /// Unused for layers (part of CAMediaTiming).
    open var duration: CFTimeInterval = 0
    /// How fast the subtree's time runs; 0 freezes it at `timeOffset`.
    open var speed: Float {
        get { _speed }
        set { _speed = newValue; noteChange() }
    }
    private var _speed: Float = 1
    /// An offset added to the layer's local time (scrubs a frozen subtree).
    open var timeOffset: CFTimeInterval {
        get { _timeOffset }
        set { _timeOffset = newValue; noteChange() }
    }
    private var _timeOffset: CFTimeInterval = 0
    /// Unused for layers (part of CAMediaTiming).
    open var repeatCount: Float = 0
    /// Unused for layers (part of CAMediaTiming).
    open var repeatDuration: CFTimeInterval = 0
    /// Unused for layers (part of CAMediaTiming).
    open var autoreverses = false
    /// Unused for layers (part of CAMediaTiming).
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Overridable behaviour (declared here: members of extensions cannot be overridden on Linux)

    /// The action to run when the property `event` changes, searched as Core Animation does: the
    /// delegate, then `actions`, then `style["actions"]`, then `defaultAction(forKey:)`. An
    /// `NSNull` anywhere ends the search with no action.
    open func action(forKey event: String) -> CAAction? { defaultSearchForAction(forKey: event) }

    /// The implicit animation for an animatable property: a basic animation of the current
    /// transaction's duration and timing function; nil for other keys.
    open class func defaultAction(forKey event: String) -> CAAction? { implicitAnimation(forKey: event) }

    /// Whether changes to `key` need the layer redrawn (Core Animation's class method): false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The default value of a property (Core Animation's class method): nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Arranges the sublayers: asks the delegate (a view lays out its subviews here).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    /// Fills `contents`: asks the delegate. Unlike Core Animation there is no `draw(in:)` with a
    /// CGContext here; UIKit draws views into images and sets `contents`.
    open func display() { delegate?.display(self) }

    /// The natural size of the layer (its bounds' size), as Core Animation's default.
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether a point in this layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p`, given in the superlayer's coordinates; nil when
    /// the point misses. Hidden layers, their subtrees and points outside a masking layer's bounds
    /// are skipped; front-most sublayers are tried first.
    open func hitTest(_ p: CGPoint) -> CALayer? { defaultHitTest(p) }

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `CALayer+Concern.swift` file, named with a `base` prefix, which is what `super` runs.

    /// Reads a property by key path ("position.x", "transform.rotation.z", "frame.size.width"), or a value stored under a key no property has (see `value(forKey:)`), or nil.
    open func value(forKeyPath keyPath: String) -> Any? { baseValue(forKeyPath: keyPath) }
    /// Writes a property by key path through its setter, or stores a value under a key no property has (see `setValue(_:forKey:)`).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { baseSetValue(value, forKeyPath: keyPath) }
    /// Attaches a copy of `anim` under `key` (replacing, and stopping, any animation with that key).
    open func add(_ anim: CAAnimation, forKey key: String?) { baseAdd(anim, forKey: key) }
    /// The running animation attached under `key`.
    open func animation(forKey key: String) -> CAAnimation? { baseAnimation(forKey: key) }
    /// The keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? { baseAnimationKeys() }
    /// Detaches the animation under `key`.
    open func removeAnimation(forKey key: String) { baseRemoveAnimation(forKey: key) }
    /// Detaches every animation.
    open func removeAllAnimations() { baseRemoveAllAnimations() }
    /// The layer's rectangle in its superlayer's coordinates.
    open var frame: CGRect { get { baseFrame } set { baseFrame = newValue } }
    /// Converts a point from `l`'s coordinates (the root's when nil) to this layer's, through 3D transforms.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { baseConvert(p, from: l) }
    /// Converts a point from this layer's coordinates to `l`'s (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { baseConvert(p, to: l) }
    /// Converts a rectangle from `l`'s coordinates (the root's when nil) to this layer's.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { baseConvert(r, from: l) }
    /// Converts a rectangle from this layer's coordinates to `l`'s (the root's when nil).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { baseConvert(r, to: l) }
    /// Converts a time from `l`'s time space (media time when nil) to this layer's.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { baseConvertTime(t, from: l) }
    /// Converts a time from this layer's time space to `l`'s (media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { baseConvertTime(t, to: l) }
    /// The layer's `transform` as an affine transform (its 2D part), as Core Animation's `affineTransform()`.
    open func affineTransform() -> CGAffineTransform { baseAffineTransform() }
    /// Sets `transform` to an affine transform, as Core Animation's `setAffineTransform(_:)`.
    open func setAffineTransform(_ m: CGAffineTransform) { baseSetAffineTransform(m) }
    /// The layer this one is a sublayer of (or the layer it masks).
    open var superlayer: CALayer? { baseSuperlayer }
    /// The sublayers, back to front in insertion order.
    open var sublayers: [CALayer]? { get { baseSublayers } set { baseSublayers = newValue } }
    /// A layer whose alpha masks this layer's drawing (in this layer's coordinates).
    open var mask: CALayer? { get { baseMask } set { baseMask = newValue } }
    /// Appends `layer` on top of the sublayers, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) { baseAddSublayer(layer) }
    /// Inserts `layer` at `idx` among the sublayers (clamped to the valid range).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { baseInsertSublayer(layer, at: idx) }
    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { baseInsertSublayer(layer, below: sibling) }
    /// Inserts `layer` just above `sibling` (on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { baseInsertSublayer(layer, above: sibling) }
    /// Puts `newLayer` where `oldLayer` is.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { baseReplaceSublayer(oldLayer, with: newLayer) }
    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { baseRemoveFromSuperlayer() }
    /// Marks the layer for `layoutSublayers()` before the next frame.
    open func setNeedsLayout() { baseSetNeedsLayout() }
    /// Whether `setNeedsLayout()` was called since the last layout.
    open func needsLayout() -> Bool { baseNeedsLayout() }
    /// Lays out this layer if needed, then its sublayers, top-down.
    open func layoutIfNeeded() { baseLayoutIfNeeded() }
    /// Marks the contents as needing `display()` before the next frame.
    open func setNeedsDisplay() { baseSetNeedsDisplay() }
    /// Marks part of the contents as needing `display()`.
    open func setNeedsDisplay(_ r: CGRect) { baseSetNeedsDisplay(r) }
    /// Whether `setNeedsDisplay()` was called since the last display.
    open func needsDisplay() -> Bool { baseNeedsDisplay() }
    /// Displays this layer if needed, then its sublayers.
    open func displayIfNeeded() { baseDisplayIfNeeded() }
    /// The value of a property by name, as Core Animation's key-value coding.
    open func value(forKey key: String) -> Any? { baseValue(forKey: key) }
    /// Sets a property by name through its setter (so it animates and is observed as if set directly), or stores any other value under `key`, as a `CALayer` accepts any key.
    open func setValue(_ value: Any?, forKey key: String) { baseSetValue(value, forKey: key) }
    /// Whether the layer is rendered to a bitmap and reused, as Core Animation's.
    open var shouldRasterize: Bool { get { baseShouldRasterize } set { baseShouldRasterize = newValue } }
    /// The scale a rasterized layer is rendered at.
    open var rasterizationScale: CGFloat { get { baseRasterizationScale } set { baseRasterizationScale = newValue } }
    /// The curve of rounded corners.
    open var cornerCurve: CALayerCornerCurve { get { baseCornerCurve } set { baseCornerCurve = newValue } }
    /// A promise that the layer fills its bounds with opaque pixels.
    open var isOpaque: Bool { get { baseIsOpaque } set { baseIsOpaque = newValue } }
    /// Whether drawing happens on a background thread.
    open var drawsAsynchronously: Bool { get { baseDrawsAsynchronously } set { baseDrawsAsynchronously = newValue } }
    /// Whether the layer's geometry is flipped vertically.
    open var isGeometryFlipped: Bool { get { baseIsGeometryFlipped } set { baseIsGeometryFlipped = newValue } }
    /// The filter used when contents are drawn smaller.
    open var minificationFilter: CALayerContentsFilter { get { baseMinificationFilter } set { baseMinificationFilter = newValue } }
    /// The filter used when contents are drawn larger.
    open var magnificationFilter: CALayerContentsFilter { get { baseMagnificationFilter } set { baseMagnificationFilter = newValue } }
    /// Core Image filters on the layer's content.
    open var filters: [Any]? { get { baseFilters } set { baseFilters = newValue } }
    /// Core Image filters on what is behind the layer.
    open var backgroundFilters: [Any]? { get { baseBackgroundFilters } set { baseBackgroundFilters = newValue } }
    /// A Core Image filter compositing the layer.
    open var compositingFilter: Any? { get { baseCompositingFilter } set { baseCompositingFilter = newValue } }
    /// A copy of the layer as it is on screen now.
    open func presentation() -> Self? { basePresentation() }
    /// The model layer.
    open func model() -> Self { baseModel() }
    /// The stretchable middle of the contents, in unit coordinates (the whole image).
    open var contentsCenter: CGRect { get { baseContentsCenter } set { baseContentsCenter = newValue } }
    /// The mipmap level bias when contents are drawn smaller (0).
    open var minificationFilterBias: Float { get { baseMinificationFilterBias } set { baseMinificationFilterBias = newValue } }
    /// Whether the layer may show brighter-than-white (HDR) contents (false).
    open var wantsExtendedDynamicRangeContent: Bool { get { baseWantsExtendedDynamicRangeContent } set { baseWantsExtendedDynamicRangeContent = newValue } }
    /// The part of the bounds not clipped by an enclosing scroll layer: the bounds, as Core
    /// Animation reports for a layer with no `CAScrollLayer` above it (there is none here).
    open var visibleRect: CGRect { bounds }
}
