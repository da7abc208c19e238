import TestSupport
import XCTest
import UIKit

// Ordinary iOS code for container controllers, written as an iOS developer would: it must
// compile unchanged (the tests only check that it also runs).

class SettingsViewController: UITableViewController {
    let items = ["General", "Privacy", "Display"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 52
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        return 1
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

class OnboardingViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pageViewController = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    var pages: [UIViewController] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        pages = [UIColor.red, .green, .blue].map { color in
            let page = UIViewController()
            page.view.backgroundColor = color
            return page
        }
        pageViewController.dataSource = self
        pageViewController.delegate = self
        pageViewController.setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
        addChild(pageViewController)
        view.addSubview(pageViewController.view)
        pageViewController.view.frame = view.bounds
        pageViewController.didMove(toParent: self)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed { title = "Page" }
    }

    func next() {
        guard let current = pageViewController.viewControllers?.first,
              let next = pageViewController(pageViewController, viewControllerAfter: current) else { return }
        pageViewController.setViewControllers([next], direction: .forward, animated: true, completion: { _ in })
    }
}

class GalleryViewController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    func jump() {
        collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: true)
    }
}

final class ContainerControllerCompileTests: XCTestCase {
    func test_ordinaryContainerControllerCode_compilesAndRuns() {
        TestScene.inEnvironment { environment in
            let onboarding = OnboardingViewController()
            let scene = WindowTestScene(environment: environment, root: onboarding)
            scene.frame()
            XCTAssertTrue(onboarding.pageViewController.viewControllers?.first === onboarding.pages[0])

            onboarding.next()
            scene.run(1)
            XCTAssertTrue(onboarding.pageViewController.viewControllers?.first === onboarding.pages[1])

            let settings = SettingsViewController(style: .insetGrouped)
            XCTAssertEqual(settings.tableView.numberOfRows(inSection: 0), 3)
            settings.tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .middle, animated: false)

            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            let gallery = GalleryViewController(collectionViewLayout: layout)
            gallery.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
            gallery.jump()
        }
    }
}
