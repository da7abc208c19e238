import UIKit

/// One page of the tab demo: a full-screen color with a big title, a picture and a hint, so the
/// sideways slide between tabs is easy to follow.
final class TabPageViewController: UIViewController {
    /// The page's name, shown as its title and its tab's title.
    let name: String
    /// The page's hue (0...1), for its background and its tab's bar appearance.
    let hue: CGFloat
    /// Which landscape picture the page shows.
    private let artIndex: Int

    init(name: String, hue: CGFloat, artIndex: Int) {
        self.name = name
        self.hue = hue
        self.artIndex = artIndex
        super.init(nibName: nil, bundle: nil)
        title = name
        tabBarItem = UITabBarItem(title: name, tag: artIndex)
        tabBarItem.standardAppearance = Self.barAppearance(hue: hue)
    }

    required init?(coder: NSCoder) { return nil }

    /// The bar's look while this page's tab is selected: a light wash of the page's color and
    /// the selected title in a deep shade of it.
    static func barAppearance(hue: CGFloat) -> UITabBarAppearance {
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(hue: hue, saturation: 0.08, brightness: 1, alpha: 1)
        appearance.shadowColor = UIColor(hue: hue, saturation: 0.5, brightness: 0.6, alpha: 0.5)
        appearance.stackedLayoutAppearance.selected.titleTextAttributes = [
            .foregroundColor: UIColor(hue: hue, saturation: 0.9, brightness: 0.6, alpha: 1),
        ]
        appearance.stackedLayoutAppearance.normal.iconColor = UIColor(white: 0.55, alpha: 1)
        return appearance
    }

    private let titleLabel = UILabel()
    private let art = UIImageView()
    private let hint = UILabel()
    /// The way back to the catalogue, on every tab's page (each is a first page).
    private let back = catalogueButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = DemoArt.pictureWidth(for: view)
        view.backgroundColor = UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1)
        titleLabel.text = name
        titleLabel.font = UIFont.systemFont(ofSize: 40, weight: .bold)
        titleLabel.textColor = UIColor(hue: hue, saturation: 0.9, brightness: 0.35, alpha: 1)
        view.addSubview(titleLabel)
        art.image = DemoArt.landscape(index: artIndex, size: CGSize(width: width - 40, height: 220))
        art.contentMode = .scaleAspectFill
        art.layer.cornerRadius = 16
        art.clipsToBounds = true
        view.addSubview(art)
        hint.text = "Tap a tab, or drag the page sideways to switch tabs with your finger."
        hint.numberOfLines = 3
        hint.textAlignment = .center
        hint.textColor = UIColor(white: 0.15, alpha: 1)
        view.addSubview(hint)
        back.tintColor = UIColor(hue: hue, saturation: 0.9, brightness: 0.35, alpha: 1)
        view.addSubview(back)
    }

    /// Upright: the title, the picture and the hint down the page. Where the height is compact
    /// (a phone on its side) the picture takes the left half above the tab bar, the title and
    /// the hint the right half.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let width = bounds.width - safe.left - safe.right
        guard traitCollection.verticalSizeClass == .compact else {
            back.frame.origin = CGPoint(x: 8 + safe.left, y: max(44, safe.top))
            titleLabel.frame = CGRect(x: 20 + safe.left, y: max(80, safe.top + 40), width: width - 40, height: 50)
            art.frame = CGRect(x: 20 + safe.left, y: 150, width: width - 40, height: 220)
            hint.frame = CGRect(x: 20 + safe.left, y: 400, width: width - 40, height: 80)
            return
        }
        let half = safe.left + width / 2
        let top = safe.top + 20, bottom = bounds.height - safe.bottom - 20
        art.frame = CGRect(x: 20 + safe.left, y: top, width: half - 30 - safe.left, height: bottom - top)
        // The way back heads the right half, above the title.
        back.frame.origin = CGPoint(x: half + 2, y: top - 8)
        titleLabel.frame = CGRect(x: half + 10, y: top + 32, width: bounds.width - safe.right - half - 30, height: 50)
        hint.frame = CGRect(x: half + 10, y: top + 102, width: bounds.width - safe.right - half - 30, height: 80)
    }
}
