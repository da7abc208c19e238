import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// A rotation asked for in the middle of a push: as on iOS, the interface keeps its orientation
/// until the transition ends and then turns; on every frame the screen drawn, the window and the
/// interface orientation agree, and the layout (model values) holds whenever no navigation
/// transition runs. (The turn's own frames are `RotationTurnTests`'.)
final class RotationMidTransitionTests: XCTestCase {
    /// What disagrees on the frame just drawn, one line each.
    private func disagreements(on device: Device, frame: Int) -> [String] {
        device.run { () -> [String] in
            var found: [String] = []
            guard let window = device.window else { return ["no window"] }
            let drawn = device.orientedModel.screenSize
            if window.bounds.size != drawn || device.environment.screen.bounds.size != drawn {
                found.append("frame \(frame): drawn \(drawn), screen \(device.environment.screen.bounds.size), window \(window.bounds.size)")
            }
            if device.orientation != device.environment.interfaceOrientation {
                found.append("frame \(frame): device \(device.orientation), interface \(device.environment.interfaceOrientation)")
            }
            if !device.environment.isTransitionRunning {
                found += ScreenLayoutInvariant.violations(in: window).map { "frame \(frame): \($0)" }
            }
            return found
        }
    }

    /// Pushes a page, asks for a turn `after` frames into the push and another back later, and
    /// checks every frame until all has settled.
    private func pushThenRotate(demo: String, model: DeviceModel, after: Int, push: (Device) -> Void) -> [String] {
        let device = Device(model: model)
        device.launch(device.run { DemoApp.makeRootViewController(demo: demo)! })
        device.advance(seconds: 0.5)
        push(device)
        var found: [String] = []
        for frame in 0..<150 {
            if frame == after { device.rotateRight() }
            if frame == 75 { device.rotateLeft() }
            device.step()
            found += disagreements(on: device, frame: frame)
            if frame == 60 {
                XCTAssertTrue(device.run { device.environment.interfaceOrientation.isLandscape }, "the turn happens once the push ends")
            }
        }
        return found
    }

    private func tap(_ device: Device, at point: CGPoint) {
        device.touch(.began, at: point)
        device.step()
        device.touch(.ended, at: point)
    }

    func test_plainPush_turnedRightThenLeftQuicklyMidway_endsUpright() {
        let device = Device(model: .phone61)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "plain")! })
        device.advance(seconds: 0.5)

        tap(device, at: CGPoint(x: 195, y: 452))
        device.step(frames: 4)
        device.rotateRight()
        device.step()
        device.rotateLeft()
        device.advance(seconds: 2)

        XCTAssertEqual(device.orientation, .portrait, "Ctrl+Right then Ctrl+Left during a push leave the phone upright")
        XCTAssertEqual(device.run { device.environment.interfaceOrientation }, .portrait)
    }

    func test_plainPush_rotationRequestedMidway_screenWindowAndLayoutAgreeOnEveryFrame() {
        // Setup, action: the plain demo's push button, a turn 8 frames in, and back.
        let found = pushThenRotate(demo: "plain", model: .phone61, after: 8) { device in
            self.tap(device, at: CGPoint(x: 195, y: 452))
        }
        // Assertions.
        XCTAssertEqual(Array(found.prefix(4)), [])
    }

    func test_seed000Push_rotationRequestedMidway_screenWindowAndLayoutAgreeOnEveryFrame() {
        // Setup, action: the first cell of seed 000's grid, a turn 8 frames in, and back.
        let found = pushThenRotate(demo: "000-grid", model: .phone47, after: 8) { device in
            self.tap(device, at: CGPoint(x: 60, y: 160))
        }
        // Assertions.
        XCTAssertEqual(Array(found.prefix(4)), [])
    }

    func test_windowSession_turnShortcutMidPop_turnsOnceThePopEnds() {
        // Setup: the window's session on the plain demo, upright.
        let device = Device(model: .phone61)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "plain")! })
        let session = SimulatorSession(device: device)
        for _ in 0..<30 { session.tick() }

        // Action: the back button (a pop), Ctrl+Right 5 frames into it.
        session.touch(.began, atScreenPoint: CGPoint(x: 30, y: 69))
        session.tick()
        session.touch(.ended, atScreenPoint: CGPoint(x: 30, y: 69))
        for _ in 0..<5 { session.tick() }
        session.perform(.rotateRight)
        for _ in 0..<90 { session.tick() }

        // Assertions: turned, and the window's phone frame with it.
        XCTAssertTrue(device.orientation.isLandscape, "the turn happens once the pop ends")
        XCTAssertEqual(session.frame.orientation, device.orientation)
    }
}
