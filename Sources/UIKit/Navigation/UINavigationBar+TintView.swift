import Foundation

/// Seed 004's per-page bar tint: the top item's `stm_barTintView`, shown behind the bar's
/// content.
///
/// The bar calls `installTopItemTintView()` each time it rebuilds its content for new or
/// changed items, so it always takes the top page's look: after a push or pop, or when the
/// view is set. During a push or pop each page's tint view moves or fades with its own side of
/// the bar transition (`NavigationBarTransitionView`) and comes back here at the end.
extension UINavigationBar {
    /// The tint view the bar shows now (the top item's, once the bar has been rebuilt for it).
    var installedTintView: UIView? { backgroundView.tintView }

    /// Puts the top item's `stm_barTintView` behind the content, replacing the previous page's.
    func installTopItemTintView() {
        backgroundView.showTintView(topItem?.stm_barTintView)
    }
}
