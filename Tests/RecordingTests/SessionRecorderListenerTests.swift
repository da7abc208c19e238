import XCTest
import Recording
import Simulator

/// A recorder is one listener among others on its session: another command or tick observer
/// added beside it neither silences it nor is silenced by it.
final class SessionRecorderListenerTests: XCTestCase {
    func test_recorderAndAnotherObserver_commandsAndTicks_bothHearThem() throws {
        let script = try SessionScript(demo: "plain")
        var commands: [SimulatorCommand] = []
        var ticks = 0
        script.session.addCommandObserver { commands.append($0) }
        script.session.addTickObserver { _ in ticks += 1 }

        script.wait(2)
        script.session.perform(.toggleSlowAnimations)
        script.wait(3)
        let file = try script.finish()

        XCTAssertEqual(commands, [.toggleSlowAnimations], "the other observer hears the command")
        XCTAssertEqual(ticks, 5, "and every tick")
        XCTAssertTrue(file.events.contains { $0.event == .command(.toggleSlowAnimations) }, "the recorder wrote the command")
        XCTAssertFalse(file.hashes.isEmpty, "and hashed frames after its ticks")
    }
}
