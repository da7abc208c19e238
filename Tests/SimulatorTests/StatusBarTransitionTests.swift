import XCTest
import Raster
@testable import Simulator
@testable import UIKit

/// The status bar changing with a navigation transition, as in UIKit: a push or pop switches it
/// when it begins, an interactive pop only when it finishes, and a cancelled one leaves it as it
/// was.
final class StatusBarTransitionTests: XCTestCase {
    private let white = UIColor.white
    private let navy = UIColor(red: 0.1, green: 0.2, blue: 0.45, alpha: 1)

    /// A phone showing a dark-content page in a navigation controller whose bar is hidden (so
    /// the pages decide the style), with a light-content page pushed on it.
    private func launchWithLightPagePushed() -> (Device, UINavigationController) {
        let device = Device(model: .phone61)
        let navigation = device.run { () -> UINavigationController in
            let navigation = UINavigationController(rootViewController: StatusBarColorPage(style: .darkContent, color: white))
            navigation.setNavigationBarHidden(true, animated: false)
            return navigation
        }
        device.launch(navigation)
        device.step(frames: 2)
        device.run { navigation.pushViewController(StatusBarColorPage(style: .lightContent, color: self.navy), animated: true) }
        device.advance(seconds: 1)
        return (device, navigation)
    }

    private func style(_ device: Device) -> UIStatusBarStyle? {
        device.run { device.window?.statusBarManager?.statusBarStyle }
    }

    func test_push_switchesTheStyle_whenItBegins() {
        let device = Device(model: .phone61)
        let navigation = device.run { () -> UINavigationController in
            let navigation = UINavigationController(rootViewController: StatusBarColorPage(style: .darkContent, color: white))
            navigation.setNavigationBarHidden(true, animated: false)
            return navigation
        }
        device.launch(navigation)
        device.step(frames: 2)
        XCTAssertEqual(style(device), .darkContent)

        device.run { navigation.pushViewController(StatusBarColorPage(style: .lightContent, color: self.navy), animated: true) }
        device.step()
        let afterOneFrame = style(device)
        let inTransition = device.run { navigation.activeTransition != nil }

        XCTAssertTrue(inTransition, "the push is still running")
        XCTAssertEqual(afterOneFrame, .lightContent, "the bar switched at the push's start")
    }

    func test_pop_switchesTheStyleBack_whenItBegins() {
        let (device, navigation) = launchWithLightPagePushed()
        XCTAssertEqual(style(device), .lightContent)

        device.run { _ = navigation.popViewController(animated: true) }
        device.step()

        XCTAssertEqual(style(device), .darkContent)
    }

    func test_interactivePop_keepsTheStyleWhileDragging_andCancelledKeepsIt() {
        let (device, navigation) = launchWithLightPagePushed()
        let width = device.model.screenSize.width

        device.run { navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0) }
        device.step()
        device.run { navigation.driveInteractivePop(.changed, translationX: width * 0.6, velocityX: 0) }
        device.step(frames: 2)
        let whileDragging = style(device)
        device.run { navigation.driveInteractivePop(.cancelled, translationX: width * 0.6, velocityX: 0) }
        device.advance(seconds: 1)

        XCTAssertEqual(whileDragging, .lightContent, "the page under the finger still decides")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 2, "the pop was cancelled")
        XCTAssertEqual(style(device), .lightContent, "a cancelled pop leaves the bar as it was")
    }

    func test_interactivePop_finished_switchesTheStyle_whenItCompletes() {
        let (device, navigation) = launchWithLightPagePushed()
        let width = device.model.screenSize.width

        device.run { navigation.driveInteractivePop(.began, translationX: 0, velocityX: 0) }
        device.step()
        device.run { navigation.driveInteractivePop(.changed, translationX: width * 0.7, velocityX: 0) }
        device.step()
        device.run { navigation.driveInteractivePop(.ended, translationX: width * 0.7, velocityX: 0) }
        device.step()
        let settling = style(device)
        device.advance(seconds: 1)

        XCTAssertEqual(settling, .lightContent, "released, the pop is still settling: no change yet")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "the pop finished")
        XCTAssertEqual(style(device), .darkContent, "the finished pop switched the bar")
    }

    func test_pushOfAPageThatHidesTheBar_fadesItOutAlongTheTransition_andThePopBringsItBack() {
        let device = Device(model: .phone61)
        let navigation = device.run { UINavigationController(rootViewController: StatusBarColorPage(style: .darkContent, color: white)) }
        device.launch(navigation)
        device.step(frames: 2)
        let hiding = device.run { () -> StatusBarColorPage in
            let page = StatusBarColorPage(style: .darkContent, color: white)
            page.hidesStatusBar = true
            return page
        }
        func opacity() -> Float { device.run { device.window?.statusBarStorage?.layer.presentation()?.opacity ?? -1 } }

        device.run { navigation.pushViewController(hiding, animated: true) }
        device.step()
        let hiddenAtStart = device.run { device.window?.statusBarManager?.isStatusBarHidden }
        device.advance(seconds: 0.15)
        let midway = opacity()
        device.advance(seconds: 1)
        let afterPush = opacity()
        device.run { _ = navigation.popViewController(animated: true) }
        device.advance(seconds: 1)

        XCTAssertEqual(hiddenAtStart, true, "the pushed page decides from the push's start")
        XCTAssertGreaterThan(midway, 0.05, "the bar fades with the push")
        XCTAssertLessThan(midway, 0.95)
        XCTAssertEqual(afterPush, 0)
        XCTAssertEqual(opacity(), 1, "the pop brought the bar back")
    }

    /// The darkest and lightest gray levels in the status bar's left ear (the clock) of `device`.
    private func clockLevels(_ device: Device) -> (darkest: Int, lightest: Int) {
        let levels = device.grayLevels(in: CGRect(x: 40, y: 14, width: 40, height: 20))
        return (levels.first ?? 255, levels.last ?? 0)
    }

    func test_pageSheetOnAWhitePage_crossFadesTheClockToWhite_alongTheCard() {
        let device = Device(model: .phone61)
        let presenter = device.run { StatusBarColorPage(style: .darkContent, color: white) }
        device.launch(presenter)
        device.step(frames: 2)
        let before = clockLevels(device)

        device.run {
            let card = StatusBarColorPage(style: .darkContent, color: self.white)
            card.modalPresentationStyle = .pageSheet
            presenter.present(card, animated: true)
        }
        device.step(frames: 2)
        let start = clockLevels(device)
        device.advance(seconds: 1)
        let end = clockLevels(device)

        XCTAssertEqual(style(device), .lightContent, "over the card's black surround the bar shows light content")
        XCTAssertLessThan(before.darkest, 60, "a black clock on the white page")
        XCTAssertLessThan(start.darkest, 128, "as the card starts to rise the clock is still dark: \(start)")
        XCTAssertGreaterThan(end.lightest, 200, "a white clock over the black surround: \(end)")
        XCTAssertLessThan(end.darkest, 60, "on black")
    }
}
