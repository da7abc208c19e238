import TestSupport
import XCTest
@testable import QuartzCore
@_spi(TransitionLab) @testable import UIKit

final class UIControlTests: UIKitTestCase {
    private final class Receiver {
        var taps: [UIButton] = []
        var events: [String] = []
        func didTap(_ sender: UIButton) { taps.append(sender) }
        func touchDown() { events.append("down") }
    }

    private func makeButton(_ scene: TouchScene) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        return scene.addView(button, frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    }

    func test_button_touchUpInside_callsMethodReferenceWithTheButton() {
        touchScene { scene in
            let receiver = Receiver()
            let button = makeButton(scene)
            button.addTarget(receiver, action: Receiver.didTap, for: .touchUpInside)
            button.addTarget(receiver, action: Receiver.touchDown, for: .touchDown)

            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertEqual(receiver.taps.count, 1)
            XCTAssertTrue(receiver.taps.first === button)
            XCTAssertEqual(receiver.events, ["down"])
        }
    }

    func test_button_touchUpInside_runsUIActionWithSender() {
        touchScene { scene in
            var sender: Any?
            let button = makeButton(scene)
            button.addAction(UIAction { action in sender = action.sender }, for: .touchUpInside)

            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertTrue((sender as AnyObject?) === button)
        }
    }

    func test_highlight_onWhileInsideOffWhenDraggedFarOutsideAndOnLift() {
        touchScene { scene in
            let button = makeButton(scene)

            scene.finger.down(at: CGPoint(x: 150, y: 120))
            let down = button.isHighlighted
            scene.finger.move(to: CGPoint(x: 150, y: 180)) // 36 pt below: within the 70 pt tolerance
            let near = button.isHighlighted
            scene.finger.move(to: CGPoint(x: 150, y: 300))
            let far = button.isHighlighted
            scene.finger.up()

            XCTAssertTrue(down)
            XCTAssertTrue(near)
            XCTAssertFalse(far)
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(button.state, .normal)
        }
    }

    func test_liftFarOutside_sendsTouchUpOutsideNotInside() {
        touchScene { scene in
            var events: [String] = []
            let button = makeButton(scene)
            button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
            button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)
            button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)

            scene.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 150, y: 400), steps: 2)

            XCTAssertEqual(events, ["exit", "outside"])
        }
    }

    func test_disabledButton_sendsNoAction() {
        touchScene { scene in
            var fired = false
            let button = makeButton(scene)
            button.addAction(UIAction { _ in fired = true }, for: .touchUpInside)
            button.isEnabled = false

            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertFalse(fired)
            XCTAssertEqual(button.state, .disabled)
        }
    }

    func test_removeTarget_stopsItsActions() {
        touchScene { scene in
            let receiver = Receiver()
            let button = makeButton(scene)
            button.addTarget(receiver, action: Receiver.didTap, for: .touchUpInside)

            button.removeTarget(receiver, for: .touchUpInside)
            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertEqual(receiver.taps.count, 0)
            XCTAssertEqual(button.allControlEvents, [])
        }
    }

    func test_superviewTapRecognizer_doesNotStealTheButtonsTap() {
        touchScene { scene in
            var tapped = false, recognized = false
            let container = scene.addView(UIView())
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            container.addSubview(button)
            button.addAction(UIAction { _ in tapped = true }, for: .touchUpInside)
            container.addGestureRecognizer(UITapGestureRecognizer { _ in recognized = true })

            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertTrue(tapped)
            XCTAssertFalse(recognized)
        }
    }

    func test_panOverButton_cancelsTrackingAndSendsTouchCancel() {
        touchScene { scene in
            var events: [String] = []
            let container = scene.addView(UIView())
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            container.addSubview(button)
            button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
            button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
            container.addGestureRecognizer(UIPanGestureRecognizer())

            scene.drag(from: CGPoint(x: 120, y: 120), to: CGPoint(x: 180, y: 120), steps: 3)

            XCTAssertEqual(events, ["cancel"])
            XCTAssertFalse(button.isHighlighted)
        }
    }

    func test_sendActionsForValueChanged_callsOnlyMatchingActions() {
        touchScene { _ in
            var calls: [String] = []
            let control = UIControl(frame: .zero)
            control.addAction(UIAction { _ in calls.append("value") }, for: .valueChanged)
            control.addAction(UIAction { _ in calls.append("tap") }, for: .touchUpInside)

            control.sendActions(for: .valueChanged)

            XCTAssertEqual(calls, ["value"])
        }
    }

    func test_sameActionAddedTwice_runsOnce() {
        touchScene { _ in
            var count = 0
            let control = UIControl(frame: .zero)
            let action = UIAction { _ in count += 1 }
            control.addAction(action, for: .valueChanged)
            control.addAction(action, for: .valueChanged)

            control.sendActions(for: .valueChanged)

            XCTAssertEqual(count, 1)
        }
    }

    func test_buttonTitle_perStateFallsBackToNormal() {
        touchScene { _ in
            let button = UIButton(type: .custom)
            button.setTitle("Play", for: .normal)
            button.setTitle("Pause", for: .selected)
            button.setTitleColor(.red, for: .normal)

            let normalTitle = button.titleLabel?.text
            button.isSelected = true

            XCTAssertEqual(normalTitle, "Play")
            XCTAssertEqual(button.titleLabel?.text, "Pause")
            XCTAssertEqual(button.currentTitle, "Pause")
            XCTAssertEqual(button.title(for: .highlighted), "Play")
            XCTAssertEqual(button.titleLabel?.textColor, .red, "the selected state falls back to normal's color")
        }
    }

    func test_systemButton_highlightDimsTitleWhileFingerIsDown() {
        touchScene { scene in
            let button = makeButton(scene)

            scene.finger.down(at: CGPoint(x: 150, y: 120))
            let dimmed = button.titleLabel!.alpha
            scene.finger.up()

            XCTAssertEqual(dimmed, UIButton.systemHighlightAlpha, accuracy: 0.001)
            XCTAssertEqual(button.titleLabel!.alpha, 1)
            XCTAssertEqual(button.titleLabel?.textColor, button.tintColor)
        }
    }

    func test_buttonWithPrimaryAction_runsItOnTapAndTakesItsTitle() {
        touchScene { scene in
            var ran = 0
            let button = UIButton(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
            scene.addView(button, frame: CGRect(x: 100, y: 100, width: 100, height: 44))

            scene.tap(at: CGPoint(x: 150, y: 120))

            XCTAssertEqual(ran, 1)
            XCTAssertEqual(button.title(for: .normal), "Go")
        }
    }

    func test_buttonLayout_centersTitleInBounds() {
        touchScene { scene in
            let button = makeButton(scene)

            button.layoutIfNeeded()

            let label = button.titleLabel!
            XCTAssertGreaterThan(label.frame.width, 0)
            XCTAssertEqual(label.frame.midX, button.bounds.midX, accuracy: 0.5)
            XCTAssertEqual(label.frame.midY, button.bounds.midY, accuracy: 0.5)
        }
    }
}
