import Foundation
import TestSupport
import UIKit
import XCTest

// Compile tests: each class adopts one of UIKit's scrolling or gesture protocols the way iOS
// code does, implementing only some of its methods. Plain `import UIKit`.

/// Implements only the zoom view and `scrollViewDidScroll`.
final class PartialScrollDelegate: NSObject, UIScrollViewDelegate {
    let zoomed = UIView()
    var scrolled = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
}

/// Implements only the simultaneity question.
final class PartialGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// A table's data source and delegate with the required rows, one title and one header.
final class PartialTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }
}

/// A collection's data source and flow-layout delegate with the required items and one size.
final class PartialCollection: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize { CGSize(width: 10, height: 20) }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { false }
}

/// The defaults answer as UIKit does when an adopter leaves a method out.
final class ScrollingProtocolAdoptionTests: XCTestCase {
    func test_scrollDelegate_partialAdoption_zoomRequirementsCompile() {
        TestScene.inEnvironment { _ in
            let delegate = PartialScrollDelegate()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            XCTAssertTrue(delegate.viewForZooming(in: scrollView) === delegate.zoomed)
            delegate.scrollViewDidZoom(scrollView)
            delegate.scrollViewWillBeginZooming(scrollView, with: nil)
            delegate.scrollViewDidEndZooming(scrollView, with: nil, atScale: 1)
            delegate.scrollViewDidChangeAdjustedContentInset(scrollView)
            XCTAssertTrue(delegate.scrollViewShouldScrollToTop(scrollView))
        }
    }

    func test_gestureDelegate_partialAdoption_defaultsAllow() {
        TestScene.inEnvironment { _ in
            let delegate = PartialGestureDelegate()
            let pan = UIPanGestureRecognizer(handler: { _ in })
            let tap = UITapGestureRecognizer(handler: { _ in })
            XCTAssertTrue(delegate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: tap))
            XCTAssertTrue(delegate.gestureRecognizerShouldBegin(pan))
            XCTAssertFalse(delegate.gestureRecognizer(pan, shouldRequireFailureOf: tap))
        }
    }

    func test_tableProtocols_partialAdoption_defaultsAndOwnAnswers() {
        TestScene.inEnvironment { _ in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
            let adopter = PartialTable()
            let row = IndexPath(row: 1, section: 0)
            XCTAssertEqual(adopter.numberOfSections(in: table), 1)
            XCTAssertEqual(adopter.tableView(table, titleForHeaderInSection: 0), "Section")
            XCTAssertNil(adopter.tableView(table, titleForFooterInSection: 0))
            XCTAssertTrue(adopter.tableView(table, canEditRowAt: row))
            XCTAssertFalse(adopter.tableView(table, canMoveRowAt: row))
            XCTAssertNotNil(adopter.tableView(table, viewForHeaderInSection: 0))
            XCTAssertNil(adopter.tableView(table, viewForFooterInSection: 0))
            XCTAssertNil(adopter.tableView(table, willSelectRowAt: row))
            XCTAssertEqual(adopter.tableView(table, willDeselectRowAt: row), row)
            XCTAssertEqual(adopter.tableView(table, heightForRowAt: row), table.rowHeight)
            XCTAssertEqual(adopter.tableView(table, editingStyleForRowAt: row), .delete)
            XCTAssertEqual(adopter.tableView(table, targetIndexPathForMoveFromRowAt: row,
                                             toProposedIndexPath: IndexPath(row: 2, section: 0)), IndexPath(row: 2, section: 0))
            adopter.tableView(table, commit: .delete, forRowAt: row)
            adopter.tableViewDidEndMultipleSelectionInteraction(table)
        }
    }

    func test_collectionProtocols_partialAdoption_defaultsAndOwnAnswers() {
        TestScene.inEnvironment { _ in
            let layout = UICollectionViewFlowLayout()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout)
            let adopter = PartialCollection()
            let item = IndexPath(item: 0, section: 0)
            XCTAssertEqual(adopter.numberOfSections(in: collection), 1)
            XCTAssertFalse(adopter.collectionView(collection, canMoveItemAt: item))
            XCTAssertFalse(adopter.collectionView(collection, shouldHighlightItemAt: item))
            XCTAssertTrue(adopter.collectionView(collection, shouldDeselectItemAt: item))
            XCTAssertEqual(adopter.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: 0), CGSize(width: 10, height: 20))
            XCTAssertEqual(adopter.collectionView(collection, layout: layout, referenceSizeForFooterInSection: 0), .zero)
            XCTAssertEqual(adopter.collectionView(collection, layout: layout, sizeForItemAt: item), layout.itemSize)
            XCTAssertEqual(adopter.collectionView(collection, targetContentOffsetForProposedContentOffset: CGPoint(x: 0, y: 5)),
                           CGPoint(x: 0, y: 5))
        }
    }
}
