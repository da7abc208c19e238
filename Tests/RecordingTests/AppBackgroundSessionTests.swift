import Foundation
import Recording
import Simulator
import UIKit
import XCTest

/// The app sent to the background and back (the window minimized and restored) is recorded as
/// the shortcuts `background` and `foreground`, and a replay moves the app as the recording did.
final class AppBackgroundSessionTests: XCTestCase {
    func test_backgroundAndForeground_areRecorded_andReplayedIntoTheSameStates() throws {
        // Setup: a session recording its inputs.
        let script = try SessionScript(demo: "plain")
        let device = script.session.device

        // Action: to the background, a second, back.
        script.session.perform(.enterBackground)
        script.wait(60)
        let recordedState = device.applicationState
        script.session.perform(.enterForeground)
        script.wait(10)
        let file = try script.finish()
        let text = try String(contentsOfFile: script.path, encoding: .utf8)
        let replayed = try SessionReplayer.launch(file, makeRoot: SessionScript.root(for:))
        let replayer = SessionReplayer(file: file, session: replayed)
        var states: [UIApplication.State] = []
        _ = replayer.playToEnd { _ in states.append(replayed.device.applicationState) }

        // Assertions
        XCTAssertEqual(recordedState, .background)
        XCTAssertTrue(text.contains("\"k\",\"background\"]") && text.contains("\"k\",\"foreground\"]"), text)
        XCTAssertTrue(states.contains(.background), "the replay went to the background")
        XCTAssertEqual(states.last, .active, "and came back")
        XCTAssertTrue(try SessionVerifier.verify(file, makeRoot: SessionScript.root(for:)).passed)
    }
}
