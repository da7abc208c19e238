import XCTest
@testable import Simulator
@testable import UIKit

/// The shortcut list the help shows, with the density the physical size (Ctrl+1) is worked out from.
final class HelpLinesTests: XCTestCase {
    func test_help_saysUnderThePhysicalSize_theDensityTheWindowMeasured() {
        let device = Device(model: .phone47)
        device.launch(device.run { UIViewController() })
        let session = SimulatorSession(device: device)

        let withoutWindow = session.helpLines.map(\.summary)
        session.physicalSizeNote = DisplayDensity.guess.shortDescription
        let lines = session.helpLines

        let physical = lines.firstIndex { $0.keys == "Ctrl+1" } ?? 0
        XCTAssertFalse(withoutWindow.contains { $0.contains("dpi") }, "headless, no density is said")
        XCTAssertEqual(lines[physical + 1].keys, "", "the density has a line of its own, under Ctrl+1")
        XCTAssertEqual(lines[physical + 1].summary, "at 96 dpi guessed")
    }
}
