import Foundation

/// A control that turns an option on or off, as UIKit's `UISwitch`: a 51 x 31 pt capsule whose
/// white knob slides right (on, the track filled green) or left (off, a light gray track).
///
/// A tap toggles it and sends `.valueChanged`; so does dragging the knob across the middle and
/// lifting (the knob follows the finger's side while it is down). Setting `isOn` or calling
/// `setOn(_:animated:)` sends no action, as in UIKit.
///
/// Unlike UIKit, `onImage` and `offImage` are kept but not drawn (iOS 7 and later ignore them
/// too), and the frame's size is set to 51 x 31 when the switch is created but not enforced
/// afterwards: a larger frame draws the switch at its top-left corner.
open class UISwitch: UIControl {
    /// The look a switch prefers (iOS 14); phones always draw `.sliding`.
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding on iOS.
        case automatic = 0
        /// A checkbox (macOS only; drawn sliding here, as on iOS).
        case checkbox = 1
        /// The sliding capsule.
        case sliding = 2
    }

    /// The switch's fixed size, in points.
    static let switchSize = CGSize(width: 51, height: 31)
    /// The knob's inset from the track's edge.
    static let knobInset: CGFloat = 2
    /// How long the knob takes to slide.
    static let slideDuration: TimeInterval = 0.25

    private var isOnStorage = false
    private var onTintColorStorage: UIColor?
    private var thumbTintColorStorage: UIColor?
    /// Whether the knob shows on while a finger drags it (nil: it shows `isOn`).
    var trackedSide: Bool?
    let track = ControlPalette.partView()
    let knob = ControlPalette.partView()

    /// Whether the switch is on. Setting it moves the knob at once and sends no action.
    open var isOn: Bool {
        get { isOnStorage }
        set { setOn(newValue, animated: false) }
    }

    /// The track's color when on (nil: `systemGreen`).
    open var onTintColor: UIColor? {
        get { onTintColorStorage }
        set { onTintColorStorage = newValue; layoutParts() }
    }

    /// The knob's color (nil: white).
    open var thumbTintColor: UIColor? {
        get { thumbTintColorStorage }
        set { thumbTintColorStorage = newValue; layoutParts() }
    }

    /// An image for the on state (ignored since iOS 7; kept, not drawn).
    open var onImage: UIImage?
    /// An image for the off state (ignored since iOS 7; kept, not drawn).
    open var offImage: UIImage?
    /// A title for the checkbox style (macOS only; kept, not drawn).
    open var title: String?
    /// The style the app prefers (`.automatic`).
    open var preferredStyle: Style = .automatic
    /// The style drawn: always `.sliding` on a phone.
    open var style: Style { .sliding }

    /// Creates an off switch at `frame`'s origin, 51 x 31 pt whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        track.layer.cornerRadius = Self.switchSize.height / 2
        knob.layer.cornerRadius = (Self.switchSize.height - 2 * Self.knobInset) / 2
        ControlPalette.applyKnobShadow(to: knob, opacity: 0.2, radius: 3)
        addSubview(track)
        // The knob rides on the track, so a disabled switch fades as one picture.
        track.addSubview(knob)
        layoutParts()
    }

    /// Creates a switch from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off, sliding the knob and fading the track when `animated`;
    /// sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOnStorage = on
        guard animated else { return layoutParts() }
        UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                       animations: { self.layoutParts() })
    }

    /// 51 x 31 pt, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    /// 51 x 31 pt.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

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
        trackedSide = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        // The knob shows the side of the switch the finger is on once it has moved off its start.
        let side = touch.location(in: self).x > Self.switchSize.width / 2
        if side != (trackedSide ?? isOnStorage) {
            trackedSide = side
            UIView.animate(withDuration: Self.slideDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.layoutParts() })
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let dragged = trackedSide
        trackedSide = nil
        // A drag keeps the side the knob was left on; a tap lifted inside toggles.
        let target = dragged ?? (isTouchInside ? !isOnStorage : isOnStorage)
        let changed = target != isOnStorage
        setOn(target, animated: true)
        if changed { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        trackedSide = nil
        setOn(isOnStorage, animated: true)
    }

    // MARK: Drawing

    /// Places and colors the track and the knob for the shown side (the finger's while it drags).
    func layoutParts() {
        let on = trackedSide ?? isOnStorage
        let size = Self.switchSize
        track.frame = CGRect(origin: .zero, size: size)
        track.backgroundColor = on ? (onTintColorStorage ?? .systemGreen) : ControlPalette.secondaryFill
        let diameter = size.height - 2 * Self.knobInset
        let x = on ? size.width - Self.knobInset - diameter : Self.knobInset
        knob.frame = CGRect(x: x, y: Self.knobInset, width: diameter, height: diameter)
        knob.backgroundColor = thumbTintColorStorage ?? .white
        track.alpha = isEnabled ? 1 : ControlPalette.disabledAlpha
    }
}
