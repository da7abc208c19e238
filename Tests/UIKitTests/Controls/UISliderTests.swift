import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

/// `UISlider`: value clamping, dragging the thumb, continuous and on-release events, animation.
final class UISliderTests: XCTestCase {
    /// A 300 pt slider at (40, 100): its track runs from x 40 to 340, the thumb's center from 54 to 326.
    private func makeSlider(_ scene: ControlScene, value: Float = 0) -> UISlider {
        let slider = UISlider(frame: .zero)
        slider.value = value
        return scene.add(slider, at: CGPoint(x: 40, y: 100), width: 300)
    }

    func test_slider_defaults_matchUIKit() {
        controlScene { _ in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.minimumValue, 0)
            XCTAssertEqual(slider.maximumValue, 1)
            XCTAssertTrue(slider.isContinuous)
            XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
            XCTAssertEqual(slider.trackRect(forBounds: slider.bounds), CGRect(x: 0, y: 13.5, width: 200, height: 4))
            XCTAssertEqual(slider.thumb.frame.size, CGSize(width: 28, height: 28))
        }
    }

    func test_slider_valueOutsideRange_isClamped() {
        controlScene { _ in
            let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
            slider.minimumValue = -10
            slider.maximumValue = 10

            slider.value = 25
            let high = slider.value
            slider.value = -40
            let low = slider.value
            slider.maximumValue = -20

            XCTAssertEqual(high, 10)
            XCTAssertEqual(low, -10)
            XCTAssertEqual(slider.minimumValue, -20, "a maximum below the minimum lowers it")
            XCTAssertEqual(slider.value, -20)
        }
    }

    func test_slider_dragThumb_sendsValueChangedContinuously() {
        controlScene { scene in
            let slider = makeSlider(scene)
            let log = ValueChangeLog(slider) { $0.value }

            scene.drag(from: CGPoint(x: 54, y: 115), to: CGPoint(x: 190, y: 115), steps: 4)

            XCTAssertEqual(log.count, 4, "one event per move")
            XCTAssertEqual(log.values, log.values.sorted())
            XCTAssertEqual(slider.value, 0.5, accuracy: 0.001)
            XCTAssertEqual(slider.thumb.frame.midX, 190 - 40, accuracy: 0.01)
        }
    }

    func test_slider_notContinuous_sendsOneValueChangedOnRelease() {
        controlScene { scene in
            let slider = makeSlider(scene)
            slider.isContinuous = false
            let log = ValueChangeLog(slider) { $0.value }

            scene.drag(from: CGPoint(x: 54, y: 115), to: CGPoint(x: 122, y: 115), steps: 4, lift: false)
            let whileDown = log.count
            scene.finger.up()

            XCTAssertEqual(whileDown, 0)
            XCTAssertEqual(log.values.count, 1)
            XCTAssertEqual(log.values.first ?? 0, 0.25, accuracy: 0.001)
        }
    }

    func test_slider_dragPastTheEnd_stopsAtMaximum() {
        controlScene { scene in
            let slider = makeSlider(scene, value: 0.5)
            let log = ValueChangeLog(slider) { $0.value }

            scene.drag(from: CGPoint(x: 190, y: 115), to: CGPoint(x: 389, y: 115), steps: 3)

            XCTAssertEqual(slider.value, 1)
            XCTAssertEqual(log.values.last, 1)
        }
    }

    func test_slider_grabOffThumbCenter_keepsTheOffset() {
        controlScene { scene in
            let slider = makeSlider(scene)

            // Grab the thumb 10 pt right of its center and move 68 pt: the value moves by 68 pt, not to the finger.
            scene.drag(from: CGPoint(x: 64, y: 115), to: CGPoint(x: 132, y: 115), steps: 2)

            XCTAssertEqual(slider.value, 0.25, accuracy: 0.001)
        }
    }

    func test_slider_touchOnTrackAwayFromThumb_changesNothing() {
        controlScene { scene in
            let slider = makeSlider(scene)
            let log = ValueChangeLog(slider) { $0.value }

            scene.drag(from: CGPoint(x: 250, y: 115), to: CGPoint(x: 300, y: 115), steps: 3)

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(log.count, 0)
        }
    }

    func test_slider_setValueAnimated_movesTheThumbOverAQuarterSecondWithoutAction() {
        controlScene { scene in
            let slider = makeSlider(scene)
            let log = ValueChangeLog(slider) { $0.value }

            slider.setValue(1, animated: true)
            scene.frame()
            scene.run(0.1)
            let midway = scene.onScreenFrame(slider.thumb).midX
            scene.run(0.3)

            XCTAssertEqual(slider.value, 1)
            XCTAssertGreaterThan(midway, 54 + 10)
            XCTAssertLessThan(midway, 326 - 10)
            XCTAssertEqual(scene.onScreenFrame(slider.thumb).midX, 326, accuracy: 0.01)
            XCTAssertEqual(log.count, 0)
        }
    }

    func test_slider_disabled_ignoresDrags() {
        controlScene { scene in
            let slider = makeSlider(scene)
            slider.isEnabled = false

            scene.drag(from: CGPoint(x: 54, y: 115), to: CGPoint(x: 190, y: 115), steps: 3)

            XCTAssertEqual(slider.value, 0)
            XCTAssertEqual(slider.content.alpha, ControlPalette.disabledAlpha, accuracy: 0.001)
        }
    }
}
