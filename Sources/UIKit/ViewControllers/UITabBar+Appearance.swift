import Foundation

extension UITabBar {
    /// The appearance in effect: the selected item's, else the bar's own if it was set, else
    /// none (the bar then draws from `barTintColor`, `isTranslucent` and the tint colors).
    var effectiveAppearance: UITabBarAppearance? {
        selectedItem?.standardAppearance ?? explicitStandardAppearance
    }

    /// The color the bar is filled with.
    var resolvedBackgroundColor: UIColor {
        let defaultFill = UIColor(white: 0.97, alpha: isTranslucent ? 0.94 : 1)
        guard let appearance = effectiveAppearance else { return barTintColor ?? defaultFill }
        if let color = appearance.backgroundColor { return color }
        switch appearance.background {
        case .material: return barTintColor ?? defaultFill
        case .opaque: return .systemBackground
        case .transparent: return .clear
        }
    }

    /// The title colors of the selected item and of the others: the appearance's stacked
    /// layout first, then `tintColor` and `unselectedItemTintColor`, then the system's.
    func resolvedItemColors() -> (selected: UIColor, normal: UIColor) {
        let items = effectiveAppearance?.stackedLayoutAppearance
        let selected = items?.selected.resolvedTitleColor ?? tintColor ?? .systemBlue
        let normal = items?.normal.resolvedTitleColor ?? unselectedItemTintColor ?? .systemGray
        return (selected, normal)
    }

    /// Redraws the background, the shadow line and the items for the appearance in effect.
    func applyAppearance() {
        rebuildButtons()
    }

    /// Fills the bar and places the shadow line (shown only when an appearance gives a color).
    func applyBarBackground() {
        backgroundColor = resolvedBackgroundColor
        let shadowColor = effectiveAppearance?.shadowColor
        shadowLine.backgroundColor = shadowColor
        shadowLine.isHidden = shadowColor == nil
        // One pixel at 2x, just above the bar's top edge, as UIKit draws it.
        shadowLine.frame = CGRect(x: 0, y: -0.5, width: bounds.width, height: 0.5)
    }

}
