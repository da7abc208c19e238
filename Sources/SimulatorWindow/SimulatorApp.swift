// A user's package imports this module alone for the simulator: the headless core (Device,
// DeviceModel, SimulatorSession) comes with the window.
@_exported import Simulator
import Foundation
import PNGCodec
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
    /// Returns the process exit status: 0, or 1 when no window could be opened or the
    /// screenshot could not be written (the reason is printed to standard error).
    @discardableResult
    public static func run(model: DeviceModel = .phone61, maxFrames: Int? = nil, screenshotPath: String? = nil,
                           makeRoot: () -> UIViewController) -> Int32 {
        let device = Device(model: model, threads: 2)
        let session = SimulatorSession(device: device)
        session.onScreenshot = { result in
            switch result {
            case .success(let path): print("saved \(path)")
            case .failure(let error): FileHandle.standardError.write(Data("error: screenshot not saved: \(error)\n".utf8))
            }
        }
        let host: WindowHost
        do {
            let size = session.frame.pixelSize
            host = try WindowHost(title: "TransitionLab — \(model.name)", width: size.width / 2, height: size.height / 2)
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return 1
        }
        device.launch(device.run(makeRoot))
        host.run(session, maxFrames: maxFrames)
        guard let screenshotPath else { return 0 }
        do {
            try session.picture().writePNG(toFile: screenshotPath)
            print("saved \(screenshotPath)")
            return 0
        } catch {
            FileHandle.standardError.write(Data("error: could not write \(screenshotPath): \(error)\n".utf8))
            return 1
        }
    }
}
