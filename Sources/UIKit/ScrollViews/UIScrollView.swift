import Foundation

/// A view whose bounds origin moves to show a larger content area, as UIKit's `UIScrollView`:
/// the finger drags the content (with rubber-band resistance past the edges), a release
/// decelerates it at `decelerationRate` and springs it back inside, and paging snaps to whole
/// pages.
///
/// All motion is ticked by a `CADisplayLink` of the current layer context, so it follows the
/// injected clock. Dragging is driven by `panGestureRecognizer`; `delaysContentTouches` holds
/// touches back from subviews for 150 ms so that a quick drag never highlights a button.
/// Zooming is set from code (`zoomScale`, `zoom(to:animated:)`; see `UIScrollView+Zooming`).
/// Unlike UIKit, there is no pinch to zoom and no scroll indicator is drawn.
open class UIScrollView: UIView {
    /// The point of the content shown at the top-left corner (the bounds origin). Setting it
    /// calls the delegate's `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            layer.observedValueWillChange("contentOffset"); defer { layer.observedValueDidChange("contentOffset") }
            bounds.origin = newValue
            // As in UIKit, scrolling lays the scroll view out again: table and collection views
            // place their visible cells in layoutSubviews.
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The size of the content area.
    open var contentSize: CGSize = .zero {
        willSet { layer.observedValueWillChange("contentSize") } didSet { layer.observedValueDidChange("contentSize") }
    }

