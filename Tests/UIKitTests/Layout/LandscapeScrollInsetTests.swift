import TestSupport
import XCTest
@_spi(TransitionLab) @testable import UIKit

/// Scroll, collection and table views on the 6.1-inch phone on its side, where the sensor
/// housing takes 47 pt at the left and right and the home indicator 21 pt at the bottom:
/// `contentInsetAdjustmentBehavior`, `sectionInsetReference` and
/// `insetsContentViewsToSafeArea` as Apple documents them (issue 21).
final class LandscapeScrollInsetTests: XCTestCase {
    private static let phone61 = CGSize(width: 390, height: 844)

    /// A page holding one full-page scroll view.
    private final class Page<Scroll: UIScrollView>: UIViewController {
        let scroll: Scroll
        init(_ scroll: Scroll) {
            self.scroll = scroll
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { return nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.frame = view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(scroll)
        }
    }

    private final class Items: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Makes a page with `make` and runs `body` with it shown in a navigation controller on
    /// the 6.1-inch phone on its side (or upright).
    private func onItsSide<Scroll: UIScrollView, Source>(_ make: () -> (Page<Scroll>, Source), upright: Bool = false,
                                                        _ body: (Page<Scroll>) -> Void) {
        TestScene.inEnvironment(screen: Self.phone61) { environment in
            let (page, source) = make()
            let scene = WindowTestScene(environment: environment, root: UINavigationController(rootViewController: page))
            if !upright { environment.rotate(to: .landscapeLeft, animated: false) }
            scene.frame()
            scene.frame()
            withExtendedLifetime(source) { body(page) }
        }
    }

    private func grid(_ configure: (UICollectionViewFlowLayout, UICollectionView) -> Void) -> (Page<UICollectionView>, Items) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let items = Items()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        collection.dataSource = items
        configure(layout, collection)
        return (Page(collection), items)
    }

    /// The left and right of every visible cell's frame, in the scroll view's bounds.
    private func cellSpan(_ collection: UICollectionView) -> (CGFloat, CGFloat) {
        let frames = collection.visibleCells.map { $0.frame.offsetBy(dx: -collection.bounds.minX, dy: 0) }
        return (frames.map(\.minX).min() ?? .nan, frames.map(\.maxX).max() ?? .nan)
    }

    func test_automatic_verticalGridOnItsSide_insetsTopAndBottomOnly() {
        onItsSide({ grid { _, _ in } }) { page in
            // The bar is 32 pt on its side; the housing's sides are left alone by `.automatic`,
            // as the content does not scroll sideways.
            XCTAssertEqual(page.scroll.adjustedContentInset, UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
            XCTAssertEqual(page.scroll.contentOffset.y, -32)
        }
    }

    func test_fromContentInset_itemsReachUnderTheHousing() {
        onItsSide({ grid { _, _ in } }) { page in
            let (left, _) = cellSpan(page.scroll)
            XCTAssertEqual(left, 10, "the default reference leaves the items under the housing, as on iOS")
        }
    }

    func test_fromSafeArea_keepsItemsInsideTheSafeAreaPlusTheSectionInset() {
        onItsSide({ grid { layout, _ in layout.sectionInsetReference = .fromSafeArea } }) { page in
            let (left, right) = cellSpan(page.scroll)
            XCTAssertEqual(left, 47 + 10)
            XCTAssertLessThanOrEqual(right, 844 - 47 - 10)
            XCTAssertLessThanOrEqual(page.scroll.contentSize.width, 844)
        }
    }

    func test_fromLayoutMargins_measuresFromTheMarginsInsideTheSafeArea() {
        onItsSide({ grid { layout, collection in
            layout.sectionInsetReference = .fromLayoutMargins
            collection.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        } }) { page in
            XCTAssertEqual(cellSpan(page.scroll).0, 47 + 20 + 10)
        }
    }

    func test_fromSafeArea_whenTheContentInsetReachesFurther_startsAtTheContentInset() {
        onItsSide({ grid { layout, collection in
            layout.sectionInsetReference = .fromSafeArea
            collection.contentInset = UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 0)
        } }) { page in
            // The content starts at the 80 pt inset, beyond the housing and the section inset.
            let left = page.scroll.visibleCells.map(\.frame.minX).min()
            XCTAssertEqual(left, 0, "the content inset is the least the section starts at")
        }
    }

    func test_always_addsTheHousingToTheSides_andTheLinesFillWhatIsLeft() {
        onItsSide({ grid { _, collection in collection.contentInsetAdjustmentBehavior = .always } }) { page in
            XCTAssertEqual(page.scroll.adjustedContentInset, UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))
            XCTAssertEqual(page.scroll.contentSize.width, 844 - 94)
            XCTAssertEqual(cellSpan(page.scroll).0, 47 + 10)
        }
    }

    func test_settingContentInset_changesTheAdjustedInset_andTellsTheScrollView() {
        final class Counting: UIScrollView {
            var changes = 0
            override func adjustedContentInsetDidChange() { changes += 1 }
        }
        TestScene.inEnvironment { _ in
            let scroll = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)

            XCTAssertEqual(scroll.adjustedContentInset.top, 5)
            XCTAssertEqual(scroll.changes, 1)
            scroll.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
            XCTAssertEqual(scroll.changes, 1, "the same inset again is no change")
        }
    }

    private func table(_ configure: (UITableView) -> Void = { _ in }) -> (Page<UITableView>, Rows) {
        let table = UITableView(frame: .zero, style: .plain)
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        configure(table)
        return (Page(table), rows)
    }

    func test_table_onItsSide_insetsTheCellsContentViewsByTheHousing() {
        onItsSide({ table() }) { page in
            let cell = page.scroll.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(cell.frame.width, 844, "the row's background reaches under the housing")
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 47, y: 0, width: 844 - 94, height: 44))
            XCTAssertEqual(cell.textLabel!.convert(CGPoint.zero, to: cell).x, 47 + 16)
            XCTAssertEqual(page.scroll.adjustedContentInset, UIEdgeInsets(top: 32, left: 0, bottom: 21, right: 0))
        }
    }

    func test_table_notInsettingContentViews_leavesTheTextUnderTheHousing() {
        onItsSide({ table { $0.insetsContentViewsToSafeArea = false } }) { page in
            let cell = page.scroll.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(cell.contentView.frame.minX, 0)
            XCTAssertEqual(cell.textLabel!.convert(CGPoint.zero, to: cell).x, 16)
        }
    }

    func test_table_upright_keepsTheContentViewFullWidth() {
        onItsSide({ table() }, upright: true) { page in
            let cell = page.scroll.cellForRow(at: IndexPath(row: 0, section: 0))!
            XCTAssertEqual(cell.contentView.frame, CGRect(x: 0, y: 0, width: 390, height: 44))
            XCTAssertTrue(page.scroll.insetsContentViewsToSafeArea)
            XCTAssertFalse(page.scroll.cellLayoutMarginsFollowReadableWidth)
        }
    }

    func test_table_followingTheReadableWidth_onAWideTable_centresTheText() {
        onItsSide({ table { $0.cellLayoutMarginsFollowReadableWidth = true } }) { page in
            let cell = page.scroll.cellForRow(at: IndexPath(row: 0, section: 0))!
            let contentWidth: CGFloat = 844 - 94
            XCTAssertEqual(cell.textLabel!.frame.minX, (contentWidth - 672) / 2)
        }
    }
}
