import ArgumentParser
import Foundation
import Recording
import SimulatorWindow
import UIKit

extension AppCommand {
    /// Opens the window already recording the session to a file.
    struct Record: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Open the simulator window recording every input to a session file (Ctrl+R stops and starts).")

        @Option(help: "Open this demo instead of the catalogue (see --list-demos).")
        var demo: String?

        @Option(help: "The phone: \(DeviceModel.all.map(\.identifier).joined(separator: ", ")).")
        var device: String = DeviceModel.phone61.identifier

        @Option(help: "Pixels per point of the simulated screen, 1, 2 or 3, when not the phone's own (see the README).")
        var scale: Int?

        @Option(name: .shortAndLong, help: "The session file to write, a new file.")
        var output: String = "session.jsonl"

        @Flag(help: "Replace --output when it is an existing regular file (atomically; never while another recorder writes it).")
        var force = false

        @Option(help: "Start where this session of the app ended, its inputs played first and recorded again (its phone, scale and demo kept).")
        var resume: String?

        // `transition-lab open --watch`'s status file, shown in the window's watch bar: the
        // watch's own, so not in the help.
        @Option(help: .hidden)
        var watchStatus: String?

        @OptionGroup(title: "Window options") var windowOptions: WindowRunOptions

        @OptionGroup(title: "Window options") var screenshotFolder: ScreenshotFolderOption

        mutating func validate() throws {
            // Listed first, so the recording never replaces the session it resumes.
            if let resume { CommandInputs.add(resume) }
            try windowOptions.check()
            try screenshotFolder.check()
            try OutputPathCheck.validate(output, option: "--output")
            // Refused here, before the window opens; the recorder refuses again if the file
            // appears meanwhile (it creates the file exclusively).
            if !force, OutputPathCheck.exists(output) {
                throw ValidationError("--output \(output) already exists; a recording is never overwritten: choose another name, or pass --force to replace it")
            }
            if force, SessionWriter.isBeingWritten(output) {
                throw ValidationError("--output \(output) is being written by another recorder right now; it is not replaced even with --force")
            }
            if let scale, !(1...3).contains(scale) { throw ValidationError("--scale must be 1, 2 or 3") }
            if let demo, let problem = AppCommand.app.demoProblem(demo) { throw ValidationError(problem) }
            if DeviceModel.named(device) == nil {
                throw ValidationError("unknown device '\(device)'; choose one of: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
            }
        }

        func run() throws {
            AppCommand.noteDebugBuild()
            try AppCommand.checkResources()
            var model = DeviceModel.named(device)!
            if let scale { model.scale = CGFloat(scale) }
            let resumed = try resume.map { try AppCommand.readSession($0) }
            var demo = self.demo
            if let header = resumed?.header, let resumedModel = header.model {
                model = resumedModel
                demo = header.demo
            }
            let status = SimulatorApp.run(app: AppCommand.app.name, model: model, maxFrames: windowOptions.frames, screenshotPath: windowOptions.screenshot, demo: demo, recordingPath: output,
                                        replacingRecording: force, screenshotFolder: screenshotFolder.screenshots, resuming: resumed,
                                        watchStatus: watchStatus) {
                // `validate()` refused a demo the app does not have.
                AppCommand.app.makeRoot(demo) ?? UIViewController()
            }
            if status != 0 { throw ExitCode(status) }
        }
    }
}
