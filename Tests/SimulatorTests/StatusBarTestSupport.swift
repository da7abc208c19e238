import UIKit

/// A page of one color that asks for a status bar style.
class StatusBarColorPage: UIViewController {
    let style: UIStatusBarStyle
    let color: UIColor
    var hidesStatusBar = false

    init(style: UIStatusBarStyle, color: UIColor) {
        self.style = style
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }
}
