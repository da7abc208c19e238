import Foundation

/// Seed 004's per-page bar tint (`UINavigationItem.stm_barTintView`) inside a bar background.
///
/// The tint view sits in a plain host view above the background's colour and image and below
/// the hairline, so it is the page's bar look even under an opaque appearance. The same
/// routine serves the real bar (the top item's tint) and each side of a bar transition (each
/// page's own tint moving or fading with its page).
extension NavigationBarBackgroundView {
    /// The tag of the host view (a view of the bar's own, never the app's).
    static let tintHostTag = 0x5354_4D00 // "STM"

    /// The tint view shown now, if any.
    var tintView: UIView? {
        subviews.first { $0.tag == Self.tintHostTag }?.subviews.first
    }

    /// Shows `tint` filling the background, taking it from wherever it is; nil removes the
    /// host, so a background without a tint view draws exactly as before.
    func showTintView(_ tint: UIView?) {
        let existing = subviews.first { $0.tag == Self.tintHostTag }
        guard let tint else {
            existing?.removeFromSuperview()
            return
        }
        let host: UIView
        if let existing {
            host = existing
        } else {
            host = UIView(frame: bounds)
            host.tag = Self.tintHostTag
            host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.isUserInteractionEnabled = false
            insertSubview(host, belowSubview: shadowView)
        }
        host.frame = bounds
        for subview in host.subviews where subview !== tint { subview.removeFromSuperview() }
        if tint.superview !== host { host.addSubview(tint) }
        tint.frame = host.bounds
        tint.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
