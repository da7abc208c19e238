import ArgumentParser
import CanonicalScenes
import Demos
import Foundation
import PNGCodec
import Porting
import QuartzCore
import Raster
import Recording
import TransitionLabApp
import UIKit

/// The `transition-lab` program: the simulator's command line (`SimulatorApp.main`) running the
/// demo catalogue, an app like any user's, with two tools of its own: `render` and `port`.
@main
enum TransitionLab {
    /// The demo catalogue as an app: a demo per seed, its pictures checked beside the executable.
    static let catalogue = SimulatedApp(
        name: SessionHeader.demoCatalogueApp,
        demos: DemoCatalog.all.map { SimulatedApp.Demo(id: $0.id, summary: "seed \($0.seed): \($0.title) — \($0.summary)") },
        problem: { DemoApp.resourceProblem },
        makeRoot: { demo in
            guard let demo else { return DemoApp.makeRootViewController() }
            return DemoApp.makeRootViewController(demo: demo)
        })

    static func main() {
        SimulatorApp.main(catalogue, extraCommands: [Render.self, Port.self, Open.self])
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
