import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Seed 003's door and memo sheet, driven through the simulator.
final class Seed003JourneyTests: XCTestCase {
    private func launchMenu() -> (Device, Seed003MenuViewController) {
        let device = Device(model: .phone47)
        let menu = device.run { Seed003MenuViewController() }
        device.launch(menu)
        device.step(frames: 2)
        return (device, menu)
    }

    private func tap(_ device: Device, _ point: CGPoint) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
        device.step()
    }

    func test_door_opensInPerspective_thenClosesOnTap() {
        let (device, menu) = launchMenu()

        tap(device, CGPoint(x: 187, y: 204))
        var frames = [device.screen.scaledDown(by: 3)]
        for _ in 0..<4 {
            device.step(frames: 7)
            frames.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        let presented = device.run { menu.presentedViewController }
        tap(device, CGPoint(x: 187, y: 600))
        device.advance(seconds: 1)

        XCTAssertTrue(presented is DoorRoomViewController)
        XCTAssertNil(device.run { menu.presentedViewController }, "a tap closes the door")
        XCTAssertNotEqual(frames[1], frames[3])
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "seed003-door-sheet")
    }

    func test_memoSheet_is500ptTallOverDimming_andTapOutsideDismisses() {
        let (device, menu) = launchMenu()

        tap(device, CGPoint(x: 187, y: 264))
        var frames = [device.screen.scaledDown(by: 3)]
        for _ in 0..<3 {
            device.step(frames: 4)
            frames.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        frames.append(device.screen.scaledDown(by: 3))
        let memoFrame = device.run { menu.presentedViewController?.view.frame }
        let dimmed = device.screen[10, 10]
        tap(device, CGPoint(x: 187, y: 60))
        device.advance(seconds: 0.6)

        XCTAssertEqual(memoFrame, CGRect(x: 0, y: 167, width: 375, height: 500))
        XCTAssertLessThan(Int(dimmed.r) + Int(dimmed.g) + Int(dimmed.b), 3 * 200, "the page behind is dimmed")
        XCTAssertNil(device.run { menu.presentedViewController }, "a tap outside the sheet dismisses it")
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "seed003-memo-sheet")
    }

    func test_album_photoZoomsToAspectFitFullScreen_andBack() {
        let (device, menu) = launchMenu()
        tap(device, CGPoint(x: 187, y: 324))
        device.advance(seconds: 0.8)
        let album = device.run { menu.presentedViewController } as? AlbumViewController

        tap(device, CGPoint(x: 61, y: 145))
        var frames = [device.screen.scaledDown(by: 3)]
        for _ in 0..<4 {
            device.step(frames: 6)
            frames.append(device.screen.scaledDown(by: 3))
        }
        device.advance(seconds: 0.5)
        let photo = device.run { album?.presentedViewController } as? PhotoViewController
        let shown = device.screen
        tap(device, CGPoint(x: 187, y: 333))
        device.advance(seconds: 0.8)

        XCTAssertNotNil(album)
        XCTAssertNotNil(photo, "tapping a photo presents it full screen")
        XCTAssertEqual(shown[375, 100], RGBA8.black, "a 3:2 photo is fitted: black above it")
        XCTAssertNil(device.run { album?.presentedViewController }, "a tap zooms back")
        assertGolden(contactSheet(frames, columns: 5, background: .white), named: "seed003-album-zoom-sheet")
    }

    func test_gallery_formSheetIsACardOnAPhone_overFullScreenKeepsThePresenter() {
        let (device, menu) = launchMenu()
        tap(device, CGPoint(x: 187, y: 384))
        device.advance(seconds: 0.8)
        let gallery = device.run { menu.presentedViewController } as? StyleGalleryViewController

        tap(device, CGPoint(x: 187, y: 88 + 2 * 44 + 22))
        device.advance(seconds: 0.8)
        let formSheetFrame = device.run { gallery?.presentedViewController?.view.frame }
        device.run { gallery?.dismiss(animated: false) }
        device.step(frames: 2)
        tap(device, CGPoint(x: 187, y: 88 + 4 * 44 + 22))
        device.advance(seconds: 0.8)
        let galleryStillOnScreen = device.run { gallery?.view.window != nil }

        XCTAssertEqual(formSheetFrame, CGRect(x: 0, y: 30, width: 375, height: 637),
                       "compact width: a form sheet is an iOS 13 card below the 20 pt status bar")
        XCTAssertTrue(galleryStillOnScreen, "overFullScreen keeps the presenter's view")
    }
}