    /// Extra room around the content, inside which it can still be scrolled. Setting it changes
    /// `adjustedContentInset` (and calls `adjustedContentInsetDidChange()`), leaving the content
    /// offset as it is, as UIKit does.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { layer.observedValueWillChange("contentInset") }
        didSet {
            layer.observedValueDidChange("contentInset")
            if contentInset != oldValue { noteAdjustedContentInsetWithoutScrolling() }
        }
    }

    /// The insets actually used: `contentInset` plus the safe-area insets that
    /// `contentInsetAdjustmentBehavior` adds (see `UIScrollView+SafeArea.swift`).
    open var adjustedContentInset: UIEdgeInsets { contentInsetAddingSafeArea() }

    /// How the safe area adds to `contentInset` (`.automatic`, as UIKit): a table or grid
    /// filling a page under a translucent navigation bar starts below the bar and scrolls
    /// under it.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { _contentInsetAdjustmentBehavior }
        set {
            let oldValue = _contentInsetAdjustmentBehavior
            _contentInsetAdjustmentBehavior = newValue
            if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() }
        }
    }
    private var _contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// The adjusted content inset changed (the safe area or the behavior changed).
    open func adjustedContentInsetDidChange() {}

    /// Follows the safe area: updates `adjustedContentInset`, keeping content that was
    /// scrolled to the top at the new top, as UIKit does.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// The adjusted inset last reported, to tell a change.
    var lastAdjustedContentInset: UIEdgeInsets?

    /// The object told about scrolling, dragging and deceleration.
    open weak var delegate: UIScrollViewDelegate?

    /// Whether the user can scroll at all (the pan recognizer is enabled).
    open var isScrollEnabled: Bool {
        get { _isScrollEnabled }
        set { _isScrollEnabled = newValue; panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    private var _isScrollEnabled: Bool = true

    /// Whether the content goes past its edges with resistance and springs back (true); each axis
    /// can be turned off alone with `bouncesHorizontally` and `bouncesVertically`.
    open var bounces = true
    /// Whether vertical dragging bounces even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether horizontal dragging bounces even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false
    /// Whether dragging locks to one axis (accepted; the axis with more motion wins anyway).
    open var isDirectionalLockEnabled = false
    /// Whether a tap on the status bar scrolls to the top (accepted; there is no status bar).
    open var scrollsToTop = true
    /// Whether the vertical indicator shows (accepted; indicators are not drawn).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows (accepted; indicators are not drawn).
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator is inset (accepted; indicators are not drawn).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// How far the horizontal indicator is inset (accepted; indicators are not drawn).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Whether the indicators' insets follow the safe area (accepted; indicators are not drawn).
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// How quickly a released scroll slows down (`.normal`: 0.998 per millisecond).
    open var decelerationRate: DecelerationRate = .normal

    /// Whether touches reach subviews only after a short pause (150 ms) without dragging.
    open var delaysContentTouches: Bool {
        get { _delaysContentTouches }
        set { _delaysContentTouches = newValue; delayTouchesRecognizer.isEnabled = delaysContentTouches }
    }
    private var _delaysContentTouches: Bool = true

    /// Whether a drag may take touches away from a subview that already got them.
    open var canCancelContentTouches = true

    /// The recognizer that drags the content.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// Whether a finger is down on the scroll view (it may not have moved yet).
    open internal(set) var isTracking = false
    /// Whether the content is being dragged.
    open internal(set) var isDragging = false
    /// Whether the content is moving after the finger lifted.
    open internal(set) var isDecelerating = false

    let delayTouchesRecognizer: ScrollViewDelayTouchesRecognizer
    /// The running deceleration, bounce, paging or animated scroll.
    var motion: ScrollMotion?
    /// The unclamped (un-rubber-banded) offset when the drag began, or when the app last moved
    /// the content during the drag; translation counts from it.
    var dragStartOffset = CGPoint.zero
    /// The pan's translation that `dragStartOffset` corresponds to (zero when the drag began).
    var dragTranslationBase = CGPoint.zero
    /// The finger's translation and the offset it showed at the last step of the drag, to see
    /// whether the app set `contentOffset` since.
    var dragLastStep: (translation: CGPoint, shown: CGPoint)?
    /// The zoom scale last applied to the delegate's zooming view.
    var zoomScaleStorage: CGFloat = 1

    /// Creates a scroll view (it clips its content, as in UIKit).
    public override init(frame: CGRect) {
        let pan = ScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        delayTouchesRecognizer = ScrollViewDelayTouchesRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        pan.scrollView = self
        pan.addTarget(self, action: UIScrollView.handlePan)
        delayTouchesRecognizer.scrollView = self
        addGestureRecognizer(pan)
        addGestureRecognizer(delayTouchesRecognizer)
    }

    /// Creates a scroll view from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Overridable behaviour

    /// Whether the content view should get the touches (true).
    ///
    /// Unlike UIKit, it is not consulted yet: content always gets its touches (after the delay).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may cancel the touches a subview is tracking: true unless the view is a
    /// `UIControl` (UIKit's default), so holding a button and then dragging does not scroll.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Scrolls to `contentOffset`, over 0.3 s when `animated` (then the delegate's
    /// `scrollViewDidEndScrollingAnimation(_:)` is called).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        startMotion(ScrollMotion(animatingFrom: self.contentOffset, to: contentOffset, at: CACurrentMediaTime()))
    }

    /// Scrolls as little as possible so that `rect` (in content coordinates) is visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        var target = visible.origin
        if rect.maxX > visible.maxX { target.x = rect.maxX - visible.width }
        if rect.minX < target.x { target.x = rect.minX }
        if rect.maxY > visible.maxY { target.y = rect.maxY - visible.height }
        if rect.minY < target.y { target.y = rect.minY }
        let limits = offsetLimits
        target.x = min(max(target.x, limits.minX), limits.maxX)
        target.y = min(max(target.y, limits.minY), limits.maxY)
        setContentOffset(target, animated: animated)
    }

    /// Flashes the scroll indicators (does nothing: indicators are not drawn).
    open func flashScrollIndicators() {}

    // MARK: Zooming (see UIScrollView+Zooming.swift)

    /// The smallest scale `zoomScale` takes (1).
    open var minimumZoomScale: CGFloat = 1
    /// The largest scale `zoomScale` takes (1: no zooming until raised, as in UIKit).
    open var maximumZoomScale: CGFloat = 1
    /// The scale of the delegate's `viewForZooming(in:)`; setting it calls `setZoomScale(_:animated:)`
    /// without animation.
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Scales the delegate's `viewForZooming(in:)` to `scale`, clamped to the minimum and maximum:
    /// the view's transform becomes the scale and `contentSize` its scaled size, and the delegate's
    /// `scrollViewDidZoom(_:)` is called, as in UIKit. Without a zooming view nothing changes.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { baseSetZoomScale(scale, animated: animated) }
    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
    /// scale limits allow, and scrolls it to the middle, as UIKit does.
    open func zoom(to rect: CGRect, animated: Bool) { baseZoom(to: rect, animated: animated) }
    /// Whether a pinch is zooming the content.
    ///
    /// Unlike UIKit, always false: zooming comes from code here, never from a pinch.
    open var isZooming: Bool { false }
    /// Whether the zoom is springing back inside the scale limits.
    ///
    /// Unlike UIKit, always false: zooming from code is clamped, so it never bounces.
    open var isZoomBouncing: Bool { false }
    /// Whether a pinch past the scale limits bounces back (true).
    ///
    /// Unlike UIKit, kept only: there is no pinch to zoom here.
    open var bouncesZoom = true
    /// The pinch that zooms the content.
    ///
    /// Unlike UIKit, always nil: there is no pinch to zoom here.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

    // MARK: Bouncing per axis, indicators, keyboard

    /// Whether content bounces past the left and right edges (true); with `bounces` false
    /// neither axis bounces, as in UIKit.
    open var bouncesHorizontally = true
    /// Whether content bounces past the top and bottom edges (true); with `bounces` false
    /// neither axis bounces, as in UIKit.
    open var bouncesVertically = true
    /// The colour scheme of the scroll indicators (`.default`).
    ///
    /// Unlike UIKit, kept only: no scroll indicator is drawn here.
    open var indicatorStyle: IndicatorStyle = .default
    /// How dragging dismisses the keyboard (`.none`).
    ///
    /// Unlike UIKit, kept only: there is no keyboard here.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` is moving
    /// the content now.
    open var isScrollAnimating: Bool { motion?.isAnimatedScroll ?? false }
    /// Whether a hardware keyboard's arrow keys scroll the view (true).
    ///
    /// Unlike UIKit, kept only: there is no keyboard here.
    open var allowsKeyboardScrolling = true
    /// Where content smaller than the view sits, from (0, 0) top-left to (1, 1) bottom-right.
    ///
    /// Unlike UIKit, kept only: such content stays at the top-left.
    open var contentAlignmentPoint: CGPoint = .zero
}
