import UIKit

/// A page of the default-transition demo: a colored page with a title and a button that pushes
/// the next page, so UIKit's own push, pop and edge-swipe can be compared with the seeds'.
final class PlainListViewController: UIViewController {
    private let depth: Int

    init(depth: Int = 1) {
        self.depth = depth
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private let art = UIImageView()
    private let label = UILabel()
    private let push = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page \(depth)"
        view.backgroundColor = UIColor(hue: CGFloat(depth % 6) / 6, saturation: 0.12, brightness: 1, alpha: 1)
        art.image = DemoArt.landscape(index: depth * 3, size: CGSize(width: DemoArt.pictureWidth(for: view) - 40, height: 200))
        art.contentMode = .scaleAspectFill
        art.layer.cornerRadius = 12
        art.clipsToBounds = true
        view.addSubview(art)
        label.text = "Drag from the left edge to go back, or push another page."
        label.numberOfLines = 2
        label.textAlignment = .center
        view.addSubview(label)
        push.setTitle("Push page \(depth + 1)", for: .normal)
        push.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.navigationController?.pushViewController(PlainListViewController(depth: self.depth + 1), animated: true)
        }, for: .touchUpInside)
        view.addSubview(push)
    }

    /// Portrait stacks the picture over the text and button; landscape puts them side by side
    /// inside the safe area, so the button stays on screen when the phone turns.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        guard bounds.width > bounds.height else {
            art.frame = CGRect(x: 20, y: 130, width: bounds.width - 40, height: 200)
            label.frame = CGRect(x: 20, y: 350, width: bounds.width - 40, height: 60)
            push.frame = CGRect(x: bounds.width / 2 - 90, y: 430, width: 180, height: 44)
            return
        }
        let area = bounds.inset(by: UIEdgeInsets(top: safe.top + 16, left: safe.left + 20, bottom: safe.bottom + 16, right: safe.right + 20))
        let column = (area.width - 20) / 2
        art.frame = CGRect(x: area.minX, y: area.minY, width: column, height: min(200, area.height))
        let right = area.minX + column + 20
        label.frame = CGRect(x: right, y: area.minY + 20, width: column, height: 60)
        push.frame = CGRect(x: right + column / 2 - 90, y: label.frame.maxY + 20, width: 180, height: 44)
    }
}
