import UIKit

/// Seed 003's menu: the seed's snow-mountain page, with buttons that present the door, the memo
/// sheet, the album and the gallery of styles.
final class Seed003MenuViewController: UIViewController {
    // White status bar text over the dark sky, as an iOS app with this background would choose.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    private let doorTransitioning = DoorTransitioningDelegate()
    private let backdrop = UIImageView(image: DemoPictures.named("snowy-peaks"))
    /// Clips the backdrop, which may reach below the page (see `viewDidLayoutSubviews`).
    private let backdropFrame = UIView()
    private(set) var titleLabel = UILabel()
    private var buttons: [UIButton] = []
    private let back = catalogueButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        backdrop.contentMode = .scaleAspectFill
        backdropFrame.clipsToBounds = true
        backdropFrame.addSubview(backdrop)
        view.addSubview(backdropFrame)
        titleLabel.text = "自定義轉場"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)
        addButton("開門 (Door)") { [weak self] in self?.presentDoor() }
        addButton("便箋 (Memo sheet)") { [weak self] in self?.presentMemo() }
        addButton("相冊 (Photo album)") { [weak self] in self?.presentFullScreen(AlbumViewController()) }
        addButton("樣式 (All styles)") { [weak self] in self?.presentFullScreen(StyleGalleryViewController()) }
        // White, like the title: the system blue would vanish into the mountain sky.
        back.tintColor = .white
        view.addSubview(back)
    }

    /// The title at y 90 and the buttons 60 pt apart from y 180 upright; where the height is
    /// compact (a phone on its side) they start near the top and close up to fit.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let compact = traitCollection.verticalSizeClass == .compact
        // The picture fills the page from its top: on a wide page (a phone or tablet on its
        // side) the dark sky stays under the white title and back button, where a centred crop
        // would put the snow and its white peaks and leave the title unreadable.
        backdropFrame.frame = bounds
        let pictureSize = backdrop.image?.size ?? bounds.size
        let scale = max(bounds.width / max(pictureSize.width, 1), bounds.height / max(pictureSize.height, 1))
        let filled = CGSize(width: pictureSize.width * scale, height: pictureSize.height * scale)
        backdrop.frame = CGRect(x: (bounds.width - filled.width) / 2, y: 0, width: filled.width, height: filled.height)
        // On its side, the title goes under the back button (4-48) and above the buttons.
        let titleTop: CGFloat = compact ? 48 : 90
        titleLabel.frame = CGRect(x: 20 + safe.left, y: titleTop, width: bounds.width - 40 - safe.left - safe.right, height: 40)
        var y: CGFloat = compact ? 100 : 180
        for button in buttons {
            button.frame = CGRect(x: 40 + safe.left, y: y, width: bounds.width - 80 - safe.left - safe.right, height: compact ? 44 : 48)
            y += compact ? 54 : 60
        }
        back.frame.origin = CGPoint(x: 8 + safe.left, y: compact ? 4 : 44)
    }

    private func addButton(_ title: String, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.backgroundColor = UIColor(white: 1, alpha: 0.85)
        button.layer.cornerRadius = 12
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
        buttons.append(button)
    }

    /// The door: the page behind is revealed as this page splits into two doors opening away.
    func presentDoor() {
        let room = DoorRoomViewController()
        room.modalPresentationStyle = .fullScreen
        room.transitioningDelegate = doorTransitioning
        present(room, animated: true)
    }

    /// A page that takes the whole screen, sliding up.
    func presentFullScreen(_ controller: UIViewController) {
        controller.modalPresentationStyle = .fullScreen
        present(controller, animated: true)
    }

    /// The memo sheet: a custom presentation controller with a dimming view.
    func presentMemo() {
        let memo = MemoViewController()
        present(memo, animated: true)
    }
}

/// The page behind the door: tap anywhere to close the door again.
final class DoorRoomViewController: UIViewController {
    private let art = UIImageView(image: DemoPictures.named("sailboats"))
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.93, blue: 0.88, alpha: 1)
        art.contentMode = .scaleAspectFill
        art.layer.cornerRadius = 16
        art.clipsToBounds = true
        view.addSubview(art)
        label.text = "門後的房間 — 點一下關門"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 18)
        view.addSubview(label)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DoorRoomViewController.close))
    }

    /// The picture 260 pt tall from y 140 with the caption under it upright; where the height
    /// is compact the picture takes the height left above the caption.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        let width = bounds.width - 40 - safe.left - safe.right
        if traitCollection.verticalSizeClass == .compact {
            let top = 20 + safe.top
            let captionTop = bounds.height - safe.bottom - 70
            art.frame = CGRect(x: 20 + safe.left, y: top, width: width, height: captionTop - 10 - top)
            label.frame = CGRect(x: 20 + safe.left, y: captionTop, width: width, height: 60)
        } else {
            art.frame = CGRect(x: 20 + safe.left, y: 140, width: width, height: 260)
            label.frame = CGRect(x: 20 + safe.left, y: 420, width: width, height: 60)
        }
    }

    func close(_ recognizer: UITapGestureRecognizer) {
        dismiss(animated: true)
    }
}
