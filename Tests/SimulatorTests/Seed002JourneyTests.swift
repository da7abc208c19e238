import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Seed 002's demos driven through the simulator with taps and drags: the -320 pt push, the
/// corner-button modal, the interactive presentation from the right half, and the
/// `afterScreenUpdates` comparison.
final class Seed002JourneyTests: XCTestCase {
    /// The corner button's centre on the 4.7-inch phone (375 x 667): 10 pt from the edges, 50 pt wide.
    private let modalButton = CGPoint(x: 340, y: 632)
    private let pushButton = CGPoint(x: 187.5, y: 220)

    private func tap(_ device: Device, _ point: CGPoint) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
        device.step()
    }

    /// A straight drag, one sample per frame.
    private func drag(_ device: Device, from start: CGPoint, to end: CGPoint, frames: Int) {
        device.touch(.began, at: start)
        device.step()
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            device.touch(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            device.step()
        }
        device.touch(.ended, at: end)
        device.step()
    }

    /// The demo opened from the catalogue, as a person does (its row is the third).
    private func openFromCatalogue() -> (Device, UINavigationController, MTHMainViewController) {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController() })
        device.step(frames: 2)
        tap(device, CGPoint(x: 150, y: 244))
        // The demo slides in as a push does (0.35 s).
        device.advance(seconds: 0.5)
        let navigation = device.run { DemoApp.shownDemoRoot(in: device.window) as? UINavigationController }!
        let main = device.run { navigation.viewControllers.first as? MTHMainViewController }
        XCTAssertNotNil(main, "the catalogue's third row opens seed 002")
        return (device, navigation, main!)
    }

    /// `count` screens, `every` frames apart, the first one now.
    private func shots(_ device: Device, count: Int, every frames: Int) -> [Bitmap] {
        var shots = [device.screen.scaledDown(by: 3)]
        for _ in 1..<count {
            device.step(frames: frames)
            shots.append(device.screen.scaledDown(by: 3))
        }
        return shots
    }

    func test_push_oldPageSlidesLeft320_newPageFadesIn_thenBackPops() {
        let (device, navigation, main) = openFromCatalogue()

        tap(device, pushButton)
        device.step(frames: 27) // with the tap's frames, half of the 1.0 s push
        let (offset, alpha) = device.run { (main.view.layer.presentation()?.transform.m41 ?? .nan,
                                            main.nextVC.view.layer.presentation()?.opacity ?? .nan) }
        device.advance(seconds: 1)
        let pushed = device.run { navigation.topViewController }
        let restored = device.run { main.view.transform }
        tap(device, CGPoint(x: 187.5, y: 452)) // "Back": UIKit's own pop, as the seed returns nil
        device.advance(seconds: 1)

        XCTAssertTrue(pushed is MTHNextViewController)
        XCTAssertEqual(Double(offset), -160, accuracy: 20, "halfway, the old page is near -160 of its -320 pt")
        XCTAssertEqual(Double(alpha), 0.5, accuracy: 0.1, "halfway, the new page is half faded in")
        XCTAssertEqual(restored, .identity, "the old page's transform is reset at the end")
        XCTAssertTrue(device.run { navigation.topViewController } is MTHMainViewController)
    }

    func test_push_sheet() {
        let (device, navigation, main) = openFromCatalogue()
        device.run { main.push() }
        device.renderIfNeeded()
        let sheet = shots(device, count: 5, every: 15)
        device.advance(seconds: 0.5)

        XCTAssertTrue(device.run { navigation.topViewController } is MTHNextViewController)
        assertGolden(contactSheet(sheet, columns: 5, background: .white), named: "seed002-push-sheet")
    }

    /// First row: the page shrinks into the corner button over 1.2 s, revealing the next page.
    /// Second row: dismissing, the yellow page grows out of the button and takes over.
    func test_cornerButtonModal_presentsAndDismisses_sheet() {
        let (device, _, main) = openFromCatalogue()

        tap(device, modalButton)
        var sheet = shots(device, count: 4, every: 18)
        device.advance(seconds: 1.5)
        sheet.append(device.screen.scaledDown(by: 3))
        let presented = device.run { main.presentedViewController }
        let style = device.run { main.nextVC.modalPresentationStyle }

        tap(device, CGPoint(x: 187.5, y: 452)) // "Back" dismisses
        sheet += shots(device, count: 4, every: 18)
        device.advance(seconds: 2)
        sheet.append(device.screen.scaledDown(by: 3))

        XCTAssertTrue(presented is MTHNextViewController, "the corner button presents the next page")
        XCTAssertEqual(style, .custom)
        XCTAssertNil(device.run { main.presentedViewController }, "Back dismisses it")
        XCTAssertTrue(device.run { main.view.window } != nil, "the yellow page is back in the window")
        assertGolden(contactSheet(sheet, columns: 5, background: .white), named: "seed002-modal-sheet")
    }

    func test_panFromRightHalf_pastHalfPresents() {
        let (device, _, main) = openFromCatalogue()

        drag(device, from: CGPoint(x: 340, y: 400), to: CGPoint(x: 100, y: 400), frames: 40) // 64 %, slowly
        device.advance(seconds: 2)

        XCTAssertTrue(device.run { main.presentedViewController } is MTHNextViewController)
        XCTAssertNil(device.run { main.interactionController }, "the interactor is let go at the end")
    }

    func test_panFromRightHalf_slowShortDragCancels_andLeavesNothingBehind() {
        let (device, navigation, main) = openFromCatalogue()
        let before = device.screen

        drag(device, from: CGPoint(x: 340, y: 400), to: CGPoint(x: 250, y: 400), frames: 40) // 24 %, slowly
        device.advance(seconds: 2)

        XCTAssertNil(device.run { main.presentedViewController }, "released at 24 % without a flick it cancels")
        XCTAssertEqual(device.run { device.window?.subviews.count }, 1, "no container left in the window")
        XCTAssertTrue(device.run { navigation.view.window } != nil)
        XCTAssertEqual(device.screen, before, "the page is as it was")

        // Then a tap presents normally (the interactor was let go).
        tap(device, modalButton)
        device.advance(seconds: 2)
        XCTAssertTrue(device.run { main.presentedViewController } is MTHNextViewController)
    }

    func test_panFromRightHalf_slowShortDragCancels_neverShowsTheNextPageWhole() {
        let (device, _, _) = openFromCatalogue()
        // The middle of the yellow page, far from the corner the cancelled snapshot shrinks into.
        let probe = (x: 187 * 2, y: 330 * 2)

        drag(device, from: CGPoint(x: 340, y: 400), to: CGPoint(x: 250, y: 400), frames: 40) // 24 %, slowly
        var frames: [Int] = []
        for frame in 0..<120 {
            device.step()
            let screen = device.screen
            let pixel = RGBA8(packed: screen.pixels[probe.y * screen.width + probe.x])
            // Yellow (255, 255, 0): the next page's light blue has a high blue channel.
            if pixel.b > 100 { frames.append(frame) }
        }

        XCTAssertEqual(frames, [], "after a cancelled drag the page stays yellow; the next page showed at frames \(frames)")
    }

    func test_panFromRightHalf_quickFlickPresents() {
        let (device, _, main) = openFromCatalogue()

        drag(device, from: CGPoint(x: 340, y: 400), to: CGPoint(x: 250, y: 400), frames: 4) // 24 %, fast
        device.advance(seconds: 2)

        XCTAssertTrue(device.run { main.presentedViewController } is MTHNextViewController, "a flick finishes")
    }

    func test_panFromLeftHalf_doesNothing() {
        let (device, navigation, main) = openFromCatalogue()

        drag(device, from: CGPoint(x: 60, y: 400), to: CGPoint(x: 320, y: 400), frames: 20)
        device.advance(seconds: 2)

        XCTAssertNil(device.run { main.presentedViewController })
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1)
    }

    func test_afterScreenUpdates_falseShowsTheView_trueIsEmpty() {
        let (device, navigation, _) = openFromCatalogue()
        tap(device, CGPoint(x: 187.5, y: 322))
        device.advance(seconds: 1.5)
        let page = device.run { navigation.topViewController as? SnapshotComparisonViewController }
        XCTAssertNotNil(page)

        tap(device, CGPoint(x: 187.5, y: 502))
        device.step(frames: 2)
        // The opaque pixels of each snapshot's image (-1: no image).
        let opaque: [Int] = device.run {
            (page?.frames ?? []).map { box -> Int in
                guard let image = box.subviews.first?.layer.contents as? CGImage else { return -1 }
                return image.bitmap.pixels.filter { RGBA8(packed: $0).a != 0 }.count
            }
        }

        XCTAssertEqual(device.run { page?.subject.alpha }, 0)
        XCTAssertEqual(opaque.count, 2)
        XCTAssertGreaterThan(opaque.first ?? 0, 400 * 240 * 9 / 10, "afterScreenUpdates: false: the picture as it was on screen")
        XCTAssertEqual(opaque.last, 0, "afterScreenUpdates: true: rendered at alpha 0, empty")
        assertGolden(device.screen.scaledDown(by: 2), named: "seed002-after-screen-updates")
    }

    func test_samePage_pushedPopped_thenPresentedDismissed() {
        let (device, navigation, main) = openFromCatalogue()
        tap(device, pushButton)
        device.advance(seconds: 1.5)
        tap(device, CGPoint(x: 187.5, y: 452))
        device.advance(seconds: 1)
        tap(device, modalButton)
        device.advance(seconds: 2)
        let presented = device.run { main.presentedViewController }
        tap(device, CGPoint(x: 187.5, y: 452))
        device.advance(seconds: 2)

        XCTAssertTrue(presented is MTHNextViewController, "the page popped earlier is presented")
        XCTAssertNil(device.run { main.presentedViewController }, "and its Back dismisses it")
        XCTAssertEqual(device.run { navigation.viewControllers.count }, 1)
    }

    func test_cornerButtonModal_onItsSide_growsTheSnapshotOfThePageAsItWillBeShown() {
        // Setup: a 6.1-inch phone on its side, the sensor housing on the left.
        let device = Device(model: .phone61)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "002-modal") }!)
        device.step(frames: 30)
        device.rotate(to: .landscapeRight)
        device.step(frames: 60)
        XCTAssertEqual(device.run { device.window!.safeAreaInsets.left }, 47)
        let corner = CGPoint(x: 844 - 35, y: 390 - 35)

        // The snapshot has grown to the whole screen 1.2 s after the tap (72 frames).
        device.touch(.began, at: corner)
        device.step()
        device.touch(.ended, at: corner)
        device.step(frames: 71)
        let grown = device.screen
        device.advance(seconds: 2)
        let shown = device.screen

        // Assertions: the real page that replaces the grown snapshot looks the same, nothing jumps.
        XCTAssertEqual(grown.width, shown.width)
        var differing = 0
        for (a, b) in zip(grown.pixels, shown.pixels) where a != b {
            let pa = RGBA8(packed: a), pb = RGBA8(packed: b)
            if max(abs(Int(pa.r) - Int(pb.r)), abs(Int(pa.g) - Int(pb.g)), abs(Int(pa.b) - Int(pb.b))) > 48 { differing += 1 }
        }
        XCTAssertLessThan(Double(differing) / Double(shown.pixels.count), 0.01,
                          "the snapshot grown out of the button is the page laid out in the safe area: \(differing) pixels differ")
    }
}
