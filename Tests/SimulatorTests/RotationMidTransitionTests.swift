import XCTest
import TestSupport
@testable import Demos
@testable import Simulator
@testable import UIKit

/// A rotation asked for in the middle of a push: as on iOS, the interface keeps its orientation
/// until the transition ends and then turns, and the screen's shape and the app's layout agree
/// on every frame drawn, the turn's own frames included.
final class RotationMidTransitionTests: XCTestCase {
    /// What disagrees on the frame just drawn, one line each: the screen drawn, the window and
    /// the navigation bar must have the orientation's shape, and once no navigation transition
    /// runs, the layout invariant must hold for what is drawn (presentation values).
    private func disagreements(on device: Device, frame: Int) -> [String] {
        device.run { () -> [String] in
            var found: [String] = []
            guard let window = device.window else { return ["no window"] }
            let drawn = device.orientedModel.screenSize
            if window.bounds.size != drawn || device.environment.screen.bounds.size != drawn {
                found.append("frame \(frame): drawn \(drawn), screen \(device.environment.screen.bounds.size), window \(window.bounds.size)")
            }
            if let navigation = window.rootViewController as? UINavigationController {
                let bar = navigation.navigationBar.layer.presentation() ?? navigation.navigationBar.layer
                if abs(bar.bounds.width - drawn.width) > 0.5 {
                    found.append("frame \(frame): the bar is drawn \(bar.bounds.width) wide on a \(drawn.width) pt screen")
                }
            }
            if !device.environment.isTransitionRunning {
                found += ScreenLayoutInvariant.violations(in: window, asDrawn: true).map { "frame \(frame): \($0)" }
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

    func test_plainPush_rotationRequestedMidway_screenAndLayoutAgreeOnEveryFrame() {
        // Setup, action: the plain demo's push button, a turn 8 frames in, and back.
        let found = pushThenRotate(demo: "plain", model: .phone61, after: 8) { device in
            self.tap(device, at: CGPoint(x: 195, y: 452))
        }
        // Assertions.
        XCTAssertEqual(Array(found.prefix(4)), [])
    }

    func test_seed000Push_rotationRequestedMidway_screenAndLayoutAgreeOnEveryFrame() {
        // Setup, action: the first cell of seed 000's grid, a turn 8 frames in, and back.
        let found = pushThenRotate(demo: "000-grid", model: .phone47, after: 8) { device in
            self.tap(device, at: CGPoint(x: 60, y: 160))
        }
        // Assertions.
        XCTAssertEqual(Array(found.prefix(4)), [])
    }
}
