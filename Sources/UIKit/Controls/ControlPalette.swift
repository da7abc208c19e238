import Foundation

/// The light-mode colors and shadow of iOS 15's common controls (sliders, switches, segmented
/// controls, page controls, progress views, activity indicators), in one place.
///
/// The values are iOS's light-mode system colors: the fills are translucent grays that read
/// as a light gray on white, as `systemFill` and its siblings do on an iPhone.
enum ControlPalette {
    /// `systemFill`: a slider's maximum track and a progress view's track.
    static var fill: UIColor { UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2) }
    /// `secondarySystemFill`: an off switch's track.
    static var secondaryFill: UIColor { UIColor(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16) }
    /// `tertiarySystemFill`: a segmented control's background.
    static var tertiaryFill: UIColor { UIColor(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12) }
    /// The thin lines between unselected segments.
    static var segmentSeparator: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 0.3) }
    /// The default color of an activity indicator (iOS's gray spinner).
    static var spinner: UIColor { UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1) }
    /// The default color of a page control's other dots: a translucent white, as UIKit documents.
    static var pageIndicator: UIColor { UIColor(white: 1, alpha: 0.3) }
    /// The default color of a page control's current dot: an opaque white, as UIKit documents.
    static var currentPageIndicator: UIColor { .white }
    /// The color controls draw their parts in while disabled: their colors at this alpha.
    static let disabledAlpha: CGFloat = 0.4

    /// Gives `view` the soft drop shadow of a white knob (a slider's thumb, a switch's knob, the
    /// selected segment's pill): black, offset 3 pt down, blurred by `radius`.
    static func applyKnobShadow(to view: UIView, opacity: Float = 0.15, radius: CGFloat = 4) {
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = opacity
        view.layer.shadowOffset = CGSize(width: 0, height: 3)
        view.layer.shadowRadius = radius
    }

    /// A view drawn by its layer alone (a track, a knob, a dot): no touches, so the control
    /// underneath gets them.
    static func partView(color: UIColor? = nil) -> UIView {
        let view = UIView(frame: .zero)
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        return view
    }
}
