import Foundation

/// A rectangle on screen that draws, lays out its subviews and receives touches, as UIKit's
/// `UIView`. Every view is backed by a layer (`layer`) whose delegate it is; geometry and
/// appearance properties read and write the layer.
///
/// Members that subclasses override in UIKit are declared in this file (Swift on Linux cannot
/// override members declared in extensions); the rest lives in `UIView+Concern.swift` files.
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the layer a view of this class creates (Apple's `layerClass`).
    open class var layerClass: AnyClass { CALayer.self }

    /// The layer that draws the view; the view is its delegate.
    public let layer: CALayer

    weak var superviewStorage: UIView?
    var subviewStorage: [UIView] = []
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The view controller whose root view this is, for the responder chain and appearance.
    weak var owningViewController: UIViewController?
    /// The bounds size at the last autoresizing pass, to resize subviews by the difference.
    var lastAutoresizingSize: CGSize?
    var tagStorage = 0
    var opaqueHint = true
    var autoresizingMaskStorage: UIView.AutoresizingMask = []
    var contentModeStorage: UIView.ContentMode = .scaleToFill
    /// Auto Layout's state for the view (constraints, guides, priorities), made on first use.
    var layoutStateStorage: ViewLayoutState?
    /// Interactions, motion effects and the flags of `UIView+Interactions.swift`, made on first use.
    var interactionStateStorage: ViewInteractionState?

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        layer = ((type(of: self).layerClass as? CALayer.Type) ?? CALayer.self).init()
        super.init()
        layer.delegate = self
        self.frame = frame
        lastAutoresizingSize = frame.size
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Responder chain

    /// The view controller that owns this view as its root view, else the superview.
    open override var next: UIResponder? {
        if let controller = owningViewController { return controller }
        return superviewStorage
    }

    // MARK: Layer delegate

    /// The action the layer runs for a property change: inside a `UIView.animate` block, an
    /// animation of the block's timing; otherwise none (`NSNull`), so views never animate
    /// implicitly, as in UIKit.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIViewAnimationState.action(for: self, layer: layer, forKey: event) ?? NSNull()
    }

    /// Called by the layer: lays out the subviews, as UIKit does: reports a safe-area change,
    /// then `viewWillLayoutSubviews`, the frames Auto Layout solved for the subviews it lays
    /// out, `layoutSubviews()` and `viewDidLayoutSubviews`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        reportSafeAreaChangeIfNeeded()
        owningViewController?.viewWillLayoutSubviews()
        applyConstraintsToSubviews()
        if let controller = owningViewController { controller.layoutBarsForScreen() }
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Called by the layer to fill its contents: runs `draw(_:)` when a subclass overrides it.
    open func display(_ layer: CALayer) {
        displayDrawnContents()
    }

    // MARK: Overridable behaviour

    /// The traits of the view's environment: those of the screen in its current orientation.
    open var traitCollection: UITraitCollection { UITraitCollection.current(for: UIKitEnvironment.current.screen) }

    /// The traits changed (after a rotation that changed a size class); called on every view in
    /// the windows, after their view controllers heard it.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Lays out subviews; call `setNeedsLayout()` to schedule it. Unlike UIKit, the frames
    /// Auto Layout solved are set just before it runs, so an override need not call super.
    open func layoutSubviews() {}

    /// Called before the bounds change to `newBounds` (by `bounds` or `frame`), so scroll views
    /// can ask their layout whether it must be redone, as UIKit's collection view asks its
    /// layout's `shouldInvalidateLayout(forBoundsChange:)`; does nothing by default.
    func boundsWillChange(to newBounds: CGRect) {}

    /// Updates the view's constraints during the update pass that precedes layout (after
    /// `setNeedsUpdateConstraints()`); does nothing by default. Call super last, as UIKit asks.
    open func updateConstraints() {}

    /// The safe-area insets changed; called before the view lays out.
    open func safeAreaInsetsDidChange() {}

    /// The layout margins changed.
    open func layoutMarginsDidChange() {}

    /// Whether the view needs Auto Layout to lay it out (false; UIKit uses it for views that
    /// make their constraints in `updateConstraints()`).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Draws the view's contents in `rect`; views that override it get their drawing as the
    /// layer's contents (see `UIGraphicsGetCurrentContext()`).
    open func draw(_ rect: CGRect) {}

    /// The size that fits the view's content within `size`; its current size by default.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size (open, as in UIKit, so subclasses
    /// may size themselves differently).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// The natural size of the content (`UIView.noIntrinsicMetric` for none).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Whether a point in the view's coordinates is inside it (its bounds by default).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The deepest subview that should receive a touch at `point` (in this view's
    /// coordinates), as UIKit's hit testing: hidden, transparent (alpha < 0.01) and
    /// non-interactive views are skipped; later subviews are tried first.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        defaultHitTest(point, with: event)
    }

    /// The view is about to move to a new superview (nil when removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view moved to a new superview.
    open func didMoveToSuperview() {}
    /// The view is about to move to a new window (nil when leaving the screen).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The view moved to a new window.
    open func didMoveToWindow() {}
    /// A subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// A subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// The tint color changed.
    open func tintColorDidChange() {}

    /// The view's tint: its own, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { tintColorStorage ?? superviewStorage?.tintColor ?? .systemBlue }
        set {
            tintColorStorage = newValue
            tintColorDidChange()
        }
    }
    var tintColorStorage: UIColor?

    /// The view's background color (the layer's background).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// Whether the view and its subviews receive touches.
    open var isUserInteractionEnabled = true

    /// A view whose alpha masks this one: its layer becomes this layer's `mask`, in this view's
    /// bounds coordinates (as in UIKit, it must not be in a view hierarchy itself).
    open var mask: UIView? {
        get { maskStorage }
        set {
            maskStorage = newValue
            layer.mask = newValue?.layer
        }
    }
    var maskStorage: UIView?

    // MARK: Members implemented in the concern files

    // Declared here, in the class body, so subclasses can override them as on iOS (Swift cannot
    // override a member declared in an extension); each forwards to its implementation in the
    // `UIView+Concern.swift` files, named with a `base` prefix, which is what `super` runs.

    /// The view's rectangle in its superview's coordinates (the layer's frame).
    open var frame: CGRect { get { baseFrame } set { baseFrame = newValue } }
    /// The view's own coordinate space.
    open var bounds: CGRect { get { baseBounds } set { baseBounds = newValue } }
    /// The center of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint { get { baseCenter } set { baseCenter = newValue } }
    /// The 2D transform about the center (the layer's transform, which must be affine to read).
    open var transform: CGAffineTransform { get { baseTransform } set { baseTransform = newValue } }
    /// The full 3D transform of the layer.
    open var transform3D: CATransform3D { get { baseTransform3D } set { baseTransform3D = newValue } }
    /// The opacity of the view and its subviews (the layer's opacity).
    open var alpha: CGFloat { get { baseAlpha } set { baseAlpha = newValue } }
    /// Whether the view is hidden (the layer's isHidden).
    open var isHidden: Bool { get { baseIsHidden } set { baseIsHidden = newValue } }
    /// Whether subviews are clipped to the bounds (the layer's masksToBounds).
    open var clipsToBounds: Bool { get { baseClipsToBounds } set { baseClipsToBounds = newValue } }
    /// Whether the view is drawn opaque (a hint.
    open var isOpaque: Bool { get { baseIsOpaque } set { baseIsOpaque = newValue } }
    /// The view's scale factor for drawn content (the screen's by default).
    open var contentScaleFactor: CGFloat { get { baseContentScaleFactor } set { baseContentScaleFactor = newValue } }
    /// Converts a point from this view's coordinates to `view`'s (the window's when nil), through every transform, 3D included.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { baseConvert(point, to: view) }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { baseConvert(point, from: view) }
    /// Converts a point from this view's coordinates to `view`'s (the window's when nil), through every transform, 3D included.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { baseConvert(rect, to: view) }
    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { baseConvert(rect, from: view) }
    /// The view this one is a subview of.
    open var superview: UIView? { baseSuperview }
    /// The subviews, back to front.
    open var subviews: [UIView] { baseSubviews }
    /// The window the view is in, if it is on screen.
    open var window: UIWindow? { baseWindow }
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag: Int { get { baseTag } set { baseTag = newValue } }
    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) { baseAddSubview(view) }
    /// Inserts `view` at `index` among the subviews.
    open func insertSubview(_ view: UIView, at index: Int) { baseInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { baseInsertSubview(view, aboveSubview: siblingSubview) }
    /// Inserts `view` just below `siblingSubview`.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { baseInsertSubview(view, belowSubview: siblingSubview) }
    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) { baseBringSubviewToFront(view) }
    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) { baseSendSubviewToBack(view) }
    /// Swaps the subviews at two indexes.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { baseExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() { baseRemoveFromSuperview() }
    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool { baseIsDescendant(of: view) }
    /// The first view in this subtree (this view included) whose tag is `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? { baseViewWithTag(tag) }
    /// Returns a view showing an image of this view and its subviews, as UIKit's `snapshotView(afterScreenUpdates:)`.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { baseSnapshotView(afterScreenUpdates: afterUpdates) }
    /// A snapshot of part of the view, as UIKit's `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets) -> UIView? { baseResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets) }
    /// The value of a view property by name, as key-value coding reads it.
    open func value(forKey key: String) -> Any? { baseValue(forKey: key) }
    /// Sets a view property by name through its setter, so it animates inside an animation block as if set directly.
    open func setValue(_ value: Any?, forKey key: String) { baseSetValue(value, forKey: key) }
    /// Reads a view property or a part of it by key path.
    open func value(forKeyPath keyPath: String) -> Any? { baseValue(forKeyPath: keyPath) }
    /// Writes a view property or a part of it by key path, through the property's setter.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { baseSetValue(value, forKeyPath: keyPath) }
    /// Draws the view and its subviews, stretched to `rect`, into the current context, as UIKit's `drawHierarchy(in:afterScreenUpdates:)`.
    @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { baseDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates) }
    /// The alignment rectangle of `frame`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { baseAlignmentRect(forFrame: frame) }
    /// The frame of an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { baseFrame(forAlignmentRect: alignmentRect) }
    /// Asks the view and its subviews to resign the first responder.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { baseEndEditing(force) }
    /// The gesture recognizers attached to the view (nil when there are none, as in UIKit).
    open var gestureRecognizers: [UIGestureRecognizer]? { get { baseGestureRecognizers } set { baseGestureRecognizers = newValue } }
    /// Attaches a gesture recognizer, taking it from its previous view if it had one.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseAddGestureRecognizer(gestureRecognizer) }
    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseRemoveGestureRecognizer(gestureRecognizer) }
    /// The appearance forced on the view and its subviews.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle { get { baseOverrideUserInterfaceStyle } set { baseOverrideUserInterfaceStyle = newValue } }
    // MARK: Interactions, touch flags, alignment (see UIView+Interactions.swift)

    /// Whether `gestureRecognizer`, attached to this view, may begin (true); asked before the
    /// recognizer's delegate, as in UIKit, and false makes it fail.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// The insets from the frame to the rectangle Auto Layout aligns (none): `alignmentRect(forFrame:)`
    /// and `frame(forAlignmentRect:)` apply them.
    ///
    /// Unlike UIKit, Auto Layout itself still aligns frames, not alignment rectangles.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The view whose first baseline `firstBaselineAnchor` follows: the view itself, UIKit's default.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline `lastBaselineAnchor` follows: the view itself, UIKit's default.
    open var forLastBaselineLayout: UIView { self }
    /// Whether the view takes touches only when no other view in the window is touched (false).
    ///
    /// Unlike UIKit, kept only: touch delivery does not consult it.
    open var isExclusiveTouch: Bool {
        get { interactionStateStorage?.isExclusiveTouch ?? false }
        set { interactionState.isExclusiveTouch = newValue }
    }
    /// Whether the view gets more than one touch at a time (false).
    ///
    /// Unlike UIKit, kept only: touch delivery does not consult it.
    open var isMultipleTouchEnabled: Bool {
        get { interactionStateStorage?.isMultipleTouchEnabled ?? false }
        set { interactionState.isMultipleTouchEnabled = newValue }
    }
    /// Whether `draw(_:)` starts from cleared pixels (true).
    ///
    /// Unlike UIKit, kept only: drawing always starts from a cleared bitmap.
    open var clearsContextBeforeDrawing: Bool {
        get { interactionStateStorage?.clearsContextBeforeDrawing ?? true }
        set { interactionState.clearsContextBeforeDrawing = newValue }
    }
    /// Whether the view's content flips for right-to-left languages (`.unspecified`);
    /// `UIView.userInterfaceLayoutDirection(for:)` reads it.
    ///
    /// Unlike UIKit, layout is always left to right here, whatever it says.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { interactionStateStorage?.semanticContentAttribute ?? .unspecified }
        set { interactionState.semanticContentAttribute = newValue }
    }
    /// Whether the tint is dimmed, as when an alert is up (`.automatic`: as the superview).
    ///
    /// Unlike UIKit, kept only: `tintColor` is never dimmed here.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { interactionStateStorage?.tintAdjustmentMode ?? .automatic }
        set { interactionState.tintAdjustmentMode = newValue }
    }
    /// The point of the bounds that `center` and transforms refer to, as a fraction of the size
    /// ((0.5, 0.5), the middle): the layer's `anchorPoint`, as iOS 16's `UIView.anchorPoint`.
    open var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }
    /// Attaches `interaction`, taking it from the view it was on; it is told `willMove(to:)` and
    /// `didMove(to:)`, as in UIKit.
    open func addInteraction(_ interaction: UIInteraction) { baseAddInteraction(interaction) }
    /// Detaches `interaction` if attached; it is told `willMove(to: nil)` and `didMove(to: nil)`.
    open func removeInteraction(_ interaction: UIInteraction) { baseRemoveInteraction(interaction) }
    /// The interactions attached, oldest first.
    open var interactions: [UIInteraction] {
        get { interactionStateStorage?.interactions ?? [] }
        set {
            for old in interactions { removeInteraction(old) }
            for new in newValue { addInteraction(new) }
        }
    }
    /// Adds a motion effect (once).
    ///
    /// Unlike UIKit, kept only: there is no device motion here, so effects never move the view.
    open func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffects.contains(where: { $0 === effect }) else { return }
        interactionState.motionEffects.append(effect)
    }
    /// Removes a motion effect added with `addMotionEffect(_:)`.
    open func removeMotionEffect(_ effect: UIMotionEffect) {
        interactionStateStorage?.motionEffects.removeAll { $0 === effect }
    }
    /// The motion effects added, oldest first (kept only, as `addMotionEffect(_:)` says).
    open var motionEffects: [UIMotionEffect] {
        get { interactionStateStorage?.motionEffects ?? [] }
        set { interactionState.motionEffects = newValue }
    }
    /// Moves an ambiguous layout to another of its solutions, to show the ambiguity.
    ///
    /// Unlike UIKit, does nothing: the solver always gives the same one of an ambiguous layout's
    /// solutions (`hasAmbiguousLayout` reports the ambiguity).
    open func exerciseAmbiguityInLayout() {}
}

extension UIView {
    /// The value meaning "no intrinsic size" on an axis.
    public static let noIntrinsicMetric: CGFloat = -1
}
