import Foundation
import Recording
import Simulator
import TestSupport
import UIKit
import XCTest

/// A controller that turns its view orange when shaken and writes down the frame it heard it at.
private final class ShakenController: UIViewController {
    var shakenAtFrames: [Int] = []
    var frameCount: () -> Int = { 0 }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        guard motion == .motionShake else { return }
        shakenAtFrames.append(frameCount())
        view.backgroundColor = .orange
    }
}

/// Ctrl+Shift+Z (the iOS Simulator's Shake) is recorded as the shortcut `shake` (format 7), and
/// a replay shakes the app at the same frame.
final class ShakeSessionTests: XCTestCase {
    private static var model: DeviceModel {
        var model = DeviceModel.phone47
        model.scale = 1
        return model
    }

    /// A session of a `ShakenController` on the small phone, told the device's frame count.
    private static func launch(_ device: Device) -> ShakenController {
        let controller = device.run { ShakenController() }
        controller.frameCount = { [unowned device] in device.frameCount }
        device.launch(controller)
        return controller
    }

    func test_aShake_isRecorded_replaysAtTheSameFrame_andVerifies() throws {
        // Setup: a recording of a controller that changes colour when shaken.
        let device = Device(model: Self.model)
        let recorded = Self.launch(device)
        let session = SimulatorSession(device: device)
        let path = TemporaryFiles.path(prefix: "shake", suffix: ".jsonl")
        let recorder = SessionRecorder(session: session, app: SessionHeader.demoCatalogueApp, demo: nil,
                                       pathForNextRecording: { path })
        try recorder.start(path: path, creation: .new)

        // Action: a few frames, a shake, a few more; then replay the file.
        for _ in 0..<5 { session.tick() }
        session.perform(.shake)
        for _ in 0..<5 { session.tick() }
        try recorder.stop()
        let file = try SessionFile.read(path: path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var replayedController: ShakenController?
        let replayed = try SessionReplayer.launch(file) { _ in
            let controller = ShakenController()
            replayedController = controller
            return controller
        }
        replayedController?.frameCount = { [unowned replayed] in replayed.device.frameCount }
        _ = SessionReplayer(file: file, session: replayed).playToEnd { _ in }

        // Assertions
        XCTAssertEqual(recorded.shakenAtFrames, [5])
        XCTAssertTrue(text.contains("[5,\"k\",\"shake\"]"), text)
        XCTAssertEqual(file.header.format, 7, "the shortcut's name came with format 7")
        XCTAssertEqual(replayedController?.shakenAtFrames, recorded.shakenAtFrames)
        XCTAssertTrue(try SessionVerifier.verify(file) { _ in ShakenController() }.passed)
    }

    func test_aShake_inAFormat6File_isRefusedByName_asAFormat6ReaderWould() {
        let header = "{\"app\":\"transition-lab\",\"device\":\"iphone-4.7\",\"format\":6,\"kind\":\"transition-lab-session\","
            + "\"orientation\":\"portrait\",\"scale\":1,\"version\":\"0.6.0\"}"

        XCTAssertThrowsError(try SessionFile(text: header + "\n[3,\"k\",\"shake\"]\n[4,\"end\"]\n")) { error in
            let error = error as? SessionFileError
            XCTAssertEqual(error.map { "\($0.line) \($0.field)" }, "2 command")
            XCTAssertTrue(error?.message.contains("\"shake\"") ?? false, "the name is quoted")
        }
        XCTAssertNoThrow(try SessionFile(text: header.replacingOccurrences(of: "\"format\":6", with: "\"format\":7")
                                         + "\n[3,\"k\",\"shake\"]\n[4,\"end\"]\n"))
    }
}
