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

    private var picture: UIView?
    /// Over a photo: a shade from the top edge down past the bar, so the transparent bar's white
    /// title and buttons read over snow, sky or the white beside the photo, as apps with a
    /// transparent bar over pictures do.
    private var barShade: CAGradientLayer?
    /// The shade's colors upright: 45% black at the top, fading to nothing.
    private static let uprightShadeColors = [UIColor(white: 0, alpha: 0.45).cgColor, UIColor(white: 0, alpha: 0).cgColor]
    private var backButton: UIButton?
    private let caption = UILabel()
    private var pushButtons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = kind.background
        switch kind {
        case .photo:
            let photo = UIImageView(image: DemoPictures.named("lake"))
            photo.contentMode = .scaleAspectFill
            photo.clipsToBounds = true
            view.addSubview(photo)
            picture = photo
            let shade = CAGradientLayer()
            shade.colors = Self.uprightShadeColors
            view.layer.addSublayer(shade)
            barShade = shade
        case .scroll:
            let strip = Seed004PictureStrip(frame: CGRect(x: 0, y: 110, width: view.bounds.width, height: 220))
            view.addSubview(strip)
            picture = strip
        case .noBar:
            let back = UIButton(type: .system)
            back.setTitle("‹ Back", for: .normal)
            back.addAction(UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) },
                           for: .touchUpInside)
            view.addSubview(back)
            backButton = back
        default:
            break
        }
        caption.text = kind.caption
        caption.numberOfLines = 2
        caption.textAlignment = .center
        caption.font = UIFont.systemFont(ofSize: 15)
        view.addSubview(caption)
        for next in Seed004Page.allCases {
            let button = UIButton(type: .system)
            button.setTitle("Push “\(next.title)”", for: .normal)
            button.addAction(UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(BarTintPageViewController(kind: next), animated: true)
            }, for: .touchUpInside)
            view.addSubview(button)
            pushButtons.append(button)
        }
    }

    /// Upright: the picture across the top, the caption and a column of buttons under it. Where
    /// the height is compact (a phone on its side) the picture takes the left half (the photo
    /// a little more, under the bar's title) and the caption and buttons the right, closer
    /// together.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let compact = traitCollection.verticalSizeClass == .compact
        var column = CGRect(x: safe.left, y: 0, width: bounds.width - safe.left - safe.right, height: bounds.height)
        var y: CGFloat
        if compact {
            if let picture {
                // The photo reaches 80 pt past the middle, so the transparent bar's white title,
                // centred, lies on it rather than on the white beside it.
                let split = kind == .photo ? bounds.width / 2 + 80 : bounds.width / 2
                picture.frame = kind == .photo ? CGRect(x: 0, y: 0, width: split, height: bounds.height)
                    : CGRect(x: safe.left, y: safe.top + (bounds.height - safe.top - safe.bottom - 220) / 2,
                             width: split - safe.left, height: 220)
                column = CGRect(x: split, y: 0, width: bounds.width - split - safe.right, height: bounds.height)
            }
            backButton?.frame = CGRect(x: 12 + safe.left, y: 4, width: 90, height: 44)
            // Over a photo the caption starts below the shade that carries the bar's items.
            y = max(safe.top + (barShade == nil ? 0 : 20), backButton?.frame.maxY ?? 0) + 8
        } else {
            switch kind {
            case .photo:
                // 420 pt tall, less on a short phone (the 4.7") so the buttons under it fit.
                let below = 20 + 60 + CGFloat(pushButtons.count) * 48
                let height = min(420, bounds.height - safe.bottom - below)
                picture?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
                y = height + 20
            case .scroll: picture?.frame = CGRect(x: 0, y: 110, width: bounds.width, height: 220); y = 350
            default: y = 120
            }
            backButton?.frame = CGRect(x: 12, y: 40, width: 90, height: 44)
        }
        // Across the whole width, without animation. Upright it fades from the top to 40 pt
        // under the bar, over the photo. On its side the right of the bar lies over the white
        // column: the shade stays dark down to the bar's bottom, so the white "Seed bars" item
        // reads there too, and fades out 20 pt under it, above the caption.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        if let barShade {
            if compact {
                let height = safe.top + 20
                barShade.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
                barShade.colors = [UIColor(white: 0, alpha: 0.55).cgColor, UIColor(white: 0, alpha: 0.5).cgColor,
                                   UIColor(white: 0, alpha: 0).cgColor]
                barShade.locations = [0, NSNumber(value: Double(safe.top / height)), 1]
            } else {
                barShade.frame = CGRect(x: 0, y: 0, width: bounds.width, height: safe.top + 40)
                barShade.colors = Self.uprightShadeColors
                barShade.locations = nil
            }
        }
        CATransaction.commit()
        caption.frame = CGRect(x: column.minX + 20, y: y, width: column.width - 40, height: 48)
        y += compact ? 52 : 60
        for button in pushButtons {
            button.frame = CGRect(x: column.midX - 110, y: y, width: 220, height: 44)
            y += compact ? 44 : 48
        }
    }
}
