import CanonicalScenes
import Foundation
import QuartzCore
import Raster

/// Whole phone frames drawn by the layer compositor, as the app draws them: building the display
/// list, reusing cached offscreens, and compositing every damaged pixel.
enum SceneCases {
    /// One whole-frame figure per canonical scene, plus the cost of a frame where nothing changed.
    static func all() -> [BenchmarkCase] {
        [
            frameCase(name: "frame_mid_push", label: "frame: mid push (2 pages, dim, shadow, bar)") {
                CanonicalScene.push(progress: 0.5)
            },
            frameCase(name: "frame_door20", label: "frame: door at 20deg over a page") {
                CanonicalScene.door(angle: 20 * .pi / 180)
            },
            frameCase(name: "frame_door45", label: "frame: door at 45deg over a page") {
                CanonicalScene.door(angle: 45 * .pi / 180)
            },
            frameCase(name: "frame_page_curl", label: "frame: partial curl at 0.3 over a page") {
                CanonicalScene.pageCurl(amount: 0.3)
            },
            BenchmarkCase(name: "frame_unchanged") { settings in
                let context = LayerContext()
                return context.run {
                    let root = CanonicalScene.door(angle: 45 * .pi / 180)
                    let compositor = makeCompositor(threads: 1)
                    compositor.render(root, atMediaTime: 0)
                    let timing = measure(name: "frame_unchanged", iterations: settings.iterations) {
                        compositor.render(root, atMediaTime: 0)
                    }
                    return [BenchmarkFigure(name: "frame_unchanged", label: "frame: nothing changed (door tree)", ms: timing.median)]
                }
            },
        ]
    }

    private static func makeCompositor(threads: Int) -> LayerCompositor {
        let size = CanonicalScene.screenSize, scale = CanonicalScene.screenScale
        return LayerCompositor(width: Int(size.width * scale), height: Int(size.height * scale),
                               scale: scale, background: .black, threads: threads)
    }

    /// Times full redraws of a scene on one core and on two. Each run starts a new frame of an
    /// unchanged tree with a fresh compositor state but warm offscreen caches, which is what an
    /// animated frame costs: the whole screen is damaged and recomposited.
    private static func frameCase(name: String, label: String, scene: @escaping () -> CALayer) -> BenchmarkCase {
        BenchmarkCase(name: name) { settings in
            let context = LayerContext()
            return context.run {
                let root = scene()
                print("kernel: \(name) \(makeCompositor(threads: 1).kernelSummary(root, atMediaTime: 0))")
                let one = makeCompositor(threads: 1), two = makeCompositor(threads: 2)
                let bodies: [(name: String, body: () -> Void)] = [
                    (name, { one.invalidate(); one.render(root, atMediaTime: 0) }),
                    (name + "_2cores", { two.invalidate(); two.render(root, atMediaTime: 0) }),
                ]
                let timings = measureInterleaved(Array(bodies.prefix(settings.oneCoreOnly ? 1 : 2)),
                                                 iterations: settings.iterations, warmup: settings.warmup)
                var figure = BenchmarkFigure(name: name, label: label, ms: timings[0].median, twoCoresMs: timings.dropFirst().first?.median)
                figure.targetMs = ProResolutionCases.twoXTargetMs
                return [figure]
            }
        }
    }
}
