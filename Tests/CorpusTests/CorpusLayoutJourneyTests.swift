import Raster
import Simulator
import TestSupport
@_spi(TransitionLab) import UIKit
import XCTest

/// The corpus's Auto Layout samples (Examples/Corpus/Originals, ported into Ported/) on a
/// 6.1-inch phone: a card list in a scroll view stacked with layout guides, and a page of
/// wrapping labels, each laid out, driven with taps and drags, and compared with a contact sheet
/// that was looked at.
final class CorpusLayoutJourneyTests: XCTestCase {
    private func assertSheet(_ driver: CorpusDriver, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertGolden(contactSheet(driver.shots, columns: driver.shots.count, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: name, file: file, line: line)
    }

    /// The height `label`'s text needs wrapped to its own width.
    private func wrappedHeight(_ driver: CorpusDriver, _ label: UILabel) -> CGFloat {
        driver.run { label.sizeThatFits(CGSize(width: label.bounds.width, height: 0)).height }
    }

    func test_stackedCardList_takesItsContentSizeFromTheGuides_scrolls_andPushesATappedCard() {
        let driver = CorpusDriver()
        let list = driver.run { TripListViewController() }
        let navigation = driver.run { UINavigationController(rootViewController: list) }
        driver.launch(navigation)
        driver.shoot()
        let broken = driver.run { UIKitEnvironment.current.brokenLayoutConstraints }
        let stackFrame = driver.run { list.stackView.frame }
        let contentSize = driver.run { list.scrollView.contentSize }
        let captions = list.cards.map { card in (driver.run { card.captionLabel.frame.height }, wrappedHeight(driver, card.captionLabel)) }
        let startOffset = driver.run { list.scrollView.contentOffset.y }

        driver.drag(from: CGPoint(x: 195, y: 700), by: CGVector(dx: 0, dy: -420), frames: 20)
        driver.wait(1.5)
        driver.shoot()
        let scrolledOffset = driver.run { list.scrollView.contentOffset.y }
        let scrollView = list.scrollView
        let lastOffset = driver.run { scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height }
        let card = list.cards.first { card in
            let y = driver.centre(of: card).y
            return y > 200 && y < 760
        }
        XCTAssertNotNil(card, "a card shows on screen after the scroll")
        guard let card else { return }
        driver.tap(driver.centre(of: card))
        driver.wait(0.2)
        driver.shoot()
        driver.wait(0.6)
        driver.shoot()
        let detail = driver.run { navigation.topViewController } as? TripDetailViewController

        XCTAssertEqual(broken, [], "no \"Unable to simultaneously satisfy constraints\"")
        XCTAssertEqual(stackFrame.minX, 16)
        XCTAssertEqual(stackFrame.minY, 16)
        XCTAssertEqual(stackFrame.width, 390 - 32, "as wide as the frame guide less the margins")
        XCTAssertEqual(contentSize, CGSize(width: 390, height: stackFrame.height + 32), "the content guide sets the content size")
        XCTAssertGreaterThan(contentSize.height, 844, "nine cards are taller than the screen")
        for (index, (height, wrapped)) in captions.enumerated() {
            XCTAssertEqual(height, wrapped, "caption \(index) wraps to its card's width")
        }
        XCTAssertGreaterThan(captions[2].0, 3 * 15, "the long caption takes several lines")
        XCTAssertGreaterThan(scrolledOffset, startOffset + 200, "a drag up scrolls the list")
        XCTAssertLessThanOrEqual(scrolledOffset, lastOffset, "and it rests inside the content")
        XCTAssertEqual(detail?.title, card.trip.title, "a tap on a card pushes its page")
        assertSheet(driver, named: "stacked-card-list")
    }

    func test_wrappingLabels_wrapToTheMargins_andShowMoreGrowsTheAnswer() {
        let driver = CorpusDriver()
        let page = driver.run { HelpPageViewController() }
        driver.launch(page)
        driver.shoot()
        let labels = [page.headline, page.answerLabel, page.footnote]
        let widths = labels.map { label in driver.run { label.frame.width } }
        let heights = labels.map { label in (driver.run { label.frame.height }, wrappedHeight(driver, label)) }
        let shortAnswer = driver.run { page.answerLabel.frame.height }
        let footnoteTop = driver.run { page.footnote.frame.minY }

        driver.tap(driver.centre(of: page.moreButton))
        driver.wait(0.1)
        driver.shoot()
        driver.wait(0.5)
        driver.shoot()
        let longAnswer = driver.run { page.answerLabel.frame.height }
        let footnoteTopAfter = driver.run { page.footnote.frame.minY }

        XCTAssertEqual(widths, [358, 358, 358], "each label spans the margins of the 390 pt page")
        for (index, (height, wrapped)) in heights.enumerated() {
            XCTAssertEqual(height, wrapped, "label \(index) is as tall as its text wrapped to 358 pt")
        }
        XCTAssertGreaterThan(heights[0].0, 2 * 24, "the headline takes two lines")
        XCTAssertTrue(page.isExpanded, "Show more was tapped")
        XCTAssertEqual(longAnswer, wrappedHeight(driver, page.answerLabel), "the longer answer wraps too")
        XCTAssertGreaterThan(longAnswer, shortAnswer + 40, "and takes more lines")
        XCTAssertEqual(footnoteTopAfter - footnoteTop, longAnswer - shortAnswer, "the footnote moved down by as much")
        assertSheet(driver, named: "wrapping-labels")
    }
}
