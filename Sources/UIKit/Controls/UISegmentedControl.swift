import Foundation

/// A horizontal row of segments, each a title or an image, one of which is selected, as iOS 13
/// and later draw UIKit's `UISegmentedControl`: a light gray rounded bar, the selected segment
/// on a white pill with a soft shadow and a semibold title, thin separators between the others.
///
/// Lifting a finger on an enabled segment other than the selected one selects it, slides the
/// pill there and sends `.valueChanged`; a momentary control sends it for every segment tapped
/// and keeps none selected. Setting `selectedSegmentIndex` sends no action, as in UIKit.
///
/// A segment made from a `UIAction` (`init(frame:actions:)`) runs it when a touch selects the
/// segment, before `.valueChanged` is sent.
///
/// Unlike UIKit, the finger cannot drag the pill (it selects where it lifts), there are no
/// background or divider images, and only the `.font` and `.foregroundColor` title attributes
/// are used.
open class UISegmentedControl: UIControl {
    /// The value of `selectedSegmentIndex` when no segment is selected (-1).
    public static let noSegment: Int = -1

    /// The control's natural height, in points.
    static let naturalHeight: CGFloat = 32
    /// The corner radius of the bar.
    static let cornerRadius: CGFloat = 8
    /// How far the selected pill sits inside its segment.
    static let pillInset: CGFloat = 2
    /// The room around a title or image in a segment, left and right together.
    static let segmentPadding: CGFloat = 24
    /// How long the pill takes to slide to a new segment.
    static let slideDuration: TimeInterval = 0.25

    /// One segment: its content, fixed width (0: automatic) and whether it takes touches.
    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var action: UIAction?
    }

    var segments: [Segment] = []
    var selectedIndexStorage = UISegmentedControl.noSegment
    var selectedTintStorage: UIColor?
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    var apportionsStorage = false
    /// The segment under the finger while it is down (dimmed), or nil.
    var highlightedSegment: Int?
    let pill = ControlPalette.partView(color: .white)
    var separators: [UIView] = []
    var labels: [UILabel] = []
    var imageViews: [UIImageView] = []

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `UISegmentedControl.noSegment` (the default). Setting it
    /// moves the pill at once and sends no action; an index out of range selects nothing.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set { selectSegment(newValue, animated: false) }
    }

    /// Whether segments only flash when tapped instead of staying selected (false).
    open var isMomentary = false

    /// Whether automatic segment widths follow their content (false: equal widths).
    open var apportionsSegmentWidthsByContent: Bool {
        get { apportionsStorage }
        set { apportionsStorage = newValue; layoutParts() }
    }

    /// The color of the selected segment's pill (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        get { selectedTintStorage }
        set { selectedTintStorage = newValue; layoutParts() }
    }

    /// Creates a control with a segment per item: a `String` makes a titled segment, a `UIImage`
    /// an image segment (other items are skipped), sized to fit them. Nothing is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUpBar()
        for item in items ?? [] {
            if let title = item as? String { segments.append(Segment(title: title)) }
            else if let image = item as? UIImage { segments.append(Segment(image: image)) }
        }
        rebuildSegmentViews()
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment per action, titled with the action's title; selecting a
    /// segment runs its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        rebuildSegmentViews()
    }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBar()
    }

    /// Creates a control from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment` (clamped to the ends).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts an image segment at `segment` (clamped to the ends).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment titled by `action`, which runs when it is selected (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment` (nothing when out of range); removing the selected one
    /// selects nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        remove(at: segment, animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = Self.noSegment
        rebuildSegmentViews()
    }

    /// Sets the title of the segment at `segment` (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) { $0.title = title; $0.image = nil }
    }

    /// The title of the segment at `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) { $0.image = image; $0.title = nil }
    }

    /// The image of the segment at `segment`, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes the width of the segment at `segment` (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        update(segment) { $0.width = max(0, width) }
    }

    /// The fixed width of the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables the segment at `segment`; a disabled segment is dimmed and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the title attributes for `state` (`.normal` or `.selected`; `.font` and
    /// `.foregroundColor` are used).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        layoutParts()
    }

    /// The title attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Size and layout

    /// The segments' natural widths side by side, 32 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Each segment's content plus padding (the widest for every segment unless
    /// `apportionsSegmentWidthsByContent`), 32 pt tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: naturalWidth(), height: Self.naturalHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    override func stateDidChange() {
        layoutParts()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(at: touch.location(in: self))
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlight(at: isTouchInside ? touch.location(in: self) : nil)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let point = isTouchInside ? touch?.location(in: self) : nil
        highlight(at: nil)
        if let point { tapSegment(at: point, event: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlight(at: nil)
    }
}
