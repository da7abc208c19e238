import TestSupport
import XCTest
@testable import Simulator
@testable import UIKit

/// The touch indicator (Ctrl+I): off when the window opens, as the iOS Simulator shows touches
/// only when asked, and the finger's grey circle once it is on.
final class TouchIndicatorTests: XCTestCase {
    func test_touchIndicator_isOffWhenTheSessionStarts_andCtrlIShowsTheFingerDown() {
        let device = Device(model: .phone47)
        device.launch(device.run { SquareController() })
        let session = SimulatorSession(device: device)
        let rect = session.frame.screenRect
        let plain = session.picture()
        let shownAtStart = session.showsTouches

        session.mouse(.began, atFramePixel: Double(rect.x0) + 200, Double(rect.y0) + 300)
        let fingerDownIndicatorOff = session.picture()
        session.perform(.toggleTouchIndicator)
        let fingerDownIndicatorOn = session.picture()

        XCTAssertFalse(shownAtStart, "the indicator is off when the window opens")
        XCTAssertTrue(session.showsTouches, "Ctrl+I turns it on")
        XCTAssertEqual(fingerDownIndicatorOff, plain, "with the indicator off, a finger down draws no circle")
        XCTAssertNotEqual(fingerDownIndicatorOn, plain, "with the indicator on, the finger is drawn")
    }
}
