import ArgumentParser
import Foundation
import Raster
import Recording
import SimulatorWindow
import UIKit

extension AppCommand {
    /// Opens the simulator window.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Open the simulator window (the default).")

        @Option(help: "Open this demo instead of the catalogue (see --list-demos).")
        var demo: String?

        @Option(help: "The phone: \(DeviceModel.all.map(\.identifier).joined(separator: ", ")).")
        var device: String = DeviceModel.phone61.identifier

        @Flag(help: "Print the demo identifiers --demo accepts and exit.")
        var listDemos = false

        @Flag(help: "Print the phones --device accepts and exit.")
        var listDevices = false

        @Option(help: "Pixels per point of the simulated screen, 1, 2 or 3, when not the phone's own (see the README).")
        var scale: Int?

        @OptionGroup(title: "Window options") var windowOptions: WindowRunOptions

        @OptionGroup(title: "Window options") var screenshotFolder: ScreenshotFolderOption

        mutating func validate() throws {
            try windowOptions.check()
            try screenshotFolder.check()
            if let scale, !(1...3).contains(scale) {
                throw ValidationError("--scale must be 1, 2 or 3")
            }
            if let demo, let problem = AppCommand.app.demoProblem(demo) { throw ValidationError(problem) }
            if DeviceModel.named(device) == nil {
                throw ValidationError("unknown device '\(device)'; choose one of: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
            }
        }

        func run() throws {
            if listDemos {
                for demo in AppCommand.app.demos { print("\(demo.id)\t\(demo.summary)") }
                return
            }
            if listDevices {
                for model in DeviceModel.all {
                    print("\(model.identifier)\t\(model.name), \(Int(model.screenSize.width))x\(Int(model.screenSize.height)) pt @\(Int(model.scale))x")
                }
                return
            }
            try AppCommand.checkResources()
            AppCommand.noteDebugBuild()
            var model = DeviceModel.named(device)!
            if let scale { model.scale = CGFloat(scale) }
            let status = SimulatorApp.run(app: AppCommand.app.name, model: model, maxFrames: windowOptions.frames, screenshotPath: windowOptions.screenshot, demo: demo,
                                          screenshotFolder: screenshotFolder.screenshots) {
                // `validate()` refused a demo the app does not have.
                AppCommand.app.makeRoot(demo) ?? UIViewController()
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
