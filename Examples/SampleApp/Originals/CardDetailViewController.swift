import UIKit

/// The card shown big; a pan down dismisses it, following the finger.
final class CardDetailViewController: UIViewController {
    private let color: UIColor
    private let number: Int

    init(color: UIColor, number: Int) {
        self.color = color
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        view.layer.cornerRadius = 20
        let label = UILabel()
        label.text = "Card \(number)"
        label.font = .boldSystemFont(ofSize: 34)
        label.textColor = .white
        label.textAlignment = .center
        label.frame = CGRect(x: 0, y: 80, width: 327, height: 44)
        label.autoresizingMask = [.flexibleWidth]
        view.addSubview(label)
    }
}
