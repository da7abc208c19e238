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

    /// Opens a demo: pushed, or, for demos with their own navigation or tab bar controller,
    /// presented full screen with the look of a push (`CataloguePushAnimator`), as an app opens
    /// a flow of its own; each demo's first page has a way back (`backToCatalogue`).
    func open(_ entry: DemoEntry) {
        let controller = entry.makeController()
        if entry.needsOwnNavigation {
            controller.modalPresentationStyle = .fullScreen
            controller.transitioningDelegate = CataloguePushTransition.shared
            // The demo's own "current context" presentations (003's gallery) cover the demo, as
            // when it was the window's root, not the catalogue below it.
            controller.definesPresentationContext = true
            present(controller, animated: true)
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

/// The title of a demo's way back to the catalogue ("目录": contents), on a button of its first
/// page or its bar.
let catalogueBackTitle = "‹ 目录"

/// A button back to the catalogue, for a demo's first page without a navigation bar.
func catalogueButton() -> UIButton {
    topLeftButton(catalogueBackTitle) { action in backToCatalogue(from: action.sender as? UIView) }
}

/// A bar button back to the catalogue, for the left of the navigation bar of `page`, a demo's
/// first page.
func catalogueBarButtonItem(for page: UIViewController) -> UIBarButtonItem {
    UIBarButtonItem(title: catalogueBackTitle, style: .plain) { [weak page] _ in backToCatalogue(from: page?.viewIfLoaded) }
}

/// Leaves the demo `view` is in for the catalogue: the demo the catalogue presented slides back
/// out (`CataloguePushAnimator`); a demo opened directly (`--demo ID`), the window's root, gives
/// way to the catalogue with the same slide (`CatalogueRootReturn`).
func backToCatalogue(from view: UIView?) {
    guard let window = view?.window, let root = window.rootViewController else { return }
    if root.presentedViewController != nil, (root as? UINavigationController)?.viewControllers.first is CatalogViewController {
        root.dismiss(animated: true)
    } else {
        CatalogueRootReturn.replace(root, in: window, with: DemoApp.makeRootViewController())
    }
}
