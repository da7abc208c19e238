import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A page with FDFullscreenPopGesture's settings set, for the refused cases.
private final class SettingsPage: UIViewController, FullscreenPopGestureSettings {
    var fd_interactivePopDisabled = false
    var fd_interactivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat = 0
}

/// Seed 004's full-screen pop (FDFullscreenPopGesture's way) in `STMNavigationController`,
/// driven by touches through the simulator.
final class Seed004FullscreenPopTests: XCTestCase {
    /// A device showing seed 004's red page with `top` pushed on it (none: the red page alone).
    private func launch(pushing makeTop: (() -> UIViewController)? = nil) -> (Device, STMNavigationController) {
        let device = Device(model: .phone47)
        let navigation = device.run { STMNavigationController(rootViewController: BarTintPageViewController(kind: .red)) }
        device.launch(navigation)
        device.step(frames: 2)
        if let makeTop {
            device.run { navigation.pushViewController(makeTop(), animated: true) }
            device.advance(seconds: 0.6)
        }
        return (device, navigation)
    }

    /// Moves a finger from `start` through `points` (each one frame apart), lifting it at the end
    /// unless `release` is false.
    private func drag(_ device: Device, from start: CGPoint, through points: [CGPoint], release: Bool = true) {
        device.touch(.began, at: start)
        device.step()
        for point in points {
            device.touch(.moved, at: point)
            device.step()
        }
        if release {
            device.touch(.ended, at: points.last ?? start)
            device.step()
        }
    }

    /// Points from `start` moving `dx` in `count` equal steps.
    private func path(from start: CGPoint, dx: CGFloat, count: Int) -> [CGPoint] {
        (1...count).map { CGPoint(x: start.x + dx * CGFloat($0) / CGFloat(count), y: start.y) }
    }

    private let middle = CGPoint(x: 187, y: 600)

    func test_panFromTheMiddleOfThePage_pops() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .blue) }

        drag(device, from: middle, through: path(from: middle, dx: 240, count: 12))
        device.advance(seconds: 0.6)

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1)
        XCTAssertEqual(device.run { navigation.navigationBar.displayedTitle }, "Red bar")
    }

    func test_pan_withOnePageOnTheStack_doesNotBegin() {
        let (device, navigation) = launch()

        drag(device, from: middle, through: path(from: middle, dx: 240, count: 12))
        device.advance(seconds: 0.6)

        XCTAssertEqual(device.run { navigation.fd_fullscreenPopGestureRecognizer.state }, .possible)
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1)
    }

    func test_pan_duringATransition_doesNotBegin() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .blue) }

        device.run { navigation.pushViewController(BarTintPageViewController(kind: .photo), animated: true) }
        drag(device, from: middle, through: path(from: middle, dx: 240, count: 6))
        device.advance(seconds: 0.6)

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 3, "the push ran and nothing was popped")
    }

    func test_pan_movingLeftFirst_doesNotBegin() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .blue) }

        let left = path(from: middle, dx: -40, count: 4)
        drag(device, from: middle, through: left + path(from: left.last!, dx: 280, count: 10))
        device.advance(seconds: 0.6)

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 2)
    }

    func test_pan_beyondThePagesMaximumDistanceFromTheLeftEdge_doesNotBegin_butWithinItPops() {
        let (device, navigation) = launch {
            let page = SettingsPage()
            page.fd_interactivePopMaxAllowedInitialDistanceToLeftEdge = 100
            return page
        }

        drag(device, from: middle, through: path(from: middle, dx: 160, count: 10))
        device.advance(seconds: 0.6)
        let countAfterFarStart = device.run { navigation.viewControllers.count }
        let near = CGPoint(x: 60, y: 600)
        drag(device, from: near, through: path(from: near, dx: 240, count: 10))
        device.advance(seconds: 0.6)

        XCTAssertEqual(countAfterFarStart, 2, "started 187 pt from the edge, beyond 100 pt")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "started 60 pt from the edge")
    }

    func test_pan_onAPageThatTurnsItOff_doesNotBegin() {
        let (device, navigation) = launch {
            let page = SettingsPage()
            page.fd_interactivePopDisabled = true
            return page
        }

        drag(device, from: middle, through: path(from: middle, dx: 240, count: 12))
        device.advance(seconds: 0.6)

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 2)
    }

    func test_horizontalScrollView_scrolls_andAtItsLeftEndThePanPops() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .scroll) }
        let strip = device.run { navigation.topViewController!.view.subviews.compactMap { $0 as? Seed004PictureStrip }.first! }
        let onStrip = CGPoint(x: 300, y: 220)

        drag(device, from: onStrip, through: path(from: onStrip, dx: -200, count: 10))
        device.advance(seconds: 2)
        let scrolledLeftTo = device.run { strip.contentOffset.x }
        let back = CGPoint(x: 100, y: 220)
        drag(device, from: back, through: path(from: back, dx: 60, count: 6))
        device.advance(seconds: 2)
        let scrolledBackTo = device.run { strip.contentOffset.x }
        let countWhileScrolled = device.run { navigation.viewControllers.count }
        device.run { strip.contentOffset = .zero }
        drag(device, from: back, through: path(from: back, dx: 240, count: 12))
        device.advance(seconds: 0.6)

        XCTAssertGreaterThan(scrolledLeftTo, 100, "a leftward drag scrolls the strip")
        XCTAssertLessThan(scrolledBackTo, scrolledLeftTo, "a rightward drag away from the left end scrolls back")
        XCTAssertEqual(countWhileScrolled, 2, "and does not pop")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "at the left end a rightward drag pops")
    }

    func test_cancelledFullscreenPop_leavesTheFramePixelIdentical() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .blue) }
        let before = device.screen

        drag(device, from: middle, through: path(from: middle, dx: 60, count: 10), release: false)
        let during = device.screen
        device.step(frames: 10) // held still: the release has no speed
        device.touch(.ended, at: CGPoint(x: middle.x + 60, y: middle.y))
        device.advance(seconds: 1)

        XCTAssertNotEqual(during, before, "the page followed the finger")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 2)
        XCTAssertTrue(device.screen == before, "the cancelled pop leaves no trace")
    }

    func test_fullscreenPopFromThePhotoPage_heldAtSteps_sheet() {
        let (device, navigation) = launch { BarTintPageViewController(kind: .photo) }
        let start = CGPoint(x: 120, y: 300) // on the photo

        device.touch(.began, at: start)
        device.step()
        var sheet = [device.screen.scaledDown(by: 3)]
        for stop in 1...5 {
            for point in path(from: CGPoint(x: start.x + CGFloat(stop - 1) * 40, y: start.y), dx: 40, count: 4) {
                device.touch(.moved, at: point)
                device.step()
            }
            device.step(frames: 3) // held still
            sheet.append(device.screen.scaledDown(by: 3))
        }
        device.touch(.ended, at: CGPoint(x: start.x + 200, y: start.y))
        device.advance(seconds: 1)
        sheet.append(device.screen.scaledDown(by: 3))

        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1, "released still past 187.5 pt, the pop finishes")
        assertGolden(contactSheet(sheet, columns: 7, background: .white), named: "seed004-fullscreen-pop-sheet")
    }
}
