import Overlays
import Simulator
@testable import SimulatorWindow
import XCTest

/// The review window's own keys (`ReviewKeys.table`), headless: each gives its action, none
/// works with Ctrl, and none is a key the live window's shortcuts (`SimulatorCommand.policy`),
/// which the review window looks up first, would take.
final class ReviewKeyBindingTests: XCTestCase {
    private let bindings = ReviewKeys.bindings

    func test_eachKey_givesItsAction_andNothingWithCtrl() {
        for (code, action) in bindings {
            XCTAssertEqual(ReviewKeys.action(forKeyCode: code, ctrl: false), action, "key \(code)")
            XCTAssertNil(ReviewKeys.action(forKeyCode: code, ctrl: true), "key \(code) with Ctrl")
        }
        // SDL's key codes for the space bar and the letters are their ASCII codes.
        XCTAssertEqual(ReviewKeys.action(forKeyCode: 0x20, ctrl: false), .bar(.playPause))
        XCTAssertNil(ReviewKeys.action(forKeyCode: Int32(UInt8(ascii: "x")), ctrl: false))
    }

    func test_noKey_isClaimedTwice_norByTheLiveWindowsShortcuts() {
        let codes = bindings.map(\.code)

        XCTAssertEqual(Set(codes).count, codes.count, "a key gives one review action")
        for code in codes {
            for shift in [false, true] {
                XCTAssertNil(WindowHost.command(forKeyCode: code, ctrl: false, shift: shift),
                             "key \(code) is a live shortcut's too, which the review window reads first")
            }
        }
    }

    func test_everyButtonOfTheBar_butTheTimeline_hasAKey() {
        let buttons: [ReviewBar.Action] = [.previousMark, .stepBack, .playPause, .stepForward, .nextMark, .slower, .faster, .backToOriginal]

        for button in buttons {
            XCTAssertTrue(bindings.contains { $0.action == .bar(button) }, "\(button)")
        }
    }
}
