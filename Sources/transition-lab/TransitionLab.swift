import ArgumentParser
import CanonicalScenes
import Foundation
import PNGCodec
import QuartzCore
import Raster
import Simulator

/// The `transition-lab` command: opens the preview window, or renders scenes to PNG.
@main
struct TransitionLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition-lab",
        abstract: "A phone simulator for iOS view-controller transitions.",
        subcommands: [Preview.self, Render.self],
        defaultSubcommand: Preview.self
    )
}

/// The scenes the command line can show.
enum SceneName: String, ExpressibleByArgument, CaseIterable {
    case door, push

    /// The layer tree of the scene at `amount`: the door's angle in degrees, or the push progress 0...1.
    func layer(amount: Double) -> CALayer {
        switch self {
        case .door: return CanonicalScene.door(angle: CGFloat(amount * .pi / 180))
        case .push: return CanonicalScene.push(progress: CGFloat(amount))
        }
    }
}

extension TransitionLab {
    /// Opens a window with the door swinging open and shut, drawn by the layer engine.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Open the preview window (the default).")

        @Option(help: "Save the last frame shown to this PNG file.")
        var screenshot: String?

        @Option(help: "Close the window after this many frames (for screenshots and scripts).")
        var frames: Int?

        mutating func validate() throws {
            if let frames, frames <= 0 { throw ValidationError("--frames must be a positive number of frames") }
        }

        func run() throws {
            let size = CanonicalScene.screenSize, scale = CanonicalScene.screenScale
            let context = LayerContext()
            let compositor = LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale),
                                             scale: scale, background: .black, threads: 2)
            let host: WindowHost
            do {
                host = try WindowHost(title: "TransitionLab", width: Int(size.width), height: Int(size.height))
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode.failure
            }
            var shown: Bitmap?
            try context.run {
                let root = CanonicalScene.swingingDoor()
                host.run(maxFrames: frames) { _ in
                    // The simulated clock moves one 60 Hz frame per shown frame, so the animation
                    // is the same whatever the machine's speed.
                    context.advance(by: 1.0 / 60)
                    guard compositor.needsFrame(root, atMediaTime: context.mediaTime, changeCount: context.changeCount) else {
                        return nil
                    }
                    shown = compositor.render(root)
                    return shown
                }
                if let screenshot, let shown {
                    try shown.writePNG(toFile: screenshot)
                    print("saved \(screenshot)")
                }
            }
        }
    }

    /// Renders one frame of a scene to a PNG file without a window.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Render one frame of a scene to PNG, headless.")

        @Argument(help: "The scene: \(SceneName.allCases.map(\.rawValue).joined(separator: ", ")).")
        var scene: SceneName

        @Option(help: "Door angle in degrees, or push progress from 0 to 1.")
        var amount: Double?

        @Option(name: .shortAndLong, help: "Where to write the PNG.")
        var output: String

        func run() throws {
            let size = CanonicalScene.screenSize, scale = CanonicalScene.screenScale
            let value = amount ?? (scene == .door ? 45 : 0.5)
            let compositor = LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale), scale: scale)
            let frame = LayerContext().run { compositor.render(scene.layer(amount: value), atMediaTime: 0) }
            do {
                try frame.writePNG(toFile: output)
            } catch {
                throw ValidationError("could not write \(output): \(error)")
            }
            print("wrote \(output) (\(frame.width)x\(frame.height) px)")
        }
    }
}
