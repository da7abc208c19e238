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

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Page \(depth)"
        view.backgroundColor = UIColor(hue: CGFloat(depth % 6) / 6, saturation: 0.12, brightness: 1, alpha: 1)
        let art = UIImageView(image: DemoArt.landscape(index: depth * 3, size: CGSize(width: view.bounds.width - 40, height: 200)))
        art.frame = CGRect(x: 20, y: 130, width: view.bounds.width - 40, height: 200)
        art.layer.cornerRadius = 12
        art.clipsToBounds = true
        view.addSubview(art)
        let label = UILabel(frame: CGRect(x: 20, y: 350, width: view.bounds.width - 40, height: 60))
        label.text = "Drag from the left edge to go back, or push another page."
        label.numberOfLines = 2
        label.textAlignment = .center
        view.addSubview(label)
        let push = UIButton(type: .system)
        push.setTitle("Push page \(depth + 1)", for: .normal)
        push.frame = CGRect(x: view.bounds.width / 2 - 90, y: 430, width: 180, height: 44)
        push.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.navigationController?.pushViewController(PlainListViewController(depth: self.depth + 1), animated: true)
        }, for: .touchUpInside)
        view.addSubview(push)
    }
}
