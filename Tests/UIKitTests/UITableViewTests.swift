import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class ListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 80 : 50
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

final class UITableViewTests: UIKitTestCase {
    func test_rows_stackByDelegateHeights() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = ListSource()
        table.delegate = source
        table.dataSource = source

        table.layoutIfNeeded()

        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 130, width: 320, height: 50))
        let expectedHeight: CGFloat = 80 + 29 * 50
        XCTAssertEqual(table.contentSize.height, expectedHeight)
        XCTAssertEqual(table.indexPathsForVisibleRows?.count, 6, "rows 0-5 touch the first 300 pt")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Row 1")
    }

    func test_tapOnRow_selectsIt() {
        TestScene.inEnvironment { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let table = UITableView(frame: window.bounds, style: .plain)
            // The taps aim at rows from a zero inset, not below the screen's safe area.
            table.contentInsetAdjustmentBehavior = .never
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let source = ListSource()
            table.delegate = source
            table.dataSource = source
            window.addSubview(table)
            window.makeKeyAndVisible()
            table.layoutIfNeeded()

            window.injectTouch(phase: .began, location: CGPoint(x: 100, y: 100))
            LayerContext.current.advance(by: 0.2)
            LayerContext.current.fireDisplayLinks(frameDuration: 0.2)
            window.injectTouch(phase: .ended, location: CGPoint(x: 100, y: 100))

            XCTAssertEqual(source.selected, [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
        }
    }
}
