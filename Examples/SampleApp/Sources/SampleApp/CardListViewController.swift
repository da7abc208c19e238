import UIKit

/// The first screen: three cards; tapping one presents it with a flip.
final class CardListViewController: UIViewController {
    private let colors: [UIColor] = [.systemOrange, .systemTeal, .systemPurple]
    private let flip = CardFlipTransition()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        view.backgroundColor = .white
        for (index, color) in colors.enumerated() {
            let card = UIButton(type: .system)
            card.backgroundColor = color
            card.layer.cornerRadius = 12
            card.setTitle("Card \(index + 1)", for: .normal)
            card.setTitleColor(.white, for: .normal)
            card.tag = index
            card.frame = CGRect(x: 24, y: 120 + CGFloat(index) * 150, width: 327, height: 130)
            card.addTarget(self, action: CardListViewController.open(_:), for: .touchUpInside)
            view.addSubview(card)
        }
    }

    func open(_ sender: UIButton) {
        let detail = CardDetailViewController(color: colors[sender.tag], number: sender.tag + 1)
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = flip
        flip.interaction.attach(to: detail)
        present(detail, animated: true)
    }
}
