import UIKit

/// One page of seed 004's demo: its own bar tint view on its navigation item, a caption, and
/// buttons that push each kind of page, so any two bars can be seen side by side in a push,
/// a pop or a full-screen drag back.
final class BarTintPageViewController: UIViewController, FullscreenPopGestureSettings {
    let kind: Seed004Page
    /// FD's setting: the page without a bar hides it.
    var fd_prefersNavigationBarHidden: Bool { kind == .noBar }

    init(kind: Seed004Page) {
        self.kind = kind
        super.init(nibName: nil, bundle: nil)
        title = kind.title
        // The seed's category property: the page's own look in the shared bar.
        let tint = UIView()
        tint.backgroundColor = kind.barTint
        navigationItem.stm_barTintView = tint
        // UIKit's own way to the same look, used by UIKit's bar transition.
        navigationItem.standardAppearance = kind.appearance
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, style: .plain) { [weak self] _ in
            self?.switchBarMode()
        }
    }

    /// The switch's title names the transition the next push or pop shows.
    static func modeTitle(snapshotBars: Bool) -> String { snapshotBars ? "Seed bars" : "UIKit bars" }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let snapshotBars = (navigationController as? STMNavigationController)?.usesSnapshotBars ?? true
        navigationItem.rightBarButtonItem?.title = Self.modeTitle(snapshotBars: snapshotBars)
    }

    /// Switches between seed 004's bar snapshots and UIKit's own bar transition, for every page.
    private func switchBarMode() {
        guard let navigation = navigationController as? STMNavigationController else { return }
        navigation.usesSnapshotBars.toggle()
        let title = Self.modeTitle(snapshotBars: navigation.usesSnapshotBars)
        for page in navigation.viewControllers { page.navigationItem.rightBarButtonItem?.title = title }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = kind.background
        let width = view.bounds.width
        var y: CGFloat = 120
        switch kind {
        case .photo:
            let photo = UIImageView(image: DemoPictures.named("lake"))
            photo.frame = CGRect(x: 0, y: 0, width: width, height: 420)
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            view.addSubview(photo)
            y = 440
        case .scroll:
            let strip = Seed004PictureStrip(frame: CGRect(x: 0, y: 110, width: width, height: 220))
            view.addSubview(strip)
            y = 350
        case .noBar:
            let back = UIButton(type: .system)
            back.setTitle("‹ Back", for: .normal)
            back.frame = CGRect(x: 12, y: 40, width: 90, height: 44)
            back.addAction(UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) },
                           for: .touchUpInside)
            view.addSubview(back)
        default:
            break
        }
        let caption = UILabel(frame: CGRect(x: 20, y: y, width: width - 40, height: 48))
        caption.text = kind.caption
        caption.numberOfLines = 2
        caption.textAlignment = .center
        caption.font = UIFont.systemFont(ofSize: 15)
        view.addSubview(caption)
        y += 60
        for next in Seed004Page.allCases {
            let button = UIButton(type: .system)
            button.setTitle("Push “\(next.title)”", for: .normal)
            button.frame = CGRect(x: width / 2 - 110, y: y, width: 220, height: 44)
            button.addAction(UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(BarTintPageViewController(kind: next), animated: true)
            }, for: .touchUpInside)
            view.addSubview(button)
            y += 48
        }
    }
}
