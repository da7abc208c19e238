import Foundation

/// Seed 004's per-page bar tint: the top item's `stm_barTintView`, shown behind the bar's
/// content.
///
/// The bar keeps one plain host view, tagged `tintHostTag`, inside its background (so it
/// reaches up behind the status bar and follows the background's layout, hairline above it);
/// the host holds the top item's tint view, sized to fill it. The bar calls
/// `installTopItemTintView()` each time it rebuilds its content for new or changed items, so
/// the bar always takes the top page's look: after a push or pop, or when the view is set.
extension UINavigationBar {
    /// The tag of the view that holds the tint view (a view of the bar's own, never the app's).
    static let tintHostTag = 0x5354_4D00 // "STM"

    /// The tint view the bar shows now (the top item's, once the bar has been rebuilt for it).
    var installedTintView: UIView? {
        backgroundView.subviews.first { $0.tag == Self.tintHostTag }?.subviews.first
    }

    /// Puts the top item's `stm_barTintView` behind the content, replacing the previous page's;
    /// removes the host when the top item has none, so such a bar draws exactly as before.
    func installTopItemTintView() {
        let existing = backgroundView.subviews.first { $0.tag == Self.tintHostTag }
        guard let tint = topItem?.stm_barTintView else {
            existing?.removeFromSuperview()
            return
        }
        let host: UIView
        if let existing {
            host = existing
        } else {
            host = UIView(frame: backgroundView.bounds)
            host.tag = Self.tintHostTag
            host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            host.isUserInteractionEnabled = false
            // Below the hairline, above the background's own colour.
            backgroundView.insertSubview(host, at: 0)
        }
        host.frame = backgroundView.bounds
        for subview in host.subviews where subview !== tint { subview.removeFromSuperview() }
        if tint.superview !== host { host.addSubview(tint) }
        tint.frame = host.bounds
        tint.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
