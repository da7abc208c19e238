import UIKit

/// The kinds of page in seed 004's demo, each with its own bar: the seed's differently tinted
/// bars, a transparent bar over a photo, a page without a bar and one with a horizontal scroll
/// view (which keeps its scrolling; the full-screen pan pops only at its left end).
enum Seed004Page: CaseIterable {
    case red, blue, photo, noBar, scroll

    /// The page's title in its bar.
    var title: String {
        switch self {
        case .red: return "Red bar"
        case .blue: return "Blue bar"
        case .photo: return "Over a photo"
        case .noBar: return "No bar"
        case .scroll: return "Scroll view"
        }
    }

    /// The colour of the page's `stm_barTintView` (clear over the photo).
    var barTint: UIColor {
        switch self {
        case .red: return UIColor(red: 0.86, green: 0.20, blue: 0.18, alpha: 1)
        case .blue: return UIColor(red: 0.16, green: 0.42, blue: 0.86, alpha: 1)
        case .photo, .noBar: return .clear
        case .scroll: return UIColor(red: 0.13, green: 0.55, blue: 0.45, alpha: 1)
        }
    }

    /// The same look as UIKit's own appearance, for UIKit's bar transition: opaque in the
    /// tint's colour, transparent over the photo, white titles.
    var appearance: UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        if barTint == .clear {
            appearance.configureWithTransparentBackground()
        } else {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = barTint
        }
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        return appearance
    }

    /// The page's background.
    var background: UIColor {
        switch self {
        case .red: return UIColor(red: 1, green: 0.93, blue: 0.92, alpha: 1)
        case .blue: return UIColor(red: 0.91, green: 0.95, blue: 1, alpha: 1)
        case .photo, .scroll: return .white
        case .noBar: return UIColor(red: 0.95, green: 0.93, blue: 0.86, alpha: 1)
        }
    }

    /// What the page says about itself.
    var caption: String {
        switch self {
        case .red, .blue: return "Each page's navigation item carries its own bar tint view."
        case .photo: return "A transparent bar: the tint view is clear over the photo."
        case .noBar: return "fd_prefersNavigationBarHidden: this page has no bar."
        case .scroll: return "The strip scrolls; at its left end a rightward drag pops."
        }
    }
}
