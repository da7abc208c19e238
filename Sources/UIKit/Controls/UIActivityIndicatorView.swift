import Foundation

/// A spinning wheel that shows that work is in progress, as iOS 13 and later draw UIKit's
/// `UIActivityIndicatorView`: eight rounded spokes, the leading one darkest and the others
/// fading behind it, stepping round an eighth of a turn at a time, once a second.
///
/// The spin is a Core Animation keyframe animation (discrete steps, repeated forever) on the
/// wheel's layer, so it follows the simulated clock like every other animation: no timer and no
/// wall clock. While stopped, the indicator is hidden when `hidesWhenStopped` (the default).
///
/// Unlike UIKit, whose wheel is a picture, each spoke is a view (a rounded layer), so the
/// wheel is drawn at any scale by the compositor.
open class UIActivityIndicatorView: UIView {
    /// The indicator's sizes and looks.
    public enum Style: Int, Sendable {
        /// The 20 pt gray wheel (iOS 13).
        case medium = 100
        /// The 37 pt gray wheel (iOS 13).
        case large = 101
        /// The old large white wheel (deprecated; drawn as `.large` in white).
        case whiteLarge = 0
        /// The old white wheel (deprecated; drawn as `.medium` in white).
        case white = 1
        /// The old gray wheel (deprecated; drawn as `.medium`).
        case gray = 2
    }

    /// The number of spokes.
    static let spokeCount = 8
    /// How long one turn takes, in seconds.
    static let turnDuration: CFTimeInterval = 1
    /// The key of the spin animation on the wheel's layer.
    static let spinKey = "UIActivityIndicatorView.spin"

    private var styleStorage: Style = .medium
    private var colorStorage: UIColor?
    private var hidesWhenStoppedStorage = true
    private var isAnimatingStorage = false
    /// The view the spokes turn with.
    let wheel = ControlPalette.partView()
    var spokes: [UIView] = []

    /// The style: its size and default color (`.medium` by default).
    open var style: Style {
        get { styleStorage }
        set { styleStorage = newValue; rebuildSpokes() }
    }

    /// The spokes' color (gray, or white for the old white styles, until set).
    open var color: UIColor! {
        get { colorStorage ?? defaultColor }
        set { colorStorage = newValue; layoutParts() }
    }

    /// Whether the indicator hides while stopped (true).
    open var hidesWhenStopped: Bool {
        get { hidesWhenStoppedStorage }
        set { hidesWhenStoppedStorage = newValue; updateVisibility() }
    }

    /// Whether the wheel is spinning.
    open var isAnimating: Bool { isAnimatingStorage }

    /// Creates a stopped (so hidden) indicator of `style`, sized for it.
    public init(style: Style) {
        styleStorage = style
        super.init(frame: .zero)
        setUp()
        frame.size = intrinsicContentSize
    }

    /// Creates a stopped (so hidden) medium indicator.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates an indicator from an archive: not supported (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning and shows the indicator.
    open func startAnimating() {
        guard !isAnimatingStorage else { return }
        isAnimatingStorage = true
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { Double($0) * 2 * Double.pi / Double(Self.spokeCount) }
        spin.calculationMode = .discrete
        spin.duration = Self.turnDuration
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        wheel.layer.add(spin, forKey: Self.spinKey)
        updateVisibility()
    }

    /// Stops spinning and hides the indicator when `hidesWhenStopped`.
    open func stopAnimating() {
        guard isAnimatingStorage else { return }
        isAnimatingStorage = false
        wheel.layer.removeAnimation(forKey: Self.spinKey)
        updateVisibility()
    }

    /// 20 x 20 pt (medium) or 37 x 37 pt (large), whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// 20 x 20 pt (medium) or 37 x 37 pt (large).
    open override var intrinsicContentSize: CGSize {
        isLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutParts()
    }

    // MARK: Drawing

    private var isLarge: Bool { styleStorage == .large || styleStorage == .whiteLarge }

    private var defaultColor: UIColor {
        styleStorage == .white || styleStorage == .whiteLarge ? .white : ControlPalette.spinner
    }

    private func setUp() {
        isUserInteractionEnabled = false
        addSubview(wheel)
        rebuildSpokes()
        updateVisibility()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStoppedStorage && !isAnimatingStorage
    }

    private func rebuildSpokes() {
        spokes.forEach { $0.removeFromSuperview() }
        spokes = (0..<Self.spokeCount).map { _ in
            let spoke = ControlPalette.partView()
            wheel.addSubview(spoke)
            return spoke
        }
        invalidateIntrinsicContentSize()
        layoutParts()
    }

    /// Sizes the wheel to the style, centered, and sets each spoke round it: spoke 0 points up
    /// and is opaque; each spoke after it, counterclockwise, is fainter.
    func layoutParts() {
        let side = intrinsicContentSize.width
        let (width, length, inner): (CGFloat, CGFloat, CGFloat) = isLarge ? (4.5, 10, 7.5) : (2.5, 5.5, 3.5)
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let color = self.color ?? defaultColor
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let distance = inner + length / 2
            spoke.transform = .identity
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.center = CGPoint(x: side / 2 + distance * sin(angle), y: side / 2 - distance * cos(angle))
            spoke.transform = CGAffineTransform(rotationAngle: angle)
            spoke.layer.cornerRadius = width / 2
            spoke.backgroundColor = color
            // Spoke 0 leads the clockwise turn; the trail behind it fades to a quarter.
            let behind = (Self.spokeCount - index) % Self.spokeCount
            spoke.alpha = 1 - 0.75 * CGFloat(behind) / CGFloat(Self.spokeCount - 1)
        }
    }
}
