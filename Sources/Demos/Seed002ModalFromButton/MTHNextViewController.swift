import UIKit

/// Seed 002's `MTHNextViewController` (its contents are not in the seed): a picture page that
/// leaves the way it came, popping when pushed and dismissing (back into the corner button)
/// when presented.
final class MTHNextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Next"
        view.backgroundColor = UIColor(red: 0.86, green: 0.93, blue: 1, alpha: 1)
        let width = view.bounds.width
        let picture = UIImageView(image: DemoArt.landscape(index: 3, size: CGSize(width: width - 40, height: 220)))
        picture.frame = CGRect(x: 20, y: 120, width: width - 40, height: 220)
        picture.layer.cornerRadius = 14
        picture.clipsToBounds = true
        view.addSubview(picture)
        let label = UILabel(frame: CGRect(x: 20, y: 356, width: width - 40, height: 60))
        label.text = "MTHNextViewController"
        label.font = .boldSystemFont(ofSize: 22)
        label.textAlignment = .center
        view.addSubview(label)
        let back = UIButton(type: .system)
        back.frame = CGRect(x: 40, y: 430, width: width - 80, height: 44)
        back.setTitle("Back", for: .normal)
        back.backgroundColor = .white
        back.layer.cornerRadius = 10
        back.addTarget(self, action: MTHNextViewController.back, for: .touchUpInside)
        view.addSubview(back)
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
