import CanonicalScenes
import Foundation
import PNGCodec
import QuartzCore
import Raster
import Recording
import Simulator
import UIKit

/// Whole frames at a Pro phone's resolution (issue 23): the 6.1-inch phone at scale 3,
/// 1170x2532 pixels, on one core against 60 Hz and on two against 120 Hz; and every frame of
/// every recorded demo session, at 3x and at 2x, with the worst one named.
enum ProResolutionCases {
    /// One 60 Hz frame: the one-core target at 3x.
    static let oneCoreTargetMs = 1000.0 / 60
    /// One 120 Hz frame: the two-core target at 3x.
    static let twoCoresTargetMs = 1000.0 / 120
    /// The one-core target for every frame at 2x.
    static let twoXTargetMs = 4.0

    /// The 3x cases: canonical scenes, UIKit scenes, and the demo sessions' frames.
    static func all() -> [BenchmarkCase] {
        let size = CanonicalScene.screenSize
        let canonical = [
            layerCase(name: "frame_mid_push_3x", label: "frame: mid push") { CanonicalScene.push(progress: 0.5, size: size, scale: 3) },
            layerCase(name: "frame_door20_3x", label: "frame: door at 20deg") { CanonicalScene.door(angle: 20 * .pi / 180, size: size, scale: 3) },
            layerCase(name: "frame_door45_3x", label: "frame: door at 45deg") { CanonicalScene.door(angle: 45 * .pi / 180, size: size, scale: 3) },
            layerCase(name: "frame_page_curl_3x", label: "frame: page curl at 0.3") { CanonicalScene.pageCurl(amount: 0.3, size: size, scale: 3) },
        ]
        return canonical + ProResolutionScene.all.map(sceneCase) + [
            BenchmarkCase(name: "session_frames_3x") { settings in sessionFigures(scale: 3, settings: settings) },
            BenchmarkCase(name: "session_frames_2x") { settings in sessionFigures(scale: 2, settings: settings) },
        ]
    }

    /// A figure for one frame timed on one core and on two, with both targets and the split's
    /// efficiency (one core's time over two cores').
    static func frameFigure(name: String, label: String, one: Timing, two: Timing?) -> BenchmarkFigure {
        var figure = BenchmarkFigure(name: name, label: label + " @3x", ms: one.median, twoCoresMs: two?.median)
        figure.targetMs = oneCoreTargetMs
        figure.twoCoresTargetMs = twoCoresTargetMs
        return figure
    }

    /// A plain layer tree drawn by a 3x compositor, fully redrawn each run.
    private static func layerCase(name: String, label: String, scene: @escaping () -> CALayer) -> BenchmarkCase {
        BenchmarkCase(name: name) { settings in
            LayerContext().run {
                let root = scene()
                let size = CanonicalScene.screenSize
                let compositors = [1, 2].map { threads in
                    LayerCompositor(width: Int(size.width * 3), height: Int(size.height * 3), scale: 3, background: .black, threads: threads)
                }
                print("kernel: \(name) \(compositors[0].kernelSummary(root, atMediaTime: 0))")
                let timings = measureInterleaved(compositors.prefix(settings.oneCoreOnly ? 1 : 2).map { compositor in
                    (name, { compositor.invalidate(); _ = compositor.render(root, atMediaTime: 0) })
                }, iterations: settings.iterations, warmup: settings.warmup)
                return [frameFigure(name: name, label: label, one: timings[0], two: timings.dropFirst().first)]
            }
        }
    }

    /// A UIKit scene brought to its frame on a one-thread and a two-thread device, then that
    /// frame redrawn whole (the same tree at the same time) each run.
    private static func sceneCase(_ scene: ProResolutionScene) -> BenchmarkCase {
        BenchmarkCase(name: scene.name) { settings in
            let devices = [1, 2].map { threads -> Device in
                let device = Device(model: ProResolutionScene.model, threads: threads)
                device.launch(device.run { scene.makeRoot() })
                device.step(frames: 2)
                scene.drive(device)
                return device
            }
            if let folder = settings.dumpFolder {
                try? devices[0].screen.writePNG(toFile: (folder as NSString).appendingPathComponent(scene.name + ".png"))
            }
            let timings = measureInterleaved(devices.prefix(settings.oneCoreOnly ? 1 : 2).map { device in (scene.name, { redraw(device) }) },
                                             iterations: settings.iterations, warmup: settings.warmup)
            return [frameFigure(name: scene.name, label: scene.label, one: timings[0], two: timings.dropFirst().first)]
        }
    }

    /// Draws `device`'s current frame again from nothing, as an animated frame that damages the
    /// whole screen does.
    private static func redraw(_ device: Device) {
        device.run {
            guard let window = device.window else { return }
            device.compositor.invalidate()
            _ = device.compositor.render(window.layer, atMediaTime: device.time)
        }
    }
}
