import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// `UISwitch`: its fixed size, tapping and dragging the knob, and the animated slide.
final class UISwitchTests: XCTestCase {
    /// A switch at (100, 100): its track spans x 100...151, its knob is 27 pt.
    private func makeSwitch(_ scene: ControlScene) -> UISwitch {
        scene.add(UISwitch(frame: .zero), at: CGPoint(x: 100, y: 100))
    }

    func test_switch_anyFrame_is51By31AndOff() {
        controlScene { _ in
            let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))

            XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
            XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
            XCTAssertEqual(toggle.sizeThatFits(.zero), CGSize(width: 51, height: 31))
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(toggle.knob.frame, CGRect(x: 2, y: 2, width: 27, height: 27))
        }
    }

    func test_switch_tap_togglesAndSendsValueChanged() {
        controlScene { scene in
            let toggle = makeSwitch(scene)
            let log = ValueChangeLog(toggle) { $0.isOn }

            scene.tap(at: CGPoint(x: 115, y: 115))
            let afterFirst = toggle.isOn
            scene.run(0.5)
            scene.tap(at: CGPoint(x: 115, y: 115))

            XCTAssertTrue(afterFirst)
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(log.values, [true, false])
        }
    }

    func test_switch_tapSlidesTheKnobAnimated() {
        controlScene { scene in
            let toggle = makeSwitch(scene)

            scene.tap(at: CGPoint(x: 115, y: 115))
            scene.run(0.1)
            let midway = scene.onScreenFrame(toggle.knob).minX
            scene.run(0.4)

            XCTAssertGreaterThan(midway, 102 + 1)
            XCTAssertLessThan(midway, 122 - 1)
            XCTAssertEqual(scene.onScreenFrame(toggle.knob).minX, 122, accuracy: 0.01, "on: 2 pt from the right end")
            XCTAssertEqual(toggle.track.backgroundColor, .systemGreen)
        }
    }

    func test_switch_dragKnobToOnSide_turnsOnOnce() {
        controlScene { scene in
            let toggle = makeSwitch(scene)
            let log = ValueChangeLog(toggle) { $0.isOn }

            scene.drag(from: CGPoint(x: 110, y: 115), to: CGPoint(x: 145, y: 115), steps: 4)

            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(log.values, [true])
        }
    }

    func test_switch_dragBackToStartSide_staysOffAndSendsNothing() {
        controlScene { scene in
            let toggle = makeSwitch(scene)
            let log = ValueChangeLog(toggle) { $0.isOn }

            scene.finger.down(at: CGPoint(x: 110, y: 115))
            scene.frame()
            scene.finger.move(to: CGPoint(x: 145, y: 115))
            scene.frame()
            let shownWhileRight = toggle.knob.frame.minX
            scene.finger.move(to: CGPoint(x: 105, y: 115))
            scene.frame()
            scene.finger.up()

            XCTAssertEqual(shownWhileRight, 22, "the knob follows the finger's side")
            XCTAssertFalse(toggle.isOn)
            XCTAssertEqual(log.count, 0)
        }
    }

    func test_switch_setOn_sendsNoAction() {
        controlScene { scene in
            let toggle = makeSwitch(scene)
            let log = ValueChangeLog(toggle) { $0.isOn }

            toggle.setOn(true, animated: true)
            toggle.isOn = false
            toggle.isOn = true

            XCTAssertTrue(toggle.isOn)
            XCTAssertEqual(log.count, 0)
        }
    }

    func test_switch_colors_followOnTintAndThumbTint() {
        controlScene { scene in
            let toggle = makeSwitch(scene)
            toggle.onTintColor = .systemPurple
            toggle.thumbTintColor = .systemYellow

            toggle.isOn = true

            XCTAssertEqual(toggle.track.backgroundColor, .systemPurple)
            XCTAssertEqual(toggle.knob.backgroundColor, .systemYellow)
        }
    }
}
