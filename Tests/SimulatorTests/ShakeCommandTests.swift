import XCTest
@testable import Simulator
@testable import UIKit

/// A view controller that writes down the motions it hears.
private final class ShakeListeningController: UIViewController {
    var heard: [String] = []

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("began \(motion) \(event.map { "\($0.type)" } ?? "no event")")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("ended \(motion) \(event.map { "\($0.type)" } ?? "no event")")
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("cancelled \(motion)")
    }
}

/// Ctrl+Shift+Z shakes the device, as the iOS Simulator's Device > Shake: the app's frontmost
/// view controller hears the motion begin and end (docs/UIKIT.md, "Shaking").
final class ShakeCommandTests: XCTestCase {
    private func session(root: UIViewController) -> SimulatorSession {
        var model = DeviceModel.phone47
        model.scale = 1
        let device = Device(model: model)
        device.launch(root)
        return SimulatorSession(device: device)
    }

    func test_shake_theRootViewController_hearsMotionBeganThenEnded_asAShakeOfTypeMotion() {
        let controller = ShakeListeningController()
        let session = session(root: controller)

        session.perform(.shake)

        XCTAssertEqual(controller.heard, ["began motionShake motion", "ended motionShake motion"])
    }

    func test_shake_goesToThePresentedController_notTheOneUnderIt() {
        let root = ShakeListeningController(), presented = ShakeListeningController()
        let session = session(root: root)
        session.device.run { root.present(presented, animated: false) }
        session.device.step(frames: 2)

        session.perform(.shake)

        XCTAssertEqual(presented.heard.count, 2)
        XCTAssertEqual(root.heard, [], "the presented controller keeps it: its chain does not pass its presenter")
    }

    func test_shake_inTheBackground_reachesNoOne() {
        let controller = ShakeListeningController()
        let session = session(root: controller)
        session.perform(.enterBackground)

        session.perform(.shake)

        XCTAssertEqual(controller.heard, [], "iOS sends motions to the app in front")
    }

    func test_ctrlShiftZ_givesShake_andCtrlZAloneGivesNothing() {
        XCTAssertEqual(SimulatorCommand(pressing: .letter("z"), ctrl: true, shift: true), .shake)
        XCTAssertNil(SimulatorCommand(pressing: .letter("z"), ctrl: true, shift: false))
        XCTAssertNil(SimulatorCommand(pressing: .letter("z"), ctrl: false, shift: true))
    }

    func test_help_listsCtrlShiftZ_asShake() {
        let session = session(root: UIViewController())

        let lines = session.helpLines

        XCTAssertTrue(lines.contains { $0.keys == "Ctrl+Shift+Z" && $0.summary == "Shake" }, "\(lines)")
    }

    func test_shake_isRecordedAsShake_inFormat7_andChangesTheApp() {
        let policy = SimulatorCommand.shake.policy

        XCTAssertEqual(policy.sessionName, "shake")
        XCTAssertEqual(policy.sessionFormat, 7)
        XCTAssertEqual(policy.reach, .app, "a replay is allowed it only once taken over")
        XCTAssertFalse(SimulatorCommand.sessionNames(inFormat: 6).contains("shake"))
    }
}
