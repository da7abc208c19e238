import XCTest
@testable import Demos
@testable import Simulator
@testable import UIKit

/// The interruption matrix (issue 11): each case interrupts a transition of every demo it
/// applies to, then asks whether UIKit is consistent (the invariant checker clean, the device
/// idle) and whether the app still answers (back pops, a push control pushes, a tab switches).
///
/// Navigation cases run on the demos with a stack; presentation cases on those that present;
/// tab cases on the tab demo. Frames are stepped without pixels to keep the matrix quick.
final class InterruptionMatrixTests: XCTestCase {
    /// The demos with a navigation stack that a tap pushes onto.
    private let navigationDemos = ["plain", "000-grid", "001-news", "002-modal", "004-bars"]
    /// The demos whose pop is UIKit's own interactive pop.
    private let uikitPopDemos = ["plain", "002-modal"]
    private let edgeY: CGFloat = 300

    /// Runs `body` on a fresh rig for each demo, then checks both questions.
    private func forEach(_ demos: [String], _ name: String, _ body: (InterruptionRig) -> Void,
                         file: StaticString = #filePath, line: UInt = #line) {
        for demo in demos {
            let rig = InterruptionRig(demo: demo)
            body(rig)
            for problem in rig.consistencyProblems() {
                XCTFail("\(demo), \(name): not consistent: \(problem)", file: file, line: line)
            }
            for problem in rig.answerProblems() {
                XCTFail("\(demo), \(name): not answering: \(problem)", file: file, line: line)
            }
        }
    }

    /// An edge drag held at `fraction` of the width (the pan begins with a longer move first).
    private func edgeDrag(_ rig: InterruptionRig, to fraction: CGFloat) -> CGPoint {
        let start = CGPoint(x: 2, y: edgeY)
        rig.touch(.began, start)
        rig.frame()
        let far = CGPoint(x: 2 + rig.width * 0.2, y: edgeY)
        rig.move(from: start, to: far, frames: 8)
        let held = CGPoint(x: 2 + rig.width * fraction, y: edgeY)
        rig.move(from: far, to: held, frames: 8)
        rig.move(from: held, to: held, frames: 3)
        return held
    }

    // MARK: Interactive pops cut short

    func test_interactivePop_cancelledAt1_50_99Percent_endsConsistentAndAnswering() {
        for fraction: CGFloat in [0.01, 0.5, 0.99] {
            forEach(navigationDemos, "cancel at \(Int(fraction * 100))%") { rig in
                rig.pushByTap()
                let pushed = rig.depth
                let held = edgeDrag(rig, to: fraction)
                rig.touch(.cancelled, held)
                rig.settle()
                // Seeds 000, 001 and 004 decide their own pops (a cancelled pan ends like a lift).
                if uikitPopDemos.contains(rig.demo) {
                    XCTAssertEqual(rig.depth, pushed, "\(rig.demo): a cancelled touch pops nothing")
                }
            }
        }
    }

    func test_interactivePop_fastFlickAt1Percent_finishes() {
        forEach(navigationDemos, "flick at 1%") { rig in
            rig.pushByTap()
            let pushed = rig.depth
            let held = edgeDrag(rig, to: 0.01)
            // Two fast moves (1,800 pt/s) from 1 %, lifted with the second.
            let flicked = CGPoint(x: held.x + 60, y: edgeY)
            rig.move(from: held, to: CGPoint(x: held.x + 30, y: edgeY), frames: 1)
            rig.touch(.moved, flicked)
            rig.touch(.ended, flicked)
            rig.settle()
            if uikitPopDemos.contains(rig.demo) {
                XCTAssertEqual(rig.depth, pushed - 1, "\(rig.demo): UIKit's own pop finishes on a flick")
            }
        }
    }

    func test_secondDrag_duringTheFirstOnesCancel_endsConsistentAndAnswering() {
        forEach(navigationDemos, "second drag during a cancel") { rig in
            rig.pushByTap()
            let held = edgeDrag(rig, to: 0.3)
            rig.touch(.ended, held)
            rig.frames(2)
            let second = edgeDrag(rig, to: 0.6)
            rig.touch(.ended, second)
        }
    }

    // MARK: Taps during pushes and pops

    func test_pushTappedAgain_duringAPush_pushesOnce() {
        forEach(navigationDemos, "push during a push") { rig in
            guard let push = rig.pushControl() else { return XCTFail("\(rig.demo): no push control") }
            let before = rig.depth
            rig.tap(push)
            rig.frames(4)
            rig.tap(push)
            rig.settle()
            XCTAssertEqual(rig.depth, before + 1, "\(rig.demo): the second tap falls during the push, which ignores touches")
        }
    }

    func test_popAskedFor_duringAPush_runsAfterIt() {
        forEach(navigationDemos, "pop during a push") { rig in
            let before = rig.depth
            guard let push = rig.pushControl() else { return XCTFail("\(rig.demo): no push control") }
            rig.tap(push)
            rig.frames(4)
            rig.device.run { _ = rig.navigation?.popViewController(animated: true) }
            rig.settle()
            XCTAssertEqual(rig.depth, before, "\(rig.demo): the queued pop takes the pushed page away")
        }
    }

