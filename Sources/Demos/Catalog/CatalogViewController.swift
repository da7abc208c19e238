import UIKit

/// The home page: the demos listed by seed, with the seeds' own titles.
final class CatalogViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let table = UITableView(frame: .zero, style: .plain)

    init() {
        super.init(nibName: nil, bundle: nil)
        // Set before the view loads, so a page pushed straight away gets the right back title.
        title = "TransitionLab"
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        table.frame = view.bounds
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        table.rowHeight = 72
        table.register(CatalogCell.self, forCellReuseIdentifier: "demo")
        table.dataSource = self
        table.delegate = self
        // The page keeps its content clear of the bars with frames and insets of its own, so the
        // safe area must not add to them.
        table.contentInsetAdjustmentBehavior = .never
        // A row turns grey as soon as it is pressed, as a click lasts less than the 150 ms a
        // scroll view holds touches back; a drag that scrolls still cancels the highlight.
        table.delaysContentTouches = false
        view.addSubview(table)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Leave room for the navigation bar, which is drawn over the page's top.
        let top = navigationController?.navigationBar.frame.maxY ?? 0
        table.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: view.bounds.height - top)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let selected = table.indexPathForSelectedRow { table.deselectRow(at: selected, animated: animated) }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        DemoCatalog.all.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "demo", for: indexPath)
        let entry = DemoCatalog.all[indexPath.row]
        cell.textLabel?.text = "\(entry.seed)  \(entry.title)"
        cell.textLabel?.font = .systemFont(ofSize: 16, weight: .semibold)
        cell.detailTextLabel?.text = entry.summary
        cell.detailTextLabel?.font = .systemFont(ofSize: 12)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(DemoCatalog.all[indexPath.row])
    }

    /// Opens a demo: pushed, or as the window's new root for demos with their own navigation.
    func open(_ entry: DemoEntry) {
        let controller = entry.makeController()
        if entry.needsOwnNavigation, let window = view.window {
            window.rootViewController = controller
        } else {
            navigationController?.pushViewController(controller, animated: true)
        }
    }
}

/// A catalogue row: the seed and its title, with what the demo shows below.
final class CatalogCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { return nil }
}

/// A system button in a page's top-left corner, where demos put their way back.
func topLeftButton(_ title: String, action: @escaping (UIAction) -> Void) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.frame = CGRect(x: 8, y: 44, width: 80, height: 36)
    button.addAction(UIAction(handler: action), for: .touchUpInside)
    return button
}

/// A button to leave a demo that replaced the window's root, back to the catalogue.
func catalogueButton() -> UIButton {
    topLeftButton("‹ 目录") { action in
        guard let window = (action.sender as? UIView)?.window else { return }
        window.rootViewController = DemoApp.makeRootViewController()
    }
}
