import Foundation
import TestSupport
import Demos
import Recording
import Simulator
import UIKit

/// A person's inputs, scripted: a demo launched on a small phone with a recorder attached, and
/// taps, drags, waits and shortcuts given through the session as the window gives them.
final class SessionScript {
    let session: SimulatorSession
    let recorder: SessionRecorder
    let path: String

    /// The 4.7-inch phone at 1x: small frames keep the replays quick.
    static let model: DeviceModel = {
        var model = DeviceModel.phone47
        model.scale = 1
        return model
    }()

    /// Launches `demo` on `model` and starts recording to `path`, or to a new file in the
    /// temporary folder.
    init(demo: String?, path: String? = nil, model: DeviceModel = SessionScript.model) throws {
        let device = Device(model: model)
        device.launch(device.run { demo.flatMap(DemoApp.makeRootViewController(demo:)) ?? DemoApp.makeRootViewController() })
        session = SimulatorSession(device: device)
        self.path = path ?? TemporaryFiles.path(prefix: "recording", suffix: ".jsonl")
        recorder = SessionRecorder(session: session, app: SessionHeader.demoCatalogueApp, demo: demo, pathForNextRecording: { NSTemporaryDirectory() + "unused.jsonl" })
        // A path given is a session to record again (RECORD_SESSIONS=1): replaced, never appended to.
        try recorder.start(path: self.path, creation: path == nil ? .new : .replacing)
    }

    /// The root a header launches, as the command line makes it.
    static func root(for header: SessionHeader) -> UIViewController? {
        header.demo.map { DemoApp.makeRootViewController(demo: $0) } ?? DemoApp.makeRootViewController()
    }

    /// How many pages the window's navigation controller holds (0 without one).
    var stackDepth: Int {
        session.device.run { (session.device.window?.rootViewController as? UINavigationController)?.viewControllers.count ?? 0 }
    }

    func wait(_ frames: Int) {
        for _ in 0..<frames { session.tick() }
    }

    func tap(_ point: CGPoint) {
        session.touch(.began, atScreenPoint: point)
        wait(2)
        session.touch(.ended, atScreenPoint: point)
        wait(1)
    }

    /// A straight drag, one sample per frame, lifted at the end.
    func drag(from start: CGPoint, to end: CGPoint, frames: Int) {
        session.touch(.began, atScreenPoint: start)
        wait(1)
        for i in 1...frames {
            let t = CGFloat(i) / CGFloat(frames)
            session.touch(.moved, atScreenPoint: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            wait(1)
        }
        session.touch(.ended, atScreenPoint: end)
        wait(1)
    }

    /// Stops recording and reads the file back.
    func finish() throws -> SessionFile {
        try recorder.stop()
        return try SessionFile.read(path: path)
    }

    /// A short journey through `demo` that moves something on screen: a push or presentation
    /// and the way back, or a tab switch (points on the 4.7-inch phone, 375 x 667).
    func journey(for demo: String) {
        wait(5)
        switch demo {
        case "002-modal":
            tap(CGPoint(x: 340, y: 632)) // the corner button presents
            wait(90)
            tap(CGPoint(x: 187.5, y: 452)) // "Back" dismisses
        case "003-door":
            tap(CGPoint(x: 187, y: 204)) // the door opens
            wait(45)
            tap(CGPoint(x: 187, y: 600)) // and closes on a tap
        case "004-bars":
            for y in [200.0, 260, 320] { tap(CGPoint(x: 187.5, y: y)); wait(10) } // a "Push" button among them
            wait(30)
            drag(from: CGPoint(x: 187, y: 600), to: CGPoint(x: 427, y: 600), frames: 12) // a full-screen pop
        case "004-tabs":
            tap(CGPoint(x: 140.6, y: 642)) // the second tab
            wait(40)
            drag(from: CGPoint(x: 320, y: 300), to: CGPoint(x: 80, y: 300), frames: 12)
        default:
            tap(CGPoint(x: 187.5, y: 452)) // the plain page's "Push page" button; a row or cell elsewhere
            wait(40)
            drag(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 250, y: 400), frames: 15) // an edge pop
        }
        wait(40)
    }
}
