import Raster
import Simulator
import TestSupport
import UIKit
import XCTest

/// The corpus's seven samples (Examples/Corpus/Originals, ported into Ported/), each driven on
/// a 6.1-inch phone with taps and drags, its transition checked while it runs and at its end,
/// and its frames compared with a contact sheet that was looked at.
final class CorpusJourneyTests: XCTestCase {
    private func assertSheet(_ driver: CorpusDriver, named name: String, file: StaticString = #filePath, line: UInt = #line) {
        assertGolden(contactSheet(driver.shots, columns: driver.shots.count, background: RGBA8(r: 40, g: 40, b: 40, a: 255)),
                     named: name, file: file, line: line)
    }

    /// The presentation layer's frame of `view` (where it is drawn now).
    private func drawnFrame(_ driver: CorpusDriver, _ view: UIView) -> CGRect {
        driver.run { view.layer.presentation()?.frame ?? view.frame }
    }

    func test_slideInMenu_slidesInOverDimming_andSlidesOutOnTapOutside() {
        let driver = CorpusDriver()
        let host = driver.run { MenuHostViewController() }
        driver.launch(driver.run { UINavigationController(rootViewController: host) })
        driver.shoot()

        driver.tap(CGPoint(x: 30, y: driver.run { host.view.safeAreaInsets.top } - 22))
        driver.wait(0.1)
        driver.shoot()
        let menu = driver.presented as? SideMenuViewController
        let midPresent = menu.map { drawnFrame(driver, $0.view) }
        driver.wait(0.5)
        driver.shoot()
        let presentedFrame = menu.map { m in driver.run { m.view.frame } }
        driver.tap(CGPoint(x: 340, y: 500))
        driver.wait(0.1)
        driver.shoot()
        let midDismiss = menu.map { drawnFrame(driver, $0.view) }
        driver.wait(0.5)

        XCTAssertNotNil(menu, "the Menu bar button presents the side menu")
        XCTAssertEqual(presentedFrame?.width ?? 0, 260, accuracy: 0.5, "two thirds of the 390 pt screen")
        XCTAssertEqual(presentedFrame?.minX ?? -1, 0, accuracy: 0.5)
        XCTAssertLessThan(midPresent?.minX ?? 0, -1, "mid-presentation the menu is still coming in from the left")
        XCTAssertGreaterThan(midPresent?.maxX ?? 0, 1, "mid-presentation part of the menu shows")
        XCTAssertLessThan(midDismiss?.minX ?? 0, -1, "mid-dismissal the menu is on its way out to the left")
        XCTAssertGreaterThan(midDismiss?.maxX ?? 0, 1, "mid-dismissal the menu has not vanished")
        XCTAssertNil(driver.presented, "a tap on the dimmed presenter dismisses the menu")
        assertSheet(driver, named: "slide-in-menu")
    }

    func test_bubbleReveal_growsFromTheButton_andShrinksBackIntoIt() {
        let driver = CorpusDriver()
        let host = driver.run { BubbleHostViewController() }
        driver.launch(host)
        let button = driver.centre(of: host.openButton)

        driver.tap(button)
        driver.wait(0.2)
        driver.shoot()
        let detail = driver.presented as? BubbleDetailViewController
        let maskDuring = detail.flatMap { d in driver.run { d.view.layer.mask != nil } } ?? false
        driver.wait(0.6)
        driver.shoot()
        let maskAfter = detail.flatMap { d in driver.run { d.view.layer.mask } }
        driver.tap(button)
        driver.wait(0.25)
        driver.shoot()
        driver.wait(0.6)
        driver.shoot()

        XCTAssertNotNil(detail, "the + button presents the detail")
        XCTAssertTrue(maskDuring, "the bubble is a mask while it grows")
        XCTAssertNil(maskAfter, "the mask goes when the bubble has grown (animationDidStop)")
        XCTAssertNil(driver.presented, "the × button dismisses it")
        let screen = driver.device.screen
        XCTAssertEqual(screen[10, 10], RGBA8(r: 255, g: 255, b: 255, a: 255), "the white host is back, uncovered")
        assertSheet(driver, named: "bubble-reveal")
    }

    func test_zoomPush_fliesTheCellsSnapshotToTheDetailImage() {
        let driver = CorpusDriver()
        let grid = driver.run { ZoomGridViewController() }
        let navigation = driver.run { UINavigationController(rootViewController: grid) }
        driver.launch(navigation)
        let cell = driver.run { grid.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) }
        XCTAssertNotNil(cell, "the grid shows its fifth cell")
        guard let cell else { return }
        let cellFrame = driver.run { cell.convert(cell.bounds, to: nil) }
        driver.shoot()

        driver.tap(driver.centre(of: cell))
        driver.wait(0.15)
        driver.shoot()
        let detail = driver.run { navigation.topViewController } as? ZoomDetailViewController
        // The animator adds the snapshot to the container after the detail's view.
        let snapshot = detail.flatMap { d in driver.run { d.view.superview?.subviews.last.flatMap { $0 === d.view ? nil : $0 } } }
        let flying = snapshot.map { drawnFrame(driver, $0) }
        let cellHidden = driver.run { cell.isHidden }
        driver.wait(1)
        driver.shoot()
        let imageFrame = detail.map { d in driver.run { d.imageView.convert(d.imageView.bounds, to: nil) } }

