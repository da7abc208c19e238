import XCTest
import TestSupport
import Raster
@testable import Demos
@testable import Simulator
@_spi(TransitionLab) @testable import UIKit

/// A full-screen modal turned with the device: it follows the new shape, and its buttons stay
/// reachable.
final class PresentationRotationTests: XCTestCase {
    func test_seed002Modal_rotatedWhilePresented_fillsTheLandscapeScreen() {
        let device = Device(model: .phone47)
        device.launch(device.run { DemoApp.makeRootViewController(demo: "002-modal")! })
        device.step(frames: 2)
        device.touch(.began, at: CGPoint(x: 340, y: 632))
        device.step(frames: 2)
        device.touch(.ended, at: CGPoint(x: 340, y: 632))
        device.advance(seconds: 1.5)
        let presented = device.run { device.window?.rootViewController?.presentedViewController }
        XCTAssertNotNil(presented, "the corner button presents the modal")

        device.rotateRight()
        device.advance(seconds: 1)

        let frame = device.run { presented?.view.frame } ?? .zero
        let screen = device.run { device.window?.bounds } ?? .zero
        XCTAssertEqual(screen.width, 667)
        XCTAssertEqual(frame, screen, "the modal fills the turned screen")
        XCTAssertEqual(device.run { device.environment.checkInvariants() }, [])
    }

    /// A phone showing a page sheet (a card) with a white page behind it.
    private func presentCard(on device: Device) -> (presenter: UIViewController, card: UIViewController) {
        let presenter = device.run { () -> UIViewController in
            let page = UIViewController()
            page.view.backgroundColor = .white
            return page
        }
        device.launch(presenter)
        let card = device.run { () -> UIViewController in
            let card = UIViewController()
            card.view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            card.modalPresentationStyle = .pageSheet
            presenter.present(card, animated: true)
            return card
        }
        device.advance(seconds: 1)
        return (presenter, card)
    }

    private func pixel(_ device: Device, at point: CGPoint) -> RGBA8 {
        let scale = Double(device.model.scale)
        return device.screen[Int(Double(point.x) * scale), Int(Double(point.y) * scale)]
    }

    func test_pageSheetOnAPhone_turnedToLandscape_fillsTheScreenWithNoBand() {
        // Setup: a card, inset below the status bar over the page shrunk on black.
        let device = Device(model: .phone61)
        let (presenter, card) = presentCard(on: device)
        XCTAssertGreaterThan(device.run { card.view.frame.minY }, 0, "upright it is a card")

        // Action: turn the phone.
        device.rotateRight()
        device.advance(seconds: 1)

        // Assertions: full screen, square corners, the page behind back to its size, red to the top.
        let screen = device.run { device.window!.bounds }
        XCTAssertEqual(screen.size, CGSize(width: 844, height: 390))
        XCTAssertEqual(device.run { card.view.frame }, screen, "in compact height a sheet is full screen")
        XCTAssertEqual(device.run { card.view.layer.cornerRadius }, 0)
        XCTAssertTrue(device.run { CATransform3DIsIdentity(presenter.view.transform3D) }, "the page behind is not shrunk")
        for y in [CGFloat(1), 10, 30] {
            XCTAssertEqual(pixel(device, at: CGPoint(x: 422, y: y)), RGBA8(r: 255, g: 0, b: 0, a: 255), "no black band at y \(y)")
        }
        XCTAssertEqual(device.run { device.window.map { ScreenLayoutInvariant.violations(in: $0) } }, [])
    }

    func test_pageSheetOnAPhone_turnedToLandscapeAndBack_isACardAgain() {
        // Setup: a card turned to landscape (full screen).
        let device = Device(model: .phone61)
        let (presenter, card) = presentCard(on: device)
        let upright = device.run { card.view.frame }
        device.rotateRight()
        device.advance(seconds: 1)

        // Action: turn it back.
        device.rotateLeft()
        device.advance(seconds: 1)

        // Assertions: the card's frame and corners, and the page behind shrunk again.
        XCTAssertEqual(device.run { card.view.frame }, upright)
        XCTAssertGreaterThan(device.run { card.view.layer.cornerRadius }, 0)
        XCTAssertFalse(device.run { CATransform3DIsIdentity(presenter.view.transform3D) }, "the page behind shrinks again")
        XCTAssertEqual(device.run { device.environment.checkInvariants() }, [])
    }
}
