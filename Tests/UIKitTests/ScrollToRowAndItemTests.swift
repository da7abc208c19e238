import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// Fifty 44-point rows, counting the animated scrolls that end.
private final class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var endedScrollingAnimations = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { endedScrollingAnimations += 1 }
}

final class ScrollToRowAndItemTests: XCTestCase {
    /// A 320 x 300 table of 44-point rows (content 2200 tall), in a touch scene for its clock.
    /// The table ignores the safe area unless `adjustsForSafeArea` (then the window's 47-point
    /// status bar area is added to its top inset, as on iOS).
    private func tableScene(adjustsForSafeArea: Bool = false, _ body: (TouchScene, UITableView, NumberedRows) -> Void) {
        touchScene { scene in
            let table = UITableView(frame: .zero, style: .plain)
            if !adjustsForSafeArea { table.contentInsetAdjustmentBehavior = .never }
            scene.addView(table, frame: CGRect(x: 0, y: 0, width: 320, height: 300))
            let rows = NumberedRows()
            table.dataSource = rows
            table.delegate = rows
            table.layoutIfNeeded()
            body(scene, table, rows)
        }
    }

    /// A grid of 100-point items, 10 apart, in a touch scene.
    private func gridScene(direction: UICollectionViewFlowLayout.ScrollDirection, frame: CGRect,
                           _ body: (TouchScene, UICollectionView) -> Void) {
        touchScene { scene in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumLineSpacing = 10
            layout.minimumInteritemSpacing = 10
            layout.scrollDirection = direction
            let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
            grid.contentInsetAdjustmentBehavior = .never
            scene.addView(grid, frame: frame)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = GridSource(count: 60)
            grid.dataSource = source
            grid.layoutIfNeeded()
            body(scene, grid)
            withExtendedLifetime(source) {}
        }
    }

    // MARK: Table rows

    func test_scrollToRow_eachPosition_placesTheRowInTheVisibleArea() {
        tableScene { _, table, _ in
            let row = IndexPath(row: 10, section: 0) // 440...484
            let cases: [(UITableView.ScrollPosition, CGFloat)] = [(.top, 440), (.middle, 312), (.bottom, 184), (.none, 184)]
            for (position, expected) in cases {
                table.contentOffset = .zero
                table.scrollToRow(at: row, at: position, animated: false)
                XCTAssertEqual(table.contentOffset.y, expected, "\(position)")
            }
        }
    }

    func test_scrollToRow_none_leavesAVisibleRowAlone_andScrollsUpToOneAbove() {
        tableScene { _, table, _ in
            table.scrollToRow(at: IndexPath(row: 2, section: 0), at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 0)

            table.contentOffset = CGPoint(x: 0, y: 1000)
            table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .none, animated: false)
            XCTAssertEqual(table.contentOffset.y, 880, "the row's top comes to the top edge")
        }
    }

    func test_scrollToRow_isClampedToTheContent() {
        tableScene { _, table, _ in
            table.scrollToRow(at: IndexPath(row: 49, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 1900, "the last row cannot reach the top")

            table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
            XCTAssertEqual(table.contentOffset.y, 0)
        }
    }

    func test_scrollToRow_top_countsTheContentInset() {
        tableScene { _, table, _ in
            table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
            table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 340, "the row's top lands just below the inset")
        }
    }

    func test_scrollToRow_top_countsTheSafeAreaAddedToTheInset() {
        tableScene(adjustsForSafeArea: true) { _, table, _ in
            let top = table.adjustedContentInset.top
            XCTAssertGreaterThan(top, 0, "a table at the top of a notched phone's window is inset by the status bar area")
            table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
            XCTAssertEqual(table.contentOffset.y, 440 - top, "the row's top lands just below the safe area")
        }
    }

    func test_scrollToRow_animated_movesOnTheClock_andTellsTheDelegate() {
        tableScene { scene, table, rows in
            table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: true)
            XCTAssertEqual(table.contentOffset.y, 0, "nothing moves before the clock does")

            scene.tick(0.15)
            XCTAssertGreaterThan(table.contentOffset.y, 0)
            XCTAssertLessThan(table.contentOffset.y, 440)

            scene.tick(0.2)
            XCTAssertEqual(table.contentOffset.y, 440)
            XCTAssertEqual(rows.endedScrollingAnimations, 1)
        }
    }

    func test_selectRow_withAPosition_scrollsTheRowThere() {
        tableScene { _, table, _ in
            table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .top)
            XCTAssertEqual(table.contentOffset.y, 440)
        }
    }

    // MARK: Collection items

    func test_scrollToItem_horizontalPositions() {
        gridScene(direction: .horizontal, frame: CGRect(x: 0, y: 0, width: 340, height: 120)) { _, grid in
            let item = IndexPath(item: 5, section: 0) // 550...650
            let cases: [(UICollectionView.ScrollPosition, CGFloat)] = [(.left, 550), (.centeredHorizontally, 430), (.right, 310), ([], 310)]
            for (position, expected) in cases {
                grid.contentOffset = .zero
                grid.scrollToItem(at: item, at: position, animated: false)
                XCTAssertEqual(grid.contentOffset.x, expected, "\(position.rawValue)")
                XCTAssertEqual(grid.contentOffset.y, 0)
            }
        }
    }

    func test_scrollToItem_verticalPositions() {
        gridScene(direction: .vertical, frame: CGRect(x: 0, y: 0, width: 340, height: 400)) { _, grid in
            let item = IndexPath(item: 30, section: 0) // row 10: 1100...1200
            let top = grid.layoutAttributesForItem(at: item)!.frame.minY
            XCTAssertEqual(top, 1100)
            let cases: [(UICollectionView.ScrollPosition, CGFloat)] = [(.top, 1100), (.centeredVertically, 950), (.bottom, 800)]
            for (position, expected) in cases {
                grid.contentOffset = .zero
                grid.scrollToItem(at: item, at: position, animated: false)
                XCTAssertEqual(grid.contentOffset.y, expected, "\(position.rawValue)")
            }
        }
    }

    func test_scrollToItem_isClampedToTheContent() {
        gridScene(direction: .horizontal, frame: CGRect(x: 0, y: 0, width: 340, height: 120)) { _, grid in
            let maxX = grid.contentSize.width - 340
            grid.scrollToItem(at: IndexPath(item: 59, section: 0), at: .left, animated: false)
            XCTAssertEqual(grid.contentOffset.x, maxX)
        }
    }

    func test_scrollToItem_animated_arrivesAfterThreeTenthsOfASecond() {
        gridScene(direction: .horizontal, frame: CGRect(x: 0, y: 0, width: 340, height: 120)) { scene, grid in
            grid.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: true)
            scene.tick(0.1)
            XCTAssertGreaterThan(grid.contentOffset.x, 0)
            XCTAssertLessThan(grid.contentOffset.x, 430)

            scene.tick(0.25)
            XCTAssertEqual(grid.contentOffset.x, 430)
        }
    }
}
