import Foundation

/// A control for choosing one value from a continuous range, as UIKit's `UISlider`: a 4 pt
/// rounded track, filled with the tint left of a 28 pt white round thumb, light gray right of it.
///
/// Dragging the thumb changes `value` and sends `.valueChanged` on each move (or once on release
/// when `isContinuous` is false). As in UIKit, the thumb keeps its offset from the finger, a
/// touch on the track away from the thumb moves nothing, and setting `value` sends no action.
///
/// Unlike UIKit, there are no track images (`setMinimumTrackImage(_:for:)` and friends); the
/// thumb image, set with `setThumbImage(_:for:)`, is drawn for every state from `.normal`'s.
open class UISlider: UIControl {
    /// The thumb's diameter, in points.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness, in points.
    static let trackHeight: CGFloat = 4
    /// The slider's natural height, in points.
    static let naturalHeight: CGFloat = 31
    /// How far around the thumb a touch still grabs it.
    static let thumbTouchMargin: CGFloat = 10
    /// How long `setValue(_:animated:)` takes to move the thumb.
    static let animationDuration: TimeInterval = 0.25

    private var valueStorage: Float = 0
    private var minimumValueStorage: Float = 0
    private var maximumValueStorage: Float = 1
    private var minimumTrackTintStorage: UIColor?
    private var maximumTrackTintStorage: UIColor?
    private var thumbTintStorage: UIColor?
    private var minimumImageStorage: UIImage?
    private var maximumImageStorage: UIImage?
    var thumbImages: [UInt: UIImage] = [:]
    /// The finger's distance from the thumb's center when it grabbed the thumb (nil: not grabbed).
    var grabOffset: CGFloat?
    /// The value when the finger went down, to tell whether a non-continuous drag changed it.
    var valueAtTouchDown: Float = 0
    /// Holds every part, so a disabled slider fades as one picture.
    let content = ControlPalette.partView()
    let maximumTrack = ControlPalette.partView()
    let minimumTrack = ControlPalette.partView()
    let thumb = ControlPalette.partView()
    let thumbImageView = UIImageView(image: nil)
    let minimumValueImageView = UIImageView(image: nil)
    let maximumValueImageView = UIImageView(image: nil)

    /// The value, kept within `minimumValue...maximumValue` (0 by default). Setting it moves the
    /// thumb at once and sends no action.
    open var value: Float {
        get { valueStorage }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the left end (0 by default); raising it above `maximumValue` raises that too.
    open var minimumValue: Float {
        get { minimumValueStorage }
        set {
            minimumValueStorage = newValue
            if maximumValueStorage < newValue { maximumValueStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// The value at the right end (1 by default); lowering it below `minimumValue` lowers that too.
    open var maximumValue: Float {
        get { maximumValueStorage }
        set {
            maximumValueStorage = newValue
            if minimumValueStorage > newValue { minimumValueStorage = newValue }
            setValue(valueStorage, animated: false)
        }
    }

    /// Whether a drag sends `.valueChanged` on every move (true) or once when the finger lifts.
    open var isContinuous = true

    /// The color of the track left of the thumb (nil: the tint color).
    open var minimumTrackTintColor: UIColor? {
        get { minimumTrackTintStorage }
        set { minimumTrackTintStorage = newValue; layoutParts() }
    }

    /// The color of the track right of the thumb (nil: iOS's light gray `systemFill`).
    open var maximumTrackTintColor: UIColor? {
        get { maximumTrackTintStorage }
        set { maximumTrackTintStorage = newValue; layoutParts() }
    }

    /// The thumb's color (nil: white).
    open var thumbTintColor: UIColor? {
        get { thumbTintStorage }
        set { thumbTintStorage = newValue; layoutParts() }
    }

    /// An image drawn left of the track, which then starts after it.
    open var minimumValueImage: UIImage? {
        get { minimumImageStorage }
        set { minimumImageStorage = newValue; layoutParts() }
    }

    /// An image drawn right of the track, which then ends before it.
    open var maximumValueImage: UIImage? {
        get { maximumImageStorage }
        set { maximumImageStorage = newValue; layoutParts() }
    }

    /// Creates a slider at 0 in 0...1.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        maximumTrack.layer.cornerRadius = Self.trackHeight / 2
        minimumTrack.layer.cornerRadius = Self.trackHeight / 2
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        ControlPalette.applyKnobShadow(to: thumb, opacity: 0.2, radius: 4)
        for view in [minimumValueImageView, maximumValueImageView, thumbImageView] as [UIView] {
            view.isUserInteractionEnabled = false
        }
        addSubview(content)
        for view in [minimumValueImageView, maximumValueImageView, maximumTrack, minimumTrack, thumb, thumbImageView] {
            content.addSubview(view)
        }
        layoutParts()
    }

    /// Creates a slider from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value (kept within the range), moving the thumb over a quarter second when
    /// `animated`; sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        valueStorage = min(max(value, minimumValueStorage), maximumValueStorage)
        guard animated else { return layoutParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { self.layoutParts() })
    }

    /// Sets the thumb's image for `state` (nil removes it; the white round thumb is drawn when
    /// `.normal` has none).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        layoutParts()
    }

    /// The thumb image set for `state`, or nil.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    /// The thumb image drawn now (`.normal`'s, see the type's notes).
    open var currentThumbImage: UIImage? { thumbImages[UIControl.State.normal.rawValue] }

    // MARK: Geometry (override points)

    /// Where the minimum value image goes in `bounds`: its size, at the left edge, centered.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumImageStorage?.size else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes in `bounds`: its size, at the right edge, centered.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumImageStorage?.size else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track in `bounds`: 4 pt tall, centered, between the value images (12 pt from each).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        defaultTrackRect(forBounds: bounds)
    }

    /// The thumb for `value` on `rect` (the track): its left edge at the track's start for the
    /// minimum, its right edge at the track's end for the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        defaultThumbRect(forBounds: bounds, trackRect: rect, value: value)
    }

    /// As wide as offered (no intrinsic width), 31 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: Self.naturalHeight)
    }

    /// No intrinsic width; 31 pt tall (the 28 pt thumb and its shadow).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.naturalHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        layoutParts()
    }

    override func stateDidChange() {
        layoutParts()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        beginDrag(at: touch.location(in: self))
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        drag(to: touch.location(in: self), event: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        endDrag(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        endDrag(event: event)
    }
}
