import Raster
import TestSupport
import XCTest
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The turn itself, as on iOS: the window starts lying on its side in the turned screen (the old
/// picture, covering it exactly), turns upright in `rotationDuration` while its bounds and the
/// app's layout animate from the old shape to the new, and the screen's black shows only at the
/// corners of the turning rectangle (issue 21).
final class RotationTurnTests: XCTestCase {
    /// The plain demo on the 6.1" phone, settled upright, then turned a quarter left (to
    /// `.landscapeRight`) and stepped `frames` frames into the 24-frame turn.
    private func plainTurned(frames: Int) -> Device {
        let device = Device(model: .phone61)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "plain")! })
        device.advance(seconds: 0.5)
        device.rotateLeft()
        device.step(frames: frames)
        return device
    }

    /// The window's drawn turn, in radians.
    private func drawnTurn(of device: Device) -> CGFloat {
        device.run {
            let layer = device.window!.layer.presentation() ?? device.window!.layer
            return (layer.value(forKeyPath: "transform.rotation.z") as? CGFloat) ?? .nan
        }
    }

    /// The drawn width of the first navigation bar under the window.
    private func drawnBarWidth(of device: Device) -> CGFloat {
        device.run {
            func bar(in view: UIView) -> UINavigationBar? {
                if let bar = view as? UINavigationBar { return bar }
                for subview in view.subviews { if let found = bar(in: subview) { return found } }
                return nil
            }
            guard let bar = bar(in: device.window!) else { return .nan }
            return (bar.layer.presentation() ?? bar.layer).bounds.width
        }
    }

    func test_turnToLandscape_atItsStart_windowLiesOnItsSide() {
        // Setup, action: the turn asked for, no frame drawn yet.
        let device = plainTurned(frames: 0)

        // Assertions: a quarter turn anticlockwise, as the device was turned.
        XCTAssertEqual(drawnTurn(of: device), -.pi / 2, accuracy: 0.001)
    }

    func test_turnToLandscape_halfway_windowAndBarBetweenOldAndNewLayout() {
        // Setup, action: 12 frames into the 24-frame turn.
        let device = plainTurned(frames: 12)

        // Assertions: the window turned part of the way, the bar between its portrait and its
        // landscape width (390 and 844 pt).
        let turn = drawnTurn(of: device)
        XCTAssertTrue(turn < -0.2 && turn > -.pi / 2 + 0.2, "turned part of the way: \(turn)")
        let width = drawnBarWidth(of: device)
        XCTAssertTrue(width > 430 && width < 800, "the bar between old and new layout: \(width)")
    }

    func test_turnToLandscape_halfway_contentFillsTheCentreAndBlackOnlyAtTheCorners() {
        // Setup, action: 12 frames into the turn.
        let device = plainTurned(frames: 12)

        // Assertions: the app at the centre and along the middle of each side, black in the corners.
        let screen = device.screen
        let black = RGBA8.black.packed
        let (w, h) = (screen.width, screen.height)
        for (x, y) in [(w / 2, h / 2), (w / 2, 2), (w / 2, h - 3), (w / 4, h / 2), (3 * w / 4, h / 2)] {
            XCTAssertNotEqual(screen.pixels[y * w + x], black, "app pixels at (\(x), \(y))")
        }
        for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
            XCTAssertEqual(screen.pixels[y * w + x], black, "the turning window leaves the corner (\(x), \(y)) black")
        }
    }

    func test_turnToLandscape_afterTheTurn_windowUprightFillingTheScreen() {
        // Setup, action: past the turn's end.
        let device = plainTurned(frames: 30)

        // Assertions: upright, the new size, no black corner.
        XCTAssertEqual(drawnTurn(of: device), 0, accuracy: 0.0001)
        XCTAssertEqual(drawnBarWidth(of: device), 844)
        let screen = device.screen
        XCTAssertNotEqual(screen.pixels[screen.width * screen.height - 1], RGBA8.black.packed)
    }

    func test_turnBackAskedForMidTurn_goesOnFromTheAngleDrawn() {
        // Setup: 6 frames into the turn to landscape.
        let device = plainTurned(frames: 6)
        let drawn = drawnTurn(of: device)

        // Action: upright again before the turn ends.
        device.rotate(to: .portrait)

        // Assertions: the window has not jumped (the screen turned back a quarter under it),
        // and it ends upright in the portrait screen.
        XCTAssertEqual(drawnTurn(of: device), drawn + .pi / 2, accuracy: 0.001)
        device.step(frames: 30)
        XCTAssertEqual(drawnTurn(of: device), 0, accuracy: 0.0001)
        XCTAssertEqual(device.run { device.window!.bounds.size }, CGSize(width: 390, height: 844))
    }

    func test_shortestTurn_threeQuartersForwardOrHalfBack_isAQuarterBackOrHalfForward() {
        // Setup, action, assertions: upside down to landscape right is a quarter turn, a half
        // turn is always the positive one.
        XCTAssertEqual(UIKitEnvironment.shortestTurn(3 * .pi / 2), -.pi / 2, accuracy: 1e-9)
        XCTAssertEqual(UIKitEnvironment.shortestTurn(-.pi), .pi, accuracy: 1e-9)
        XCTAssertEqual(UIKitEnvironment.shortestTurn(.pi / 2), .pi / 2, accuracy: 1e-9)
    }
}
