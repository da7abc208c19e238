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

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = view.bounds.width
        view.backgroundColor = UIColor(hue: hue, saturation: 0.35, brightness: 0.95, alpha: 1)
        let titleLabel = UILabel(frame: CGRect(x: 20, y: 80, width: width - 40, height: 50))
        titleLabel.text = name
        titleLabel.font = UIFont.systemFont(ofSize: 40, weight: .bold)
        titleLabel.textColor = UIColor(hue: hue, saturation: 0.9, brightness: 0.35, alpha: 1)
        view.addSubview(titleLabel)
        let art = UIImageView(image: DemoArt.landscape(index: artIndex, size: CGSize(width: width - 40, height: 220)))
        art.frame = CGRect(x: 20, y: 150, width: width - 40, height: 220)
        art.layer.cornerRadius = 16
        art.clipsToBounds = true
        view.addSubview(art)
        let hint = UILabel(frame: CGRect(x: 20, y: 400, width: width - 40, height: 80))
        hint.text = "Tap a tab, or drag the page sideways to switch tabs with your finger."
        hint.numberOfLines = 3
        hint.textAlignment = .center
        hint.textColor = UIColor(white: 0.15, alpha: 1)
        view.addSubview(hint)
    }
}
