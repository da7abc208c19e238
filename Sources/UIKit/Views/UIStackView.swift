import Foundation

/// A view that lays out a row or a column of views, as UIKit's `UIStackView`.
///
/// As in UIKit, the stack view lays out with Auto Layout: it makes its arranged views
/// subviews laid out by constraints (`translatesAutoresizingMaskIntoConstraints = false`) and
/// installs the constraints UIKit's stack view makes, named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-fill-equally`,
/// `UISV-fill-proportionally`, `UISV-hiding`, ...). So a stack view can be placed by
/// constraints or by its frame, it takes its size from its arranged views when nothing else
/// sizes it, and the app may constrain the arranged views further (a button 44 points tall).
/// A hidden arranged view collapses to nothing along the axis, with its spacing; setting
/// `isHidden` inside `UIView.animate` animates the collapse and hides the view at the end, as
/// on iOS.
///
/// Unlike UIKit, the baseline alignments and `isBaselineRelativeArrangement` use edges (see
/// `Alignment`), and a stack view has no intrinsic content size of its own (as in UIKit), so
/// frame-based code sizes it with `systemLayoutSizeFitting(_:)`.
open class UIStackView: UIView {
    /// The views the stack lays out, in order; a subset of `subviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the row (`.horizontal`, the default) or column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis {
        get { _axis }
        set {
            let oldValue = _axis
            _axis = newValue
            if axis != oldValue { arrangementDidChange() }
        }
    }
    private var _axis: NSLayoutConstraint.Axis = .horizontal

    /// How the views are sized and spaced along the axis (`.fill` by default).
    open var distribution: Distribution {
        get { _distribution }
        set {
            let oldValue = _distribution
            _distribution = newValue
            if distribution != oldValue { arrangementDidChange() }
        }
    }
    private var _distribution: Distribution = .fill

    /// How the views are placed across the axis (`.fill` by default).
    open var alignment: Alignment {
        get { _alignment }
        set {
            let oldValue = _alignment
            _alignment = newValue
            if alignment != oldValue { arrangementDidChange() }
        }
    }
    private var _alignment: Alignment = .fill

    /// The space between adjacent views, in points (0 by default); the least space for the
    /// equal-spacing distributions.
    open var spacing: CGFloat {
        get { _spacing }
        set {
            let oldValue = _spacing
            _spacing = newValue
            if spacing != oldValue { arrangementDidChange() }
        }
    }
    private var _spacing: CGFloat = 0

    /// Whether the views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { _isLayoutMarginsRelativeArrangement }
        set {
            let oldValue = _isLayoutMarginsRelativeArrangement
            _isLayoutMarginsRelativeArrangement = newValue
            if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() }
        }
    }
    private var _isLayoutMarginsRelativeArrangement: Bool = false

    /// Whether vertical spacing is measured between baselines (recorded only: spacing is
    /// measured between edges here).
    open var isBaselineRelativeArrangement = false

    /// Spacing after particular views, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for its arrangement, replaced whenever it changes.
    var arrangementConstraints: [NSLayoutConstraint] = []
    /// The guides the stack made between views for the equal-spacing distributions.
    var spacingGuides: [UILayoutGuide] = []
    /// The intrinsic sizes the proportional constraints were made from, to notice a change.
    var proportionalSizes: [CGFloat] = []
    /// Arranged views whose hiding is being animated: shown until the collapse ends, by the
    /// number of the animation that hides them.
    var pendingHides: [ObjectIdentifier: Int] = [:]
    /// The number of the last hiding animation.
    var hideSerial = 0
    /// While positive, changes do not rebuild the arrangement (the initializer adds many views).
    private var arrangementUpdatesSuspended = 0

    /// Creates an empty horizontal stack view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a horizontal stack view of `views`, which become its subviews.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        arrangementUpdatesSuspended += 1
        for view in views { addArrangedSubview(view) }
        arrangementUpdatesSuspended -= 1
        arrangementDidChange()
    }

    /// Creates a stack view from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Arranged views

    /// Adds `view` at the end of the arrangement, making it a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
    }

    /// Inserts `view` into the arrangement at `stackIndex` (clamped to the arrangement), making
    /// it a subview if it is not one; a view already arranged moves.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes `view` out of the arrangement; it stays a subview (remove it from its superview
    /// too to take it off screen), as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        finishPendingHide(of: view)
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        let key = ObjectIdentifier(arrangedSubview)
        customSpacings[key] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The space after `arrangedSubview`, or `spacingUseDefault` when it has no custom spacing.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A subview leaving the stack leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            // The constraints go first: the subview must not stay tied to a stack it left.
            removeArrangedSubview(subview)
        }
    }

    /// Remakes the proportional constraints when an arranged view's intrinsic size changed.
    open override func layoutSublayers(of layer: CALayer) {
        if layer === self.layer, distribution == .fillProportionally, proportionalSizes != currentProportionalSizes() {
            rebuildArrangement()
        }
        super.layoutSublayers(of: layer)
    }

    /// Rebuilds the arrangement's constraints after a change, unless suspended.
    func arrangementDidChange() {
        guard arrangementUpdatesSuspended == 0 else { return }
        rebuildArrangement()
        setNeedsLayout()
    }
}
