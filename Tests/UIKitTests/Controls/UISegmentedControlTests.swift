import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `UISegmentedControl`: segments, selection by touch, the sliding pill.
final class UISegmentedControlTests: XCTestCase {
    /// Three equal 100 pt segments at (40, 100).
    private func makeControl(_ scene: ControlScene) -> UISegmentedControl {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        return scene.add(control, at: CGPoint(x: 40, y: 100), size: CGSize(width: 300, height: 32))
    }

    func test_segmentedControl_initWithItems_makesSegmentsAndSelectsNothing() {
        controlScene { _ in
            let control = UISegmentedControl(items: ["Map", "Transit", "Satellite"])

            XCTAssertEqual(control.numberOfSegments, 3)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(UISegmentedControl.noSegment, -1)
            XCTAssertEqual(control.titleForSegment(at: 1), "Transit")
            XCTAssertNil(control.titleForSegment(at: 5))
            XCTAssertEqual(control.intrinsicContentSize.height, 32)
            XCTAssertEqual(control.frame.size, control.intrinsicContentSize)
        }
    }

    /// A subclass overriding the designated `init(items:)`, as apps do, selecting in its init.
    private final class FirstSelectedControl: UISegmentedControl {
        override init(items: [Any]?) {
            super.init(items: items)
            selectedSegmentIndex = 0
        }
        required init?(coder: NSCoder) { nil }
    }

    func test_segmentedControl_subclassInitItems_selectsInItsInit() {
        controlScene { _ in
            let control = FirstSelectedControl(items: ["On", "Off"])

            XCTAssertEqual(control.selectedSegmentIndex, 0)
            XCTAssertEqual(control.pill.alpha, 1)
        }
    }

    func test_segmentedControl_actionSegments_runTheTappedSegmentsAction() {
        controlScene { scene in
            var ran: [String] = []
            let control = UISegmentedControl(frame: .zero, actions: [
                UIAction(title: "Left") { _ in ran.append("left") }, UIAction(title: "Right") { _ in ran.append("right") },
            ])
            scene.add(control, at: CGPoint(x: 40, y: 100), size: CGSize(width: 200, height: 32))

            scene.tap(at: CGPoint(x: 200, y: 116))

            XCTAssertEqual(ran, ["right"])
            XCTAssertEqual(control.titleForSegment(at: 0), "Left")
        }
    }

    func test_segmentedControl_insertRemoveAndRetitle_keepTheSelection() {
        controlScene { _ in
            let control = UISegmentedControl(items: ["A", "B"])
            control.selectedSegmentIndex = 1

            control.insertSegment(withTitle: "Zero", at: 0, animated: false)
            let afterInsert = control.selectedSegmentIndex
            control.insertSegment(withTitle: "End", at: 99, animated: true)
            control.setTitle("Bee", forSegmentAt: 2)
            control.removeSegment(at: 0, animated: false)

            XCTAssertEqual(afterInsert, 2)
            XCTAssertEqual(control.selectedSegmentIndex, 1)
            XCTAssertEqual((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }, ["A", "Bee", "End"])
            control.removeSegment(at: 1, animated: false)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        }
    }

    func test_segmentedControl_tapSegment_selectsItAndSendsValueChanged() {
        controlScene { scene in
            let control = makeControl(scene)
            let log = ValueChangeLog(control) { $0.selectedSegmentIndex }

            scene.tap(at: CGPoint(x: 250, y: 116))
            scene.run(0.5)
            scene.tap(at: CGPoint(x: 250, y: 116))

            XCTAssertEqual(control.selectedSegmentIndex, 2)
            XCTAssertEqual(log.values, [2], "tapping the selected segment again sends nothing")
            XCTAssertEqual(control.pill.frame, CGRect(x: 202, y: 2, width: 96, height: 28))
        }
    }

    func test_segmentedControl_selectedPill_slidesAnimated() {
        controlScene { scene in
            let control = makeControl(scene)
            control.selectedSegmentIndex = 0
            scene.frame()

            scene.tap(at: CGPoint(x: 250, y: 116))
            scene.run(0.1)
            let midway = scene.onScreenFrame(control.pill).minX
            scene.run(0.4)

            XCTAssertGreaterThan(midway, 42 + 5)
            XCTAssertLessThan(midway, 242 - 5)
            XCTAssertEqual(scene.onScreenFrame(control.pill).minX, 242, accuracy: 0.01)
        }
    }

    func test_segmentedControl_disabledSegment_ignoresTaps() {
        controlScene { scene in
            let control = makeControl(scene)
            control.setEnabled(false, forSegmentAt: 1)
            let log = ValueChangeLog(control) { $0.selectedSegmentIndex }

            scene.tap(at: CGPoint(x: 190, y: 116))

            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(log.count, 0)
            XCTAssertFalse(control.isEnabledForSegment(at: 1))
        }
    }

    func test_segmentedControl_setSelectedIndex_sendsNoActionAndClampsToNoSegment() {
        controlScene { scene in
            let control = makeControl(scene)
            let log = ValueChangeLog(control) { $0.selectedSegmentIndex }

            control.selectedSegmentIndex = 1
            let valid = control.selectedSegmentIndex
            control.selectedSegmentIndex = 7

            XCTAssertEqual(valid, 1)
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
            XCTAssertEqual(log.count, 0)
        }
    }

    func test_segmentedControl_momentary_sendsForEveryTapAndKeepsNoSelection() {
        controlScene { scene in
            let control = makeControl(scene)
            control.isMomentary = true
            let log = ValueChangeLog(control) { $0.selectedSegmentIndex }

            scene.tap(at: CGPoint(x: 90, y: 116))
            scene.tap(at: CGPoint(x: 90, y: 116))

            XCTAssertEqual(log.values, [0, 0])
            XCTAssertEqual(control.selectedSegmentIndex, UISegmentedControl.noSegment)
        }
    }

    func test_segmentedControl_selectedTitle_isSemiboldAndTinted() {
        controlScene { scene in
            let control = makeControl(scene)
            control.selectedSegmentTintColor = .systemBlue
            control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)

            control.selectedSegmentIndex = 0

            XCTAssertEqual(control.labels[0].textColor, .white)
            XCTAssertEqual(control.labels[1].textColor, .label)
            XCTAssertEqual(control.pill.backgroundColor, .systemBlue)
            XCTAssertTrue(control.labels[0].font.isEqual(UISegmentedControl.selectedTitleFont))
        }
    }
}
