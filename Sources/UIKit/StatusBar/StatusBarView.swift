import Foundation

/// The status bar drawn at the top of a window: the time, signal, Wi-Fi and battery, as the
/// iOS Simulator shows them.
///
/// It is the window's own: its layer is a sublayer of the window's layer, above everything
/// (`zPosition`), but it is not one of the window's subviews, so an app can neither find it
/// among them nor remove it, and touches pass through it. Screenshots and recordings include
/// it because the compositor draws the window's whole layer tree. The time is always 9:41, as
/// in Apple's pictures, so that frames are the same on every run.
final class StatusBarView: UIView {
    /// The device's kind of status bar, which decides the layout (see `StatusBarView+Drawing`).
    enum Kind: Equatable {
        /// A phone with a notch: the time left of it, the indicators right of it.
        case notched
        /// A phone with a home button: the 20 pt bar with the time in the middle.
        case homeButton
        /// A tablet: the time and date on the left, the indicators on the right.
        case tablet
    }

    /// Far above any zPosition an app gives its views, so the status bar is always drawn last.
    static let frontZPosition: CGFloat = 1_000_000

    /// The style the content is drawn in.
    private(set) var style: UIStatusBarStyle = .default
    /// Whether the controller in charge hides the status bar.
    private(set) var isHiddenByController = false
    /// The kind of bar, decided by the screen.
    private(set) var kind: Kind = .notched
    /// The window the bar belongs to (it is not a subview, so `window` is nil).
    weak var hostWindow: UIWindow?
    /// How long the hiding or showing asked for by a beginning transition takes (its duration;
    /// 0 for none), used at the next layout.
    var transitionAnimationDuration: TimeInterval = 0
    /// The pictures drawn so far, by what they show (`StatusBarView+Pictures`); looked up,
    /// never iterated.
    var pictures: [Appearance: CGImage] = [:]
    /// The style `draw(_:)` draws in, when not the bar's own (a picture drawn ahead).
    var drawnStyle: UIStatusBarStyle?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        backgroundColor = nil
        layer.zPosition = Self.frontZPosition
        // A new width (a rotation) moves the indicators: draw again.
        layer.needsDisplayOnBoundsChange = true
        setNeedsDisplay()
    }

    /// Not supported: the status bar is made by its window, never archived.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Whether nothing of the bar shows: hidden by the controller, or no bar in this orientation.
    var isHiddenForAppearance: Bool { isHiddenByController || bounds.height <= 0 }

    /// The kind of status bar a screen has: a tablet by its size, a notched phone by the home
    /// indicator's inset at the bottom of its upright safe area.
    static func kind(of screen: UIScreen) -> Kind {
        if min(screen.bounds.width, screen.bounds.height) >= 600 { return .tablet }
        return screen.portraitSafeAreaInsets.bottom > 0 ? .notched : .homeButton
    }

    /// Places the bar across the top of a window of `size` on `screen`, as tall as the screen's
    /// top safe-area inset (none on a phone on its side, where iOS shows no status bar).
    func place(in size: CGSize, on screen: UIScreen) {
        let height = max(0, screen.safeAreaInsets.top)
        let newKind = Self.kind(of: screen)
        UIView.performWithoutAnimation {
            frame = CGRect(x: 0, y: 0, width: size.width, height: height)
        }
        layer.isHidden = height <= 0
        if newKind != kind {
            kind = newKind
            setNeedsDisplay()
        }
    }

    /// Shows `style` and hides or shows the bar for `hidden`; inside an animating
    /// `UIView.animate` block the hiding animates as `animation` says (a fade or a slide), and
    /// with `relayoutAtOnce` the views moved by the safe area's change animate with it.
    ///
    /// A new style cross-fades from the old one over `styleFade` seconds (0: at once), as iOS
    /// changes the bar's color along a transition: over a sheet rising on a white page the
    /// black clock turns white as the black surround appears, not on the first frame.
    func apply(style newStyle: UIStatusBarStyle, hidden: Bool, animation: UIStatusBarAnimation,
               relayoutAtOnce: Bool = true, styleFade: TimeInterval = 0) {
        if newStyle != style {
            style = newStyle
            if styleFade > 0, !isHiddenForAppearance {
                let fade = CATransition()
                fade.type = .fade
                fade.duration = styleFade
                fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                layer.add(fade, forKey: nil)
            }
            setNeedsDisplay()
        }
        guard hidden != isHiddenByController else { return }
        isHiddenByController = hidden
        let changes = { [self] in
            alpha = hidden && animation != .slide ? 0 : 1
            transform = hidden && animation == .slide ? CGAffineTransform(translationX: 0, y: -bounds.height) : .identity
        }
        if animation == .none {
            UIView.performWithoutAnimation(changes)
        } else {
            // Inside an animation block these changes become the block's animations.
            changes()
        }
        if kind == .homeButton { hostWindow?.statusBarInsetDidChange(animated: animation != .none && relayoutAtOnce) }
    }

    /// Reads the preferences again: a transition that began or ended asked for it.
    override func layoutSubviews() {
        let duration = transitionAnimationDuration
        transitionAnimationDuration = 0
        hostWindow?.updateStatusBarAppearanceAlongTransition(duration: duration)
    }

    /// Shows the picture of the bar as it is now, drawn or kept (`showPicture()`).
    override func display(_ layer: CALayer) {
        guard layer === self.layer else { return super.display(layer) }
        showPicture()
    }

    override func draw(_ rect: CGRect) {
        guard bounds.height > 0 else { return }
        drawContent()
    }
}
