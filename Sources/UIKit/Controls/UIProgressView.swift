import Foundation

/// A bar that fills from the left to show how far a task has got, as iOS 13 and later draw
/// UIKit's `UIProgressView`: a 4 pt light gray capsule filled with the tint color.
///
/// `setProgress(_:animated:)` grows (or shrinks) the fill over a quarter second through Core
/// Animation, on the simulated clock. The `.bar` style (for toolbars) has square ends and a
/// clear track.
///
/// Unlike UIKit, `progressImage` and `trackImage` are kept but not drawn, and there is no
/// `observedProgress` (no `Foundation.Progress` observation).
open class UIProgressView: UIView {
    /// The looks of a progress view.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default` = 0
        /// The bar of a toolbar: square ends, no track.
        case bar = 1
    }

    /// The bar's thickness, in points.
    static let barHeight: CGFloat = 4
    /// How long an animated change takes.
    static let animationDuration: TimeInterval = 0.25

    private var styleStorage: Style = .default
    private var progressStorage: Float = 0
    private var progressTintStorage: UIColor?
    private var trackTintStorage: UIColor?
    /// The track, filling the bounds (the view's own background stays the app's).
    let track = ControlPalette.partView()
    let fill = ControlPalette.partView()

    /// The style (`.default` unless created otherwise).
    open var progressViewStyle: Style {
        get { styleStorage }
        set { styleStorage = newValue; layoutParts() }
    }

    /// How far the task has got, kept within 0...1 (0 by default). Setting it fills at once.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's color (nil: the tint color).
    open var progressTintColor: UIColor? {
        get { progressTintStorage }
        set { progressTintStorage = newValue; layoutParts() }
    }

    /// The track's color (nil: iOS's light gray `systemFill`; clear for `.bar`).
    open var trackTintColor: UIColor? {
        get { trackTintStorage }
        set { trackTintStorage = newValue; layoutParts() }
    }

    /// An image for the fill (kept, not drawn).
    open var progressImage: UIImage?
    /// An image for the track (kept, not drawn).
    open var trackImage: UIImage?

    /// Creates an empty progress view of `style`, 4 pt tall.
    public init(progressViewStyle style: Style) {
        styleStorage = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
        setUp()
    }

    /// Creates an empty progress view of the default style, 4 pt tall whatever `frame`'s height.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight))
        setUp()
    }

    /// Creates a progress view from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the progress (kept within 0...1), the fill growing to it over a quarter second when
    /// `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        progressStorage = min(max(progress, 0), 1)
        guard animated else { return layoutParts() }
        UIView.animate(withDuration: Self.animationDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { self.layoutParts() })
    }

    /// As wide as offered, 4 pt tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    /// No intrinsic width; 4 pt tall.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        layoutParts()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        track.clipsToBounds = true
        addSubview(track)
        track.addSubview(fill)
        layoutParts()
    }

    /// Colors the track and sizes the fill to the progress.
    func layoutParts() {
        let isBar = styleStorage == .bar
        track.frame = bounds
        track.backgroundColor = trackTintStorage ?? (isBar ? .clear : ControlPalette.fill)
        let radius = isBar ? 0 : min(bounds.height, Self.barHeight) / 2
        track.layer.cornerRadius = radius
        fill.layer.cornerRadius = radius
        fill.backgroundColor = progressTintStorage ?? tintColor
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(progressStorage), height: bounds.height)
    }
}
