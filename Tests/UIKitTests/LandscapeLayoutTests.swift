import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// Turning the phone: UIKit lays the content out again, as iOS does, without the app's help.
final class LandscapeLayoutTests: XCTestCase {
    private let phone = CGSize(width: 390, height: 844)

    /// A grid of 110 pt items in a collection view `width` wide.
    private func makeGrid(width: CGFloat) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 110, height: 100)
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return grid
    }

    func test_flowLayout_widerCollectionView_putsMoreItemsOnARow() {
        TestScene.inEnvironment(screen: phone) { _ in
            let grid = makeGrid(width: 390)
            let source = GridSource(count: 12)
            grid.dataSource = source
            grid.layoutIfNeeded()
            XCTAssertEqual(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 110, "3 on a row upright, rows 10 pt apart")

            grid.frame.size.width = 844
            grid.layoutIfNeeded()

            XCTAssertEqual(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 0, "7 on a row on its side")
            XCTAssertEqual(grid.contentSize.width, 844)
        }
    }

    func test_shouldInvalidateLayout_baseLayoutSaysNo_flowLayoutOnlyForANewWidth() {
        TestScene.inEnvironment(screen: phone) { _ in
            let grid = makeGrid(width: 390)
            let flow = grid.collectionViewLayout
            let base = UICollectionViewLayout()

            XCTAssertFalse(base.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 844, height: 390)))
            XCTAssertTrue(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 844, height: 400)))
            XCTAssertFalse(flow.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 390, height: 400)), "a scroll")
        }
    }

    func test_tableView_widerTable_rowsSpanTheNewWidth() {
        TestScene.inEnvironment(screen: phone) { _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
            let source = RowSource(count: 5)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = source
            table.layoutIfNeeded()

            table.frame.size.width = 844
            table.layoutIfNeeded()

            XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.width, 844)
            XCTAssertEqual(table.contentSize.width, 844)
        }
    }

    func test_navigationBar_onAPhoneOnItsSide_is32PointsTall_andThePageSafeAreaFollows() {
        TestScene.inEnvironment(screen: phone) { environment in
            let page = UIViewController()
            let scene = NavigationScene(environment: environment, log: EventLog(), root: page)
            UIKitEnvironment.current.rotate(to: .landscapeRight, animated: false)
            scene.frame()
            let bar = scene.navigation.navigationBar

            XCTAssertEqual(page.traitCollection.verticalSizeClass, .compact)
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 844, height: 32), "no status bar band on its side")
            XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 47, bottom: 21, right: 47))

            UIKitEnvironment.current.rotate(to: .portrait, animated: false)
            scene.frame()
            XCTAssertEqual(bar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        }
    }

    func test_navigationBar_onAPhoneOnItsSide_buttonsStayInsideThe32PointBar() {
        TestScene.inEnvironment(screen: phone) { environment in
            let first = UIViewController(), second = UIViewController()
            second.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
            let scene = NavigationScene(environment: environment, log: EventLog(), root: first)
            scene.navigation.pushViewController(second, animated: false)
            UIKitEnvironment.current.rotate(to: .landscapeRight, animated: false)
            scene.frame()
            let bar = scene.navigation.navigationBar

            let outside = bar.contentView.subviews.filter { !bar.bounds.contains($0.convert($0.bounds, to: bar)) }

            XCTAssertEqual(bar.contentView.subviews.count, 3, "back button, Edit and the title")
            XCTAssertEqual(outside, [], "nothing of the bar's content sticks out of its 32 pt")
        }
    }

    func test_navigationBar_onATabletOnItsSide_keeps44Points() {
        TestScene.inEnvironment(screen: CGSize(width: 820, height: 1180)) { environment in
            let scene = NavigationScene(environment: environment, log: EventLog(), root: UIViewController())
            UIKitEnvironment.current.rotate(to: .landscapeLeft, animated: false)
            scene.frame()

            XCTAssertEqual(scene.navigation.navigationBar.frame.height, 44)
        }
    }

    func test_rotation_midTurn_thePagesFillTheTurningWindow_whileTheirContentMoves() {
        TestScene.inEnvironment(screen: phone) { environment in
            let page = UIViewController()
            let scene = NavigationScene(environment: environment, log: EventLog(), root: page)
            let corner = UIView(frame: CGRect(x: 340, y: 700, width: 40, height: 40))
            corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            page.view.addSubview(corner)
            scene.frame()

            UIKitEnvironment.current.rotate(to: .landscapeLeft)
            scene.run(0.15)
            // The window's drawn bounds: between the old shape and the new while it turns.
            let window = CGRect(origin: .zero, size: (scene.window.layer.presentation() ?? scene.window.layer).bounds.size)
            let cornerMidX = onScreenFrame(corner, in: scene.window).midX

            XCTAssertTrue(window.width > 390 && window.width < 844, "the window grows as it turns: \(window)")
            XCTAssertEqual(onScreenFrame(scene.navigation.view, in: scene.window), window, "the container covers the window")
            XCTAssertEqual(onScreenFrame(page.view, in: scene.window), window, "the page covers the window")
            XCTAssertGreaterThan(cornerMidX, 360, "the content moves inside the rotation's animation")
            XCTAssertLessThan(cornerMidX, 814)
            scene.run(0.5)
            XCTAssertEqual(corner.frame, CGRect(x: 794, y: 246, width: 40, height: 40))
        }
    }

    /// Where a view is drawn now (presentation values), in window coordinates.
    private func onScreenFrame(_ view: UIView, in window: UIWindow) -> CGRect {
        var frame = CGRect(origin: .zero, size: (view.layer.presentation() ?? view.layer).bounds.size)
        var current: UIView? = view
        while let layerView = current, layerView !== window {
            let layer = layerView.layer.presentation() ?? layerView.layer
            frame.origin.x += layer.position.x - layer.bounds.width * layer.anchorPoint.x - ((layerView.superview?.layer.presentation() ?? layerView.superview?.layer)?.bounds.minX ?? 0)
            frame.origin.y += layer.position.y - layer.bounds.height * layer.anchorPoint.y - ((layerView.superview?.layer.presentation() ?? layerView.superview?.layer)?.bounds.minY ?? 0)
            current = layerView.superview
        }
        return frame
    }
}

/// A data source of `count` plain rows.
private final class RowSource: NSObject, UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
