import Raster
import TestSupport
import XCTest
@testable import QuartzCore
@testable import UIKit

/// `initialFrame(for:)` and `finalFrame(for:)` as UIKit answers them (docs/TRANSITIONS.md):
/// every operation, presentation style and controller, read by an animator when the
/// transition begins; and the slide-in menu that depends on a custom dismissal's answer.
final class TransitionContextFrameTests: UIKitTestCase {
    /// One row of the table: an operation, what it is expected to answer for the "from" and
    /// "to" controllers (nil: not checked).
    struct Row {
        let name: String
        let initialFrom: ExpectedFrame?, finalFrom: ExpectedFrame?, initialTo: ExpectedFrame?, finalTo: ExpectedFrame?
    }

    /// The rows of a presentation and its dismissal in `style`; the presenter's answers are
    /// checked unless `presenterChecked` is false (under a sheet it is shrunk).
    private func presentationRows(_ style: String, dismissalFinal: ExpectedFrame, presenterChecked: Bool = true) -> [Row] {
        let presenter: ExpectedFrame? = presenterChecked ? .container : nil
        return [Row(name: "present \(style)", initialFrom: presenter, finalFrom: presenter, initialTo: .zero, finalTo: .presentedFrame),
                Row(name: "dismiss \(style)", initialFrom: .fromViewFrame, finalFrom: dismissalFinal, initialTo: presenter, finalTo: presenter)]
    }

    /// Checks `answers` against `row`, one message per wrong answer.
    private func check(_ answers: TransitionFrameAnswers?, _ row: Row) -> [String] {
        guard let answers else { return ["\(row.name): the animator was not asked"] }
        let checks: [(String, CGRect, ExpectedFrame?)] = [
            ("initialFrame(from)", answers.initialFrom, row.initialFrom), ("finalFrame(from)", answers.finalFrom, row.finalFrom),
            ("initialFrame(to)", answers.initialTo, row.initialTo), ("finalFrame(to)", answers.finalTo, row.finalTo),
        ]
        return checks.compactMap { name, actual, expected in
            guard let expected else { return nil }
            let want = expected.rect(in: answers)
            return actual == want ? nil : "\(row.name): \(name) is \(actual), UIKit answers \(expected) (\(want))"
        }
    }

    /// Presents and dismisses a page in `style` with the recording animator; returns both answers.
    private func presentAndDismiss(_ style: UIModalPresentationStyle, withController: Bool) -> [TransitionFrameAnswers?] {
        var answers: [TransitionFrameAnswers?] = []
        presentationScene { scene, log in
            let delegate = FrameRecordingDelegate()
            delegate.makesPresentationController = withController
            let page = RecordingViewController("B", log: log)
            page.modalPresentationStyle = style
            page.transitioningDelegate = delegate
            scene.root.present(page, animated: true)
            scene.settle()
            answers.append(delegate.animator.answers)
            scene.root.dismiss(animated: true)
            scene.settle()
            answers.append(delegate.animator.answers)
        }
        return answers
    }

    func test_frames_answerAsUIKit_forEveryOperationStyleAndController() {
        var wrong: [String] = []
        // Push and pop: the page leaving starts where it is, the page arriving ends filling the
        // container; the other two answers are .zero.
        presentationScene { scene, log in
            let delegate = FrameRecordingDelegate()
            let navigation = UINavigationController(rootViewController: RecordingViewController("N1", log: log))
            navigation.delegate = delegate
            navigation.modalPresentationStyle = .fullScreen
            scene.root.present(navigation, animated: false)
            scene.settle()
            navigation.pushViewController(RecordingViewController("N2", log: log), animated: true)
            scene.settle()
            let row = Row(name: "push", initialFrom: .fromViewFrame, finalFrom: .zero, initialTo: .zero, finalTo: .container)
            wrong += check(delegate.animator.answers, row)
            navigation.popViewController(animated: true)
            scene.settle()
            wrong += check(delegate.animator.answers, Row(name: "pop", initialFrom: .fromViewFrame, finalFrom: .zero, initialTo: .zero,
                                                          finalTo: .container))
        }
        let styles: [(String, UIModalPresentationStyle, Bool, ExpectedFrame, Bool)] = [
            ("fullScreen", .fullScreen, false, .zero, true),
            ("overFullScreen", .overFullScreen, false, .zero, true),
            ("custom without a presentation controller", .custom, false, .presentedFrame, true),
            ("custom with a presentation controller", .custom, true, .presentedFrame, true),
            ("pageSheet", .pageSheet, false, .zero, false),
            ("formSheet", .formSheet, false, .zero, false),
        ]
        for (name, style, withController, dismissalFinal, presenterChecked) in styles {
            let answers = presentAndDismiss(style, withController: withController)
            let rows = presentationRows(name, dismissalFinal: dismissalFinal, presenterChecked: presenterChecked)
            for (row, answer) in zip(rows, answers) { wrong += check(answer, row) }
        }
        XCTAssertTrue(wrong.isEmpty, "\(wrong.count) answers differ from UIKit's:\n" + wrong.joined(separator: "\n"))
    }

    func test_customDismissal_finalFrameForPresented_isPresentedFrame() {
        // Setup: a .custom page with a presentation controller giving it the left two thirds.
        let answers = presentAndDismiss(.custom, withController: true)

        // Action: the dismissal's animator asked for the presented controller's final frame.
        let dismissal = answers.last.flatMap { $0 }

        // Assertions: it keeps its presented frame, as on iOS.
        XCTAssertEqual(dismissal?.finalFrom, CGRect(x: 0, y: 0, width: 260, height: 844))
        XCTAssertEqual(dismissal?.initialFrom, CGRect(x: 0, y: 0, width: 260, height: 844))
    }

    func test_slideInMenu_midDismissal_isStillVisibleAndPartWayOut() {
        presentationScene { scene, log in
            // Setup: a red menu presented by the tutorials' slide-in animator, settled.
            let delegate = SlideInMenuDelegate()
            let menu = RecordingViewController("Menu", log: log)
            menu.view.backgroundColor = .red
            scene.root.view.backgroundColor = .white
            menu.modalPresentationStyle = .custom
            menu.transitioningDelegate = delegate
            scene.root.present(menu, animated: true)
            scene.settle()
            XCTAssertEqual(menu.view.frame, CGRect(x: 0, y: 0, width: 260, height: 844))

            // Action: dismiss, and draw the screen halfway through the 0.4 s linear slide.
            scene.root.dismiss(animated: true)
            scene.run(0.2)
            let screen = LayerCompositor(width: 195, height: 422, scale: 0.5).render(scene.window.layer)

            // Assertions: the menu is half out, full height: red from x 0 to about 130 pt.
            let red = RGBA8(red: 1, green: 0, blue: 0)
            let frame = scene.onScreenFrame(menu.view)
            XCTAssertEqual(frame.width, 260, "the menu keeps its size while it slides")
            XCTAssertEqual(frame.minX, -130, accuracy: 10, "the menu is part-way out")
            XCTAssertEqual(screen[30, 350], red, "the menu's visible half covers the bottom of the screen")
            XCTAssertEqual(screen[50, 100], red)
            XCTAssertNotEqual(screen[80, 350], red, "the screen right of the menu shows the presenter")
            scene.settle()
            XCTAssertNil(scene.root.presentedViewController)
            _ = delegate
        }
    }
}
