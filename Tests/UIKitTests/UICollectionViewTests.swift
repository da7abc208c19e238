import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A data source and delegate of numbered square cells that records selections.
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var selected: [IndexPath] = []
    var cellsMade = 0
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.item
        cellsMade += 1
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

final class UICollectionViewTests: UIKitTestCase {
    private func makeGrid(count: Int) -> (UICollectionView, GridSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = GridSource(count: count)
        view.dataSource = source
        view.delegate = source
        return (view, source)
    }

    func test_flowLayout_fillsRowsThenWraps() {
        let (view, source) = makeGrid(count: 7)
        defer { withExtendedLifetime(source) {} }

        view.layoutIfNeeded()

        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX, 230)
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 120, "the fourth item wraps")
        let expectedHeight: CGFloat = 10 + 3 * 100 + 2 * 10 + 10
        XCTAssertEqual(view.contentSize.height, expectedHeight)
    }

    func test_onlyVisibleItemsGetCells_andScrollingRecyclesThem() {
        let (view, source) = makeGrid(count: 60)
        view.layoutIfNeeded()
        let firstScreen = view.visibleCells.count
        let made = source.cellsMade

        view.contentOffset = CGPoint(x: 0, y: 1000)
        view.layoutIfNeeded()

        XCTAssertLessThan(firstScreen, 60)
        XCTAssertEqual(view.indexPathsForVisibleItems.first?.item, 27, "row 9 starts at y = 1000")
        XCTAssertGreaterThan(source.cellsMade, made)
        XCTAssertLessThanOrEqual(view.subviews.filter { $0 is UICollectionViewCell }.count, 2 * firstScreen)
    }

    func test_tapOnCell_selectsItAndTellsTheDelegate() {
        TestScene.inEnvironment { _ in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 340, height: 400))
            let (view, source) = makeGrid(count: 4)
            window.addSubview(view)
            window.makeKeyAndVisible()
            view.layoutIfNeeded()

            window.injectTouch(phase: .began, location: CGPoint(x: 150, y: 50))
            LayerContext.current.advance(by: 0.2)
            LayerContext.current.fireDisplayLinks(frameDuration: 0.2)
            window.injectTouch(phase: .ended, location: CGPoint(x: 150, y: 50))

            XCTAssertEqual(source.selected, [IndexPath(item: 1, section: 0)])
            XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
            XCTAssertTrue(view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected ?? false)
        }
    }
}
