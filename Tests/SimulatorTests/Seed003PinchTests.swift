import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@testable import UIKit

/// Seed 003's full-screen photo closes with a pinch, as in a photo app: two fingers given
/// through the device's touch injection, the photo following the scale, closing when released
/// below the threshold and springing back above it.
final class Seed003PinchTests: XCTestCase {
    /// The album open on the 4.7-inch phone with its first photo zoomed to full screen.
    private func launchPhoto() -> (Device, AlbumViewController?) {
        let device = Device(model: .phone47)
        let menu = device.run { Seed003MenuViewController() }
        device.launch(menu)
        device.step(frames: 2)
        tap(device, CGPoint(x: 187, y: 324))
        device.advance(seconds: 0.8)
        let album = device.run { menu.presentedViewController } as? AlbumViewController
        tap(device, CGPoint(x: 61, y: 145))
        device.advance(seconds: 0.8)
        return (device, album)
    }

    private func tap(_ device: Device, _ point: CGPoint) {
        device.touch(.began, at: point)
        device.step(frames: 2)
        device.touch(.ended, at: point)
        device.step()
    }

    /// Two fingers mirrored through the screen's centre, `spread` points from it horizontally.
    private func fingers(spread: CGFloat) -> (CGPoint, CGPoint) {
        (CGPoint(x: 187.5 - spread, y: 333.5), CGPoint(x: 187.5 + spread, y: 333.5))
    }

    /// Puts two fingers down `from` points from the centre and moves them to `to` over `frames`
    /// frames, one step a frame, leaving them down.
    private func pinch(_ device: Device, from: CGFloat, to: CGFloat, frames: Int) {
        let start = fingers(spread: from)
        device.touch(.began, at: start.0, finger: 0)
        device.touch(.began, at: start.1, finger: 1)
        device.step()
        for index in 1...frames {
            let spread = from + (to - from) * CGFloat(index) / CGFloat(frames)
            let pair = fingers(spread: spread)
            device.touch(.moved, at: pair.0, finger: 0)
            device.touch(.moved, at: pair.1, finger: 1)
            device.step()
        }
    }

    private func lift(_ device: Device, spread: CGFloat) {
        let pair = fingers(spread: spread)
        device.touch(.ended, at: pair.0, finger: 0)
        device.touch(.ended, at: pair.1, finger: 1)
    }

    /// How many pixels of a screen row are black (the photo page's backdrop).
    private func blackPixels(_ screen: Bitmap, row: Int) -> Int {
        (0..<screen.width).filter { screen[$0, row] == RGBA8.black }.count
    }

    func test_photo_pinchedBelowTheThreshold_followsTheFingers_thenCloses() {
        let (device, album) = launchPhoto()
        let fullScreen = device.screen

        pinch(device, from: 150, to: 90, frames: 20)
        let midPinch = device.screen
        let closingMidPinch = device.run { album?.presentedViewController } is PhotoViewController
        lift(device, spread: 90)
        device.advance(seconds: 0.8)

        XCTAssertNotNil(album)
        XCTAssertTrue(closingMidPinch, "the photo stays presented while the fingers are down")
        XCTAssertEqual(blackPixels(fullScreen, row: 100), fullScreen.width, "full screen: black above the 3:2 photo")
        XCTAssertLessThan(blackPixels(midPinch, row: 100), midPinch.width / 2, "mid-pinch the black page has faded over the album")
        XCTAssertNil(device.run { album?.presentedViewController }, "released at scale 0.6, below 0.75: the photo closes")
        assertGolden(midPinch.scaledDown(by: 2), named: "seed003-photo-mid-pinch")
    }

    func test_photo_pinchedALittle_springsBackToFullScreen() {
        let (device, album) = launchPhoto()
        let fullScreen = device.screen

        pinch(device, from: 150, to: 130, frames: 10)
        let whilePinched = device.screen
        lift(device, spread: 130)
        device.advance(seconds: 0.8)

        // Compared as truths: a failing comparison of two bitmaps would print every pixel.
        XCTAssertTrue(whilePinched != fullScreen, "the photo followed the pinch")
        XCTAssertTrue(device.run { album?.presentedViewController } is PhotoViewController, "released at scale 0.87: it springs back")
        XCTAssertTrue(device.screen == fullScreen, "back at full screen, as before the pinch")
    }
}
