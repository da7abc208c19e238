import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A table controller subclass written the iOS way: it overrides the data source and delegate
/// methods it inherits.
final class FruitListController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry"]
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fruits.count : 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = indexPath.section == 0 ? fruits[indexPath.row] : "More…"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

final class TableViewControllerTests: XCTestCase {
    func test_tableViewController_isItsTablesViewDataSourceAndDelegate() {
        TestScene.inEnvironment { _ in
            let controller = UITableViewController(style: .grouped)

            XCTAssertTrue(controller.tableView === controller.view)
            XCTAssertEqual(controller.tableView.style, .grouped)
            XCTAssertTrue(controller.tableView.dataSource === controller)
            XCTAssertTrue(controller.tableView.delegate === controller)
            XCTAssertTrue(controller.clearsSelectionOnViewWillAppear)
        }
    }

    func test_subclass_fillsItsRows_andHearsATapSelection() {
        TestScene.inEnvironment { environment in
            let controller = FruitListController(style: .plain)
            let scene = WindowTestScene(environment: environment, root: controller)
            scene.frame()

            XCTAssertEqual(controller.tableView.numberOfSections, 2)
            XCTAssertEqual(controller.tableView.numberOfRows(inSection: 0), 5)
            XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text, "Cherry")
            XCTAssertEqual(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "More…")

            let finger = TouchInjector(window: scene.window)
            // Row 1's middle on screen (the table is inset below the status bar area, as on iOS).
            let table = controller.tableView!
            let rowRect = table.rectForRow(at: IndexPath(row: 1, section: 0))
            finger.down(at: table.convert(CGPoint(x: rowRect.midX, y: rowRect.midY), to: nil))
            scene.run(0.2)
            finger.up()

            XCTAssertEqual(controller.selected, [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }

    func test_clearsSelectionOnViewWillAppear_deselectsWhenPoppedBackTo() {
        TestScene.inEnvironment { environment in
            let list = FruitListController(style: .plain)
            let navigation = UINavigationController(rootViewController: list)
            let scene = WindowTestScene(environment: environment, root: navigation)
            scene.frame()
            let row = IndexPath(row: 3, section: 0)
            list.tableView.selectRow(at: row, animated: false, scrollPosition: .none)
            navigation.pushViewController(UIViewController(), animated: true)
            scene.settle(limit: 2) { navigation.activeTransition != nil }
            XCTAssertEqual(list.tableView.indexPathForSelectedRow, row, "the row stays selected while covered")

            navigation.popViewController(animated: true)
            scene.settle(limit: 2) { navigation.activeTransition != nil }

            XCTAssertNil(list.tableView.indexPathForSelectedRow)
            XCTAssertEqual(list.tableView.cellForRow(at: row)?.isSelected, false)
        }
    }

    func test_clearsSelectionOnViewWillAppearOff_keepsTheSelection() {
        TestScene.inEnvironment { environment in
            let list = FruitListController(style: .plain)
            list.clearsSelectionOnViewWillAppear = false
            let navigation = UINavigationController(rootViewController: list)
            let scene = WindowTestScene(environment: environment, root: navigation)
            scene.frame()
            list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.popViewController(animated: false)
            scene.frame()

            XCTAssertEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }
}
