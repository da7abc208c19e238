import Foundation

/// A view whose bounds origin moves to show a larger content area, as UIKit's `UIScrollView`:
/// the finger drags the content (with rubber-band resistance past the edges), a release
/// decelerates it at `decelerationRate` and springs it back inside, and paging snaps to whole
/// pages.
///
/// All motion is ticked by a `CADisplayLink` of the current layer context, so it follows the
/// injected clock. Dragging is driven by `panGestureRecognizer`; `delaysContentTouches` holds
/// touches back from subviews for 150 ms so that a quick drag never highlights a button.
/// Unlike UIKit, there is no zooming and no scroll indicator is drawn.
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

    /// Whether the content goes past its edges with resistance and springs back (true).
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
}
