import Foundation
@testable import UIKit

/// A page for the bar transition tests: a plain colored page with a title, whose bar is tinted
/// through its navigation item's appearance, transparent, the bar's default, or hidden (the page
/// hides it in `viewWillAppear`, as apps do).
final class BarStylePage: UIViewController {
    enum Bar {
        case tint(UIColor)
        case transparent
        case standard
        case hidden
    }

    let bar: Bar
    let pageColor: UIColor

    init(_ title: String, bar: Bar, pageColor: UIColor = .white) {
        self.bar = bar
        self.pageColor = pageColor
        super.init(nibName: nil, bundle: nil)
        self.title = title
        switch bar {
        case .tint(let color):
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = color
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            navigationItem.standardAppearance = appearance
        case .transparent:
            let appearance = UINavigationBarAppearance()
            appearance.configureWithTransparentBackground()
            navigationItem.standardAppearance = appearance
        case .standard, .hidden:
            break
        }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = pageColor
        // A stripe under the bar, so that a bar that is not there (or transparent) shows.
        let stripe = UIView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
        stripe.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        view.addSubview(stripe)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if case .hidden = bar {
            navigationController?.setNavigationBarHidden(true, animated: animated)
        } else {
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }
}
