import UIKit

/// Seed 003's menu: the seed's snow-mountain page, with buttons that present the door, the memo
/// sheet, the album and the gallery of styles.
final class Seed003MenuViewController: UIViewController {
    // White status bar text over the dark sky, as an iOS app with this background would choose.
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    private let doorTransitioning = DoorTransitioningDelegate()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let backdrop = UIImageView(image: DemoPictures.named("snowy-peaks"))
        backdrop.frame = view.bounds
        backdrop.contentMode = .scaleAspectFill
        view.addSubview(backdrop)
        let title = UILabel(frame: CGRect(x: 20, y: 90, width: view.bounds.width - 40, height: 40))
        title.text = "自定義轉場"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        view.addSubview(title)
        addButton("開門 (Door)", y: 180) { [weak self] in self?.presentDoor() }
        addButton("便箋 (Memo sheet)", y: 240) { [weak self] in self?.presentMemo() }
        addButton("相冊 (Photo album)", y: 300) { [weak self] in self?.presentFullScreen(AlbumViewController()) }
        addButton("樣式 (All styles)", y: 360) { [weak self] in self?.presentFullScreen(StyleGalleryViewController()) }
        // White, like the title: the system blue would vanish into the mountain sky.
        let back = catalogueButton()
        back.tintColor = .white
        view.addSubview(back)
    }

    private func addButton(_ title: String, y: CGFloat, action: @escaping () -> Void) {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.backgroundColor = UIColor(white: 1, alpha: 0.85)
        button.layer.cornerRadius = 12
        button.frame = CGRect(x: 40, y: y, width: view.bounds.width - 80, height: 48)
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        view.addSubview(button)
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
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.93, blue: 0.88, alpha: 1)
        let art = UIImageView(image: DemoPictures.named("sailboats"))
        art.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 260)
        art.contentMode = .scaleAspectFill
        art.layer.cornerRadius = 16
        art.clipsToBounds = true
        view.addSubview(art)
        let label = UILabel(frame: CGRect(x: 20, y: 420, width: view.bounds.width - 40, height: 60))
        label.text = "門後的房間 — 點一下關門"
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 18)
        view.addSubview(label)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: DoorRoomViewController.close))
    }

    func close(_ recognizer: UITapGestureRecognizer) {
        dismiss(animated: true)
    }
}
