// A user's package imports this module alone for the simulator: the headless core's public
// part (Device, DeviceModel) comes with the window.
@_exported import Simulator
import Overlays
import Raster
import Foundation
import PNGCodec
import Recording
import UIKit

/// Runs an app in the simulator window: the entry point for users' own packages.
///
/// ```swift
/// import SimulatorWindow
/// import UIKit
/// SimulatorApp.run { UINavigationController(rootViewController: MyViewController()) }
/// ```
public enum SimulatorApp {
    /// Opens a window showing a phone of `model` running the app whose root view controller
    /// `makeRoot` returns (called inside the device's context), until the window closes, or
    /// after `maxFrames` frames; `screenshotPath` then receives the last picture shown.
    /// Ctrl+S saves screenshots in `screenshotFolder` (the current folder when nil).
    /// Ctrl+R records the session to a file in the current folder; `recordingPath` starts
    /// recording there at launch. Recordings name the app `app` (by default this executable's
    /// file name), and `demo` the demo it opened, if any.
    /// `watchStatus`, given by `transition-lab open --watch`, is the watch's status file: the
    /// window then shows a watch bar under its strip (docs/YOUR-APP.md).
    /// Returns the process exit status: 0, or 1 when no window could be opened, or the
    /// screenshot or a recording could not be written (the reason is printed to standard
    /// error, and a recording's failure is shown in the window as it happens).
    @discardableResult
    package static func run(app: String = executableName, model: DeviceModel = .phone61, maxFrames: Int? = nil, screenshotPath: String? = nil,
                           demo: String? = nil, recordingPath: String? = nil, replacingRecording: Bool = false,
                           screenshotFolder: String? = nil, resuming resumed: SessionFile? = nil, watchStatus: String? = nil,
                           makeRoot: () -> UIViewController) -> Int32 {
        let device = Device(model: model, threads: 2)
        let session = SimulatorSession(device: device, screenshotFolder: screenshotFolder ?? FileManager.default.currentDirectoryPath)
        report(session)
        // Before the window opens, which is sized with the bar.
        if watchStatus != nil { session.watchBar = WatchBar(build: 1, resumedFrame: 0) }
        let host: WindowHost
        do {
            host = try openWindow(for: session)
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
        do {
            try device.launchApp(device.run(makeRoot))
        } catch {
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
        let recorder = SessionRecorder(session: session, app: app, demo: demo, pathForNextRecording: Self.nextRecordingPath)
        recorder.onStatus = { result in
            switch result {
            case .success(let message):
                // At once, even into a pipe or a file: a watch or a script waits for it.
                print(message)
                fflush(stdout)
            // The window shows it too (a red REC failed pill and a toast that stays until seen).
            case .failure(let error): StandardStreams.writeError("error: \(error)\n")
            }
        }
        // Inputs since launch are the recording's too (the recorder keeps them), its hashes start
        // after them: so the resumed frames are played undrawn.
        if let resumed {
            let marks = ReviewBar.marks(of: resumed, on: device) { resume(resumed, in: session) }
            session.watchBar?.marks = marks
            session.watchBar?.resumedFrame = device.frameCount
        }
        if let watchStatus { follow(WatchStatusFile(path: watchStatus), in: session, host: host) }
        if let recordingPath {
            do {
                try recorder.start(path: recordingPath, creation: replacingRecording ? .replacing : .new)
            } catch {
                StandardStreams.writeError("error: cannot record: \(error)\n")
                return 1
            }
        }
        // The host owns the wall clock: it tells the recorder how long the session sat idle.
        host.onIdleTime = { recorder.idleTimePassed(frames: $0) }
        host.run(session, maxFrames: maxFrames)
        // The screenshot first: it is the last picture shown, REC mark included.
        let status = finish(session, screenshotPath: screenshotPath)
        do {
            try recorder.stop()
        } catch {
            // A `RecordingFailure`: the file, the reason, and what the file keeps.
            StandardStreams.writeError("error: \(error)\n")
            return 1
        }
        // A recording that could not be written was told when it stopped; the exit says so too.
        return recorder.failure != nil ? 1 : status
    }

    /// Plays `file`'s inputs into `session` (just launched) to the file's last frame, undrawn,
    /// then draws: the window opens on the moment the file ended, a paused clock or a slowed
    /// transition included (`record --resume`; `open --watch` relaunches a new build so).
    static func resume(_ file: SessionFile, in session: SimulatorSession) {
        // Held as the file's phone was at its launch, as a replay launches it.
        if let orientation = file.header.interfaceOrientation, orientation != .portrait {
            session.device.rotate(to: orientation, animated: false)
        }
        let replayer = SessionReplayer(file: file, session: session)
        while !replayer.isFinished {
            replayer.skipIdleFrames()
            let before = session.device.frameCount
            session.tick(drawing: false)
            // Paused with nothing in the file to lift the pause: this is where it ended.
            if session.device.frameCount == before { break }
        }
        replayer.detach()
        session.device.renderIfNeeded()
    }

    /// Shows the watch's status in `session`'s watch bar now and whenever the file changes.
    private static func follow(_ file: WatchStatusFile, in session: SimulatorSession, host: WindowHost) {
        func apply() -> Bool {
            guard let status = file.poll(), var bar = session.watchBar else { return false }
            status.apply(to: &bar)
            session.watchBar = bar
            return true
        }
        _ = apply()
        host.pollsOutside = apply
    }

    /// The name of this program's file (`transition-lab`, a user's executable): the app its
    /// recordings name unless told another (`SessionHeader.app`).
    public static var executableName: String {
        let path = CommandLine.arguments.first ?? ""
        let name = (path as NSString).lastPathComponent
        return name.isEmpty ? "app" : name
    }

    /// Prints where screenshots went, or why one was not written.
    static func report(_ session: SimulatorSession) {
        session.onScreenshot = { result in
            switch result {
            case .success(let path): print("saved \(path)")
            case .failure(let error): StandardStreams.writeError("error: screenshot not saved: \(error)\n")
            }
        }
    }

    /// A window one point per simulated point of the framed phone and the strip under it,
    /// titled with the phone's name.
    static func openWindow(for session: SimulatorSession) throws -> WindowHost {
        let model = session.device.model, scale = Double(model.scale)
        let size = session.chrome.pictureSize(phone: session.frame.pixelSize, scale: scale)
        let host = try WindowHost(title: "TransitionLab — \(model.name)",
                                  width: Int(Double(size.width) / scale), height: Int(Double(size.height) / scale))
        host.deviceMetrics = (scale, Double(model.pointsPerInch))
        // Ctrl+1, 2, 3 say what they came to in a toast, and the help which density Ctrl+1 uses.
        host.onSizeNotice = { [weak session] in session?.show(notice: $0) }
        session.physicalSizeNote = host.densityDescription
        return host
    }

    /// A file name in the current folder for Ctrl+R; the window host may read the wall clock.
    /// The recorder creates it exclusively and adds -2, -3... when the name is taken, so two
    /// recordings started in the same second (in one window or two) never share a file.
    static func nextRecordingPath() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "TransitionLab-session-\(formatter.string(from: Date())).jsonl"
    }

    /// Writes the screenshot asked for, if any; returns the exit status.
    static func finish(_ session: SimulatorSession, screenshotPath: String?) -> Int32 {
        guard let screenshotPath else { return 0 }
        do {
            // Whole or absent, and never through a symlink or over a device (`OutputFile`).
            try OutputFile.write(try session.picture().pngData(), to: screenshotPath)
            print("saved \(screenshotPath)")
            return 0
        } catch {
            StandardStreams.writeError("error: could not write \(screenshotPath): \(error)\n")
            return 1
        }
    }
}
