import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// The gesture overlay (Ctrl+G): its card reads UIKit's interactive pop as the finger drags it.
final class GestureOverlayTests: XCTestCase {
    /// A session on a 4.7" phone showing a plain navigation stack two pages deep.
    private func sessionWithPushedPage() -> SimulatorSession {
        SimulatorSession(device: .withPushedPage(.phone47, rootColor: UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)))
    }

    /// Moves the mouse (the finger) in screen points, one frame per sample.
    private func drag(_ session: SimulatorSession, from startX: CGFloat, to endX: CGFloat, frames: Int, y: CGFloat = 300) {
        let rect = session.frame.screenRect, scale = Double(session.device.model.scale)
        func pixel(_ x: CGFloat) -> (Double, Double) { (Double(rect.x0) + Double(x) * scale, Double(rect.y0) + Double(y) * scale) }
        if session.fingerLocation == nil {
            let (px, py) = pixel(startX)
            session.mouse(.began, atFramePixel: px, py)
            session.tick()
        }
        for i in 1...frames {
            let (px, py) = pixel(startX + (endX - startX) * CGFloat(i) / CGFloat(frames))
            session.mouse(.moved, atFramePixel: px, py)
            session.tick()
        }
    }

    private func release(_ session: SimulatorSession) {
        let rect = session.frame.screenRect, scale = Double(session.device.model.scale)
        let finger = session.fingerLocation!
        session.mouse(.ended, atFramePixel: Double(rect.x0) + Double(finger.x) * scale, Double(rect.y0) + Double(finger.y) * scale)
        session.device.step(frames: 40)
    }

    private func stackDepth(_ session: SimulatorSession) -> Int {
        session.device.run { (session.device.window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 }
    }

    func test_heldAt30Percent_reportsCancel_andReleaseCancels() {
        let session = sessionWithPushedPage()

        drag(session, from: 5, to: 5 + 0.3 * 375, frames: 30)
        for _ in 0..<12 { session.tick() }   // the finger rests: no velocity left
        let snapshot = session.interactiveTransitionSnapshot
        release(session)

        XCTAssertEqual(snapshot?.kind, .interactivePop)
        XCTAssertEqual(Double(snapshot?.percentComplete ?? -1), 0.3, accuracy: 0.01)
        XCTAssertEqual(Double(snapshot?.velocity?.x ?? -1), 0, accuracy: 1e-6)
        XCTAssertEqual(snapshot?.releaseFinishes, false)
        XCTAssertEqual(snapshot?.description, "interactivePop 30%, v = 0 pt/s, release cancels")
        XCTAssertEqual(stackDepth(session), 2, "the pop was cancelled, as the overlay said")
    }

    func test_heldAt60Percent_reportsFinish_andReleaseFinishes() {
        let session = sessionWithPushedPage()

        drag(session, from: 5, to: 5 + 0.6 * 375, frames: 30)
        for _ in 0..<12 { session.tick() }
        let snapshot = session.interactiveTransitionSnapshot
        release(session)

        XCTAssertEqual(Double(snapshot?.percentComplete ?? -1), 0.6, accuracy: 0.01)
        XCTAssertEqual(snapshot?.releaseFinishes, true)
        XCTAssertEqual(stackDepth(session), 1, "the pop finished, as the overlay said")
    }

    func test_fastFlickAt30Percent_reportsItsVelocity_andFinish() {
        let session = sessionWithPushedPage()

        drag(session, from: 5, to: 5 + 0.3 * 375, frames: 6)   // 112.5 pt in 0.1 s
        let snapshot = session.interactiveTransitionSnapshot
        release(session)

        XCTAssertGreaterThan(Double(snapshot?.velocity?.x ?? 0), 700, "the pan's velocity, not a stale zero")
        XCTAssertEqual(snapshot?.releaseFinishes, true, "a flick projects past the threshold")
        XCTAssertEqual(stackDepth(session), 1)
    }

    func test_tabSwitchDrag_reportsItsPercent_andNoReleaseRule() {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "004-tabs")! })
        device.step(frames: 2)
        let session = SimulatorSession(device: device)

        drag(session, from: 320, to: 170, frames: 20)   // 150 pt of 375 to the left
        let snapshot = session.interactiveTransitionSnapshot

        XCTAssertEqual(snapshot?.kind, .tabSwitch)
        XCTAssertEqual(Double(snapshot?.percentComplete ?? -1), 0.4, accuracy: 0.05)
        XCTAssertEqual(snapshot?.isInteractive, true)
        XCTAssertNil(snapshot?.releaseFinishes, "the app decides a tab switch's release, not UIKit")
    }

    func test_panToPresent_reportsAPresentationsPercent_andTheFingersVelocity() {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "002-modal")! })
        device.step(frames: 2)
        let session = SimulatorSession(device: device)

        drag(session, from: 340, to: 250, frames: 30, y: 400)   // seed 002: 90 pt of 375 from the right half
        let snapshot = session.interactiveTransitionSnapshot

        XCTAssertEqual(snapshot?.kind, .presentation)
        XCTAssertEqual(Double(snapshot?.percentComplete ?? -1), 0.24, accuracy: 0.05)
        let velocity = try? XCTUnwrap(snapshot?.velocity, "the finger's pan, which the app's interactor follows")
        XCTAssertLessThan(Double(velocity?.x ?? 0), -100, "the finger moves left at about 180 pt/s")
    }

    func test_noTransition_reportsNothing_andTrailFadesAfterHalfASecond() {
        let session = sessionWithPushedPage()
        session.perform(.toggleGestureOverlay)

        drag(session, from: 200, to: 220, frames: 4)
        let visibleWhileDragging = session.gestureOverlay.visibleTrail(at: session.device.time).count
        release(session)   // 40 frames later: 0.67 s

        XCTAssertTrue(session.showsGestureOverlay)
        XCTAssertNil(session.interactiveTransitionSnapshot, "a drag away from the edge starts no transition")
        XCTAssertGreaterThanOrEqual(visibleWhileDragging, 5)
        XCTAssertTrue(session.gestureOverlay.visibleTrail(at: session.device.time).isEmpty)
    }

    func test_overlayMidDrag_golden() {
        let session = sessionWithPushedPage()
        session.perform(.toggleGestureOverlay)

        drag(session, from: 5, to: 160, frames: 20)
        let picture = session.picture()

        assertGolden(picture, named: "gesture-overlay-mid-drag")
    }

    func test_helpListsTheGestureOverlayShortcut() {
        let command = SimulatorCommand.allCases.first { $0.keys == "Ctrl+G" }

        XCTAssertEqual(command, .toggleGestureOverlay)
        XCTAssertEqual(command?.summary, "Gesture overlay")
    }
}
