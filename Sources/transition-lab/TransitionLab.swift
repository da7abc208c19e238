import ArgumentParser
import CanonicalScenes
import Demos
import Foundation
import PNGCodec
import Porting
import QuartzCore
import Raster
import Recording
import SimulatorWindow
import UIKit

/// The `transition-lab` command: opens the preview window, or renders scenes to PNG.
@main
struct TransitionLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition-lab",
        abstract: "A phone simulator for iOS view-controller transitions.",
        usage: """
            transition-lab [--demo <demo>] [--device <device>] [<window options>]
              transition-lab <subcommand> [<options>]
            """,
        discussion: """
            Without a subcommand it opens the simulator window on the demo catalogue. The options to know first:
              --demo <demo>         open this demo directly (--list-demos lists them)
              --device <device>     the phone: iphone-6.1, iphone-4.7 or ipad-11
              --scale <scale>       pixels per point of the simulated screen: 1, 2 or 3
              --screenshots <dir>   the folder Ctrl+S saves screenshots in
            'transition-lab preview --help' lists every window option; F1 in the window lists the shortcuts.
            """,
        // One version for the program and the session files it writes.
        version: SessionHeader.currentProjectVersion,
        subcommands: [Preview.self, Render.self, Record.self, Replay.self, Verify.self, Diff.self, Export.self, ReplayEngineCommand.self, Port.self],
        defaultSubcommand: Preview.self
    )

    /// Runs the command line with one error style for every command: "error: " and the
    /// message on standard error (argument-parser's own "Error: " included), exit status 64
    /// for a usage error, 1 for a failure, the status a command chose otherwise; help and the
    /// version go to standard output with status 0.
    static func main() {
        do {
            // Read from the raw arguments: a file name that is not UTF-8 is kept (FileNameText),
            // where CommandLine.arguments would have replaced its bytes.
            let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { FileNameText.argument(UnsafePointer($0)) } }
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            let status = exitCode(for: error)
            let message = fullMessage(for: error)
            if status == .success {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                let styled = message.hasPrefix("Error: ") ? "error: " + message.dropFirst("Error: ".count) : message
                StandardStreams.writeError((styled + "\n"))
            }
            Foundation.exit(status.rawValue)
        }
    }
}

/// The scenes the command line can show.
enum SceneName: String, ExpressibleByArgument, CaseIterable {
    case door, push, curl

    /// The amounts `render --amount` accepts: a door angle within half a turn either way, a push
    /// or curl progress from 0 to 1.
    var amountRange: ClosedRange<Double> { self == .door ? -180...180 : 0...1 }

    /// What the amount measures, for messages.
    var amountUnit: String { self == .door ? "degrees" : "progress" }

    /// The layer tree of the scene at `amount`: the door's angle in degrees, or the push progress 0...1.
    func layer(amount: Double) -> CALayer {
        switch self {
        case .door: return CanonicalScene.door(angle: CGFloat(amount * .pi / 180))
        case .push: return CanonicalScene.push(progress: CGFloat(amount))
        case .curl: return CanonicalScene.pageCurl(amount: CGFloat(amount))
        }
    }
}

extension TransitionLab {
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

        @Option(help: "The folder Ctrl+S saves screenshots in, when not the current one.")
        var screenshots: String?

        @Option(help: "Save the last picture shown, the window's marks included, to this PNG file.")
        var screenshot: String?

        // Unconditional: "-1" is read as the value (and refused), not as an unknown flag.
        @Option(parsing: .unconditional, help: "Close the window after this many frames (for screenshots and scripts).")
        var frames: Int?

        mutating func validate() throws {
            try OutputPathCheck.validateFrames(frames)
            if let screenshot { try OutputPathCheck.validate(screenshot, option: "--screenshot") }
            if let screenshots { try OutputPathCheck.validateFolder(screenshots, option: "--screenshots") }
            if let scale, !(1...3).contains(scale) {
                throw ValidationError("--scale must be 1, 2 or 3")
            }
            if let demo, DemoCatalog.entry(id: demo) == nil {
                throw ValidationError("unknown demo '\(demo)'; choose one of: \(DemoCatalog.all.map(\.id).joined(separator: ", "))")
            }
            if DeviceModel.named(device) == nil {
                throw ValidationError("unknown device '\(device)'; choose one of: \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
            }
        }

        func run() throws {
            if listDemos {
                for entry in DemoCatalog.all { print("\(entry.id)\tseed \(entry.seed): \(entry.title) — \(entry.summary)") }
                return
            }
            if listDevices {
                for model in DeviceModel.all {
                    print("\(model.identifier)\t\(model.name), \(Int(model.screenSize.width))x\(Int(model.screenSize.height)) pt @\(Int(model.scale))x")
                }
                return
            }
            if let problem = DemoApp.resourceProblem {
                StandardStreams.writeError("error: \(problem)\n")
                throw ExitCode.failure
            }
            var model = DeviceModel.named(device)!
            if let scale { model.scale = CGFloat(scale) }
            let status = SimulatorApp.run(app: SessionHeader.demoCatalogueApp, model: model, maxFrames: frames, screenshotPath: screenshot, demo: demo,
                                          screenshotFolder: screenshots) {
                demo.flatMap(DemoApp.makeRootViewController(demo:)) ?? DemoApp.makeRootViewController()
            }
            if status != 0 { throw ExitCode(status) }
        }
    }

    /// Renders one frame of a scene to a PNG file without a window.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render one frame of a scene to PNG, headless.")

        @Argument(help: "The scene: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
        var scene: SceneName

        // Unconditional: a negative door angle is read as the value, not as an unknown flag.
        @Option(parsing: .unconditional, help: "Door angle in degrees (-180 to 180), or push or curl progress from 0 to 1.")
        var amount: Double?

        @Option(name: .shortAndLong, help: "Where to write the PNG.")
        var output: String

        mutating func validate() throws {
            if let amount {
                guard amount.isFinite else { throw ValidationError("--amount must be a finite number, not \(amount)") }
                let range = scene.amountRange
                guard range.contains(amount) else {
                    throw ValidationError("--amount for \(scene.rawValue) must be from \(Self.format(range.lowerBound)) "
                        + "to \(Self.format(range.upperBound)) (\(scene.amountUnit)), not \(amount)")
                }
            }
            try OutputPathCheck.validate(output, option: "--output")
        }

        private static func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }

        func run() throws {
            let size = CanonicalScene.screenSize, scale = CanonicalScene.screenScale
            let value = amount ?? (scene == .door ? 45 : scene == .curl ? 0.3 : 0.5)
            let compositor = LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
            let frame = LayerContext().run { compositor.render(scene.layer(amount: value), atMediaTime: 0) }
            do {
                // Whole or not at all, never through a symlink or over a device (docs/OUTPUTS.md).
                try OutputFile.write(try frame.pngData(), to: output)
            } catch {
                // A failure, not a usage error: status 1.
                StandardStreams.writeError("error: could not write \(output): \(error)\n")
                throw ExitCode.failure
            }
            print("wrote \(output) (\(frame.width)x\(frame.height) px)")
        }
    }
}
