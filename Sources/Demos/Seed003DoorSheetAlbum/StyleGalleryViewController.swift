import UIKit

/// Seed 003's gallery: one page presented with each presentation style and each transition style,
/// to compare them (on a phone the sheet styles show as iOS 13 cards, popovers as full screen).
final class StyleGalleryViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private struct Choice {
        let title: String
        let presentation: UIModalPresentationStyle
        let transition: UIModalTransitionStyle
    }

    private let choices: [Choice] = [
        Choice(title: "fullScreen · coverVertical", presentation: .fullScreen, transition: .coverVertical),
        Choice(title: "pageSheet", presentation: .pageSheet, transition: .coverVertical),
        Choice(title: "formSheet", presentation: .formSheet, transition: .coverVertical),
        Choice(title: "currentContext", presentation: .currentContext, transition: .coverVertical),
        Choice(title: "overFullScreen", presentation: .overFullScreen, transition: .coverVertical),
        Choice(title: "overCurrentContext", presentation: .overCurrentContext, transition: .coverVertical),
        Choice(title: "popover", presentation: .popover, transition: .coverVertical),
        Choice(title: "flipHorizontal", presentation: .fullScreen, transition: .flipHorizontal),
        Choice(title: "crossDissolve", presentation: .fullScreen, transition: .crossDissolve),
        Choice(title: "partialCurl", presentation: .fullScreen, transition: .partialCurl),
    ]
    private let table = UITableView(frame: .zero, style: .plain)
    private var backButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        definesPresentationContext = true
        table.frame = CGRect(x: 0, y: 88, width: view.bounds.width, height: view.bounds.height - 88)
        // The list follows the page when the phone turns, as a frame-based page does on iOS.
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.register(UITableViewCell.self, forCellReuseIdentifier: "style")
        table.dataSource = self
        table.delegate = self
        // The page keeps its content clear of the bars with frames and insets of its own, so the
        // safe area must not add to them.
        table.contentInsetAdjustmentBehavior = .never
        view.addSubview(table)
        backButton = topLeftButton("‹ 返回") { [weak self] _ in self?.dismiss(animated: true) }
        view.addSubview(backButton)
    }

    // Clear of the sensor housing of a phone on its side.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backButton.frame.origin.x = 8 + view.safeAreaInsets.left
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { choices.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "style", for: indexPath)
        cell.textLabel?.text = choices[indexPath.row].title
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let choice = choices[indexPath.row]
        // The "over" styles keep the presenter on screen: a partly transparent page shows it.
        let seeThrough = choice.presentation == .overFullScreen || choice.presentation == .overCurrentContext
        let page = StyledPageViewController(caption: choice.title, seeThrough: seeThrough)
        page.modalPresentationStyle = choice.presentation
        page.modalTransitionStyle = choice.transition
        if choice.presentation == .popover {
            page.preferredContentSize = CGSize(width: 280, height: 200)
            page.popoverPresentationController?.sourceView = tableView.cellForRow(at: indexPath)
        }
        present(page, animated: true)
    }
}

/// The page the gallery presents: its style's name and a button to dismiss it. For the "over"
/// styles its background is partly transparent, so the presenter left below shows through and
/// the style can be told from full screen.
final class StyledPageViewController: UIViewController {
    private let caption: String
    /// Whether the background lets the presenter show through.
    let seeThrough: Bool

    init(caption: String, seeThrough: Bool = false) {
        self.caption = caption
        self.seeThrough = seeThrough
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    private let label = UILabel()
    private let close = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.85, green: 0.93, blue: 1, alpha: seeThrough ? 0.7 : 1)
        label.text = caption
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 20)
        view.addSubview(label)
        close.setTitle("Dismiss", for: .normal)
        close.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        view.addSubview(close)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // 120 pt down on a page, centred in a popover or a form sheet too short for that.
        let bounds = view.bounds
        let top = bounds.height < 300 ? (bounds.height - 104) / 2 : 120
        label.frame = CGRect(x: 20, y: top, width: max(0, bounds.width - 40), height: 40)
        close.frame = CGRect(x: bounds.width / 2 - 60, y: top + 60, width: 120, height: 44)
    }
}