        XCTAssertNotNil(detail, "a tap on a cell pushes the detail")
        XCTAssertTrue(cellHidden, "the cell hides while its snapshot flies")
        if let flying, let imageFrame {
            XCTAssertGreaterThan(flying.width, cellFrame.width + 1, "mid-push the snapshot has grown from the cell")
            XCTAssertLessThan(flying.width, imageFrame.width - 1, "mid-push the snapshot is not yet the image's size")
        } else {
            XCTFail("no snapshot in flight mid-push")
        }
        XCTAssertFalse(driver.run { cell.isHidden }, "the cell shows again when the push ends")
        XCTAssertEqual(imageFrame?.width ?? 0, 350, accuracy: 0.5)
        assertSheet(driver, named: "zoom-push")
    }

    func test_cardDeck_presentsOverAShrunkenDeck_andADragDownDismissesIt() {
        let driver = CorpusDriver()
        let deck = driver.run { CardDeckViewController() }
        driver.launch(deck)

        driver.tap(CGPoint(x: 140, y: 225))
        driver.wait(0.2)
        driver.shoot()
        driver.wait(0.4)
        driver.shoot()
        let card = driver.presented as? CardViewController
        let deckScale = driver.run { deck.view.transform.a }
        var midDrag = CGRect.null
        driver.drag(from: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 260), frames: 20) { index in
            if index == 10, let card {
                midDrag = drawnFrame(driver, card.view)
                driver.shoot()
            }
        }
        driver.wait(0.6)
        driver.shoot()

        XCTAssertNotNil(card, "Show card presents the card")
        XCTAssertEqual(deckScale, 0.92, accuracy: 0.001, "the deck behind shrinks")
        XCTAssertGreaterThan(midDrag.minY, 60 + 60, "halfway through the drag the card follows the finger down")
        XCTAssertNil(driver.presented, "a drag past 30% dismisses the card")
        XCTAssertEqual(deck.dismissCount, 1, "the optional delegate method heard the dismissal")
        XCTAssertEqual(driver.run { deck.view.transform }, .identity, "the deck is back to full size")
        assertSheet(driver, named: "card-deck")
    }

    func test_scrollSheet_pullingTheListDown_dragsTheSheet_andDismissesIt() {
        let driver = CorpusDriver()
        let host = driver.run { ScrollSheetHostViewController() }
        driver.launch(host)

        driver.tap(CGPoint(x: 80, y: 142))
        driver.wait(0.6)
        driver.shoot()
        let sheet = driver.presented as? ScrollSheetViewController
        var followed: CGFloat = 0
        driver.drag(from: CGPoint(x: 195, y: 500), by: CGVector(dx: 0, dy: 240), frames: 16) { index in
            if index == 12, let sheet {
                followed = driver.run { sheet.view.transform.ty }
                driver.shoot()
            }
        }
        driver.wait(0.6)
        driver.shoot()

        XCTAssertNotNil(sheet, "Queue presents the sheet")
        XCTAssertGreaterThan(followed, 60, "the sheet follows the pull that KVO saw on contentOffset")
        XCTAssertLessThan(followed, 180, "and never runs ahead of the finger's 180 pt")
        XCTAssertTrue(sheet?.dismissedByPull ?? false, "letting go far enough dismisses")
        XCTAssertNil(driver.presented)
        assertSheet(driver, named: "scroll-sheet")
    }

    func test_segueFade_preparesTheDestination_andCrossFadesItIn() {
        let driver = CorpusDriver()
        let list = driver.run { ArtistListViewController() }
        driver.launch(list)

        driver.tap(CGPoint(x: 145, y: 175))
        driver.wait(0.3)
        driver.shoot()
        let artist = driver.presented as? ArtistViewController
        let midAlpha = artist.map { a in driver.run { Double(a.view.layer.presentation()?.opacity ?? a.view.layer.opacity) } }
        driver.wait(0.6)
        driver.shoot()

        XCTAssertNotNil(artist, "the button performs the registered segue")
        XCTAssertEqual(artist?.artistName, "Nina Simone", "prepare(for:sender:) passed the button's title")
        XCTAssertEqual(midAlpha ?? 0, 0.5, accuracy: 0.2, "halfway, the artist page is half faded in")
        XCTAssertEqual(artist.map { a in driver.run { a.view.alpha } }, 1)
        assertSheet(driver, named: "segue-fade")
    }

    func test_springDisplayLink_panelRisesWithOvershoot_andSettles() {
        let driver = CorpusDriver()
        let host = driver.run { SpringHostViewController() }
        driver.launch(host)

        driver.tap(CGPoint(x: 80, y: 185))
        var tops: [CGFloat] = []
        for frame in 0..<90 {
            driver.device.step()
            if let panel = driver.presented?.view { tops.append(driver.run { panel.frame.minY }) }
            if frame == 8 || frame == 20 { driver.shoot() }
        }
        driver.shoot()
        let target: CGFloat = 844 - 300

        XCTAssertTrue(driver.presented is SpringPanelViewController, "Pay posts the notification that presents the panel")
        XCTAssertLessThan(tops.min() ?? .infinity, target - 1, "the spring overshoots its rest")
        XCTAssertEqual(tops.last ?? 0, target, accuracy: 0.01, "and settles there")
        XCTAssertEqual(driver.presented.map { p in driver.run { p.isBeingPresented } }, false, "the display link completed the transition")
        assertSheet(driver, named: "spring-display-link")
    }
}