    func test_backTappedTwice_popsOnce() {
        forEach(navigationDemos, "back tapped twice") { rig in
            rig.pushByTap()
            rig.pushByTap()
            let pushed = rig.depth
            guard let back = rig.backControl() else { return XCTFail("\(rig.demo): no back control") }
            rig.tap(back)
            rig.frames(2)
            rig.tap(back)
            rig.settle()
            XCTAssertEqual(rig.depth, pushed - 1, "\(rig.demo): the second tap falls during the pop")
        }
    }

    // MARK: Rotation

    func test_rotation_duringAPush_endsConsistentAndAnswering() {
        forEach(navigationDemos, "rotate during a push") { rig in
            guard let push = rig.pushControl() else { return XCTFail("\(rig.demo): no push control") }
            rig.tap(push)
            rig.frames(4)
            rig.rotate()
        }
    }

    func test_rotation_duringAPop_endsConsistentAndAnswering() {
        forEach(navigationDemos, "rotate during a pop") { rig in
            rig.pushByTap()
            guard let back = rig.backControl() else { return XCTFail("\(rig.demo): no back control") }
            rig.tap(back)
            rig.frames(3)
            rig.rotate()
        }
    }

    func test_rotation_duringAnInteractivePop_endsConsistentAndAnswering() {
        forEach(navigationDemos, "rotate during an interactive pop") { rig in
            rig.pushByTap()
            let held = edgeDrag(rig, to: 0.4)
            rig.rotate()
            rig.frames(3)
            rig.touch(.ended, held)
        }
    }

    func test_rotation_duringAnInteractivePresentation_endsConsistentAndAnswering() {
        forEach(["002-modal"], "rotate during an interactive presentation") { rig in
            let start = CGPoint(x: 340, y: 400), held = CGPoint(x: 250, y: 400)
            rig.touch(.began, start)
            rig.frame()
            rig.move(from: start, to: held, frames: 12)
            XCTAssertNotNil(rig.presented, "the drag presents interactively")
            rig.rotate()
            rig.frames(3)
            rig.touch(.ended, held)
        }
    }

    func test_rotation_duringAnInteractiveTabSwitch_endsConsistentAndAnswering() {
        forEach(["004-tabs"], "rotate during an interactive tab switch") { rig in
            let start = CGPoint(x: 300, y: 300), held = CGPoint(x: 150, y: 300)
            rig.touch(.began, start)
            rig.frame()
            rig.move(from: start, to: held, frames: 12)
            rig.rotate()
            rig.frames(3)
            rig.touch(.ended, held)
        }
    }

    // MARK: Presentations

    func test_presentAskedFor_duringAPop_runsAfterIt() {
        forEach(navigationDemos, "present during a pop") { rig in
            rig.pushByTap()
            guard let back = rig.backControl() else { return XCTFail("\(rig.demo): no back control") }
            rig.tap(back)
            rig.frames(3)
            rig.device.run { rig.navigation?.present(UIViewController(), animated: true) }
            rig.settle()
            XCTAssertNotNil(rig.presented, "\(rig.demo): the present waits for the pop, then runs")
        }
    }

    func test_dismissAskedFor_duringAPresent_runsAfterIt() {
        let presentingDemos = navigationDemos + ["003-door", "004-tabs"]
        forEach(presentingDemos, "dismiss during a present") { rig in
            switch rig.demo {
            case "002-modal": rig.tap(CGPoint(x: 340, y: 632))
            case "003-door": rig.tap(CGPoint(x: 187, y: 204))
            default: rig.device.run { rig.root?.present(UIViewController(), animated: true) }
            }
            rig.frames(5)
            XCTAssertNotNil(rig.presented, "\(rig.demo): presenting")
            rig.device.run { rig.root?.dismiss(animated: true) }
            rig.settle()
            XCTAssertNil(rig.presented, "\(rig.demo): the dismissal waits for the presentation, then runs")
        }
    }

    func test_tabSwitch_cancelledAt1_50_99Percent_endsConsistentAndAnswering() {
        for fraction: CGFloat in [0.01, 0.5, 0.99] {
            forEach(["004-tabs"], "tab switch cancelled at \(Int(fraction * 100))%") { rig in
                let start = CGPoint(x: 360, y: 300)
                rig.touch(.began, start)
                rig.frame()
                let far = CGPoint(x: 300, y: 300), held = CGPoint(x: max(1, 360 - rig.width * fraction), y: 300)
                rig.move(from: start, to: far, frames: 8)
                rig.move(from: far, to: held, frames: 8)
                rig.touch(.cancelled, held)
                rig.settle()
                XCTAssertEqual(rig.selectedTab, 0, "a cancelled touch switches nothing")
            }
        }
    }
}
