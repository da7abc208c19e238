import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// A collection controller subclass written the iOS way.
final class PhotoGridController: UICollectionViewController {
    var selected: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

final class CollectionViewControllerTests: XCTestCase {
    private func squareLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        return layout
    }

    func test_collectionViewController_isItsViewsDataSourceAndDelegate_withTheGivenLayout() {
        TestScene.inEnvironment { _ in
            let layout = squareLayout()
            let controller = UICollectionViewController(collectionViewLayout: layout)
            controller.installsStandardGestureForInteractiveMovement = false

            XCTAssertTrue(controller.collectionView === controller.view)
            XCTAssertTrue(controller.collectionView.collectionViewLayout === layout)
            XCTAssertTrue(controller.collectionViewLayout === layout)
            XCTAssertTrue(controller.collectionView.dataSource === controller)
            XCTAssertTrue(controller.collectionView.delegate === controller)
        }
    }

    func test_subclass_fillsItsItems_andHearsATapSelection() {
        TestScene.inEnvironment { environment in
            let controller = PhotoGridController(collectionViewLayout: squareLayout())
            let scene = WindowTestScene(environment: environment, root: controller)
            scene.frame()

            XCTAssertEqual(controller.collectionView.numberOfItems(inSection: 0), 12)
            XCTAssertEqual(controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.tag, 4)

            let finger = TouchInjector(window: scene.window)
            let center = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.center
            finger.down(at: center)
            scene.run(0.2)
            finger.up()

            XCTAssertEqual(controller.selected, [IndexPath(item: 4, section: 0)])
        }
    }

    func test_clearsSelectionOnViewWillAppear_deselectsWhenShownAgain() {
        TestScene.inEnvironment { environment in
            let grid = PhotoGridController(collectionViewLayout: squareLayout())
            let navigation = UINavigationController(rootViewController: grid)
            let scene = WindowTestScene(environment: environment, root: navigation)
            scene.frame()
            grid.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
            navigation.pushViewController(UIViewController(), animated: false)
            navigation.popViewController(animated: false)
            scene.frame()

            XCTAssertEqual(grid.collectionView.indexPathsForSelectedItems ?? [], [])
        }
    }
}
