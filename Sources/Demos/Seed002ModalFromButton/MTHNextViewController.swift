import UIKit

/// Seed 002's `MTHNextViewController` (its contents are not in the seed): a picture page that
/// leaves the way it came, popping when pushed and dismissing (back into the corner button)
/// when presented.
final class MTHNextViewController: UIViewController {
    private let picture = UIImageView()
    private let label = UILabel()
    private let backButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Next"
        view.backgroundColor = UIColor(red: 0.86, green: 0.93, blue: 1, alpha: 1)
        // Drawn once for the upright page; other shapes crop it (aspect fill) rather than draw
        // it again.
        let width = DemoArt.pictureWidth(for: view)
        picture.image = DemoArt.landscape(index: 3, size: CGSize(width: width - 40, height: 220))
        picture.contentMode = .scaleAspectFill
        picture.layer.cornerRadius = 14
        picture.clipsToBounds = true
        view.addSubview(picture)
        label.text = "MTHNextViewController"
        label.font = .boldSystemFont(ofSize: 22)
        label.textAlignment = .center
        view.addSubview(label)
        backButton.setTitle("Back", for: .normal)
        backButton.backgroundColor = .white
        backButton.layer.cornerRadius = 10
        backButton.addTarget(self, action: MTHNextViewController.back, for: .touchUpInside)
        view.addSubview(backButton)
    }

    /// Upright: the picture, the name and the Back button in a column. Where the height is
    /// compact (a phone on its side) the picture takes the left half under the bar and the name
    /// and the button the right, so the page fits the short screen.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds, safe = view.safeAreaInsets
        guard traitCollection.verticalSizeClass == .compact else {
            let width = bounds.width
            picture.frame = CGRect(x: 20, y: 120, width: width - 40, height: 220)
            label.frame = CGRect(x: 20, y: 356, width: width - 40, height: 60)
            backButton.frame = CGRect(x: 40, y: 430, width: width - 80, height: 44)
            return
        }
        let top = max(safe.top, 20) + 16
        let height = max(0, min(220, bounds.height - safe.bottom - 16 - top))
        let half = (bounds.width - safe.left - safe.right) / 2
        picture.frame = CGRect(x: safe.left + 20, y: top, width: half - 30, height: height)
        let column = CGRect(x: safe.left + half + 10, y: 0, width: half - 30, height: 0)
        label.frame = CGRect(x: column.minX, y: top + height / 2 - 56, width: column.width, height: 60)
        backButton.frame = CGRect(x: column.minX + 20, y: top + height / 2 + 12, width: column.width - 40, height: 44)
    }

    /// Pops when on a navigation stack, dismisses when presented.
    func back() {
        if presentingViewController != nil && navigationController == nil {
            dismiss(animated: true, completion: nil)
        } else {
            navigationController?.popViewController(animated: true)
        }
    }
}
