import Foundation
import PNGCodec
import Recording
import Simulator
import UIKit

/// Every frame of every recorded demo session played on the 6.1-inch phone (issue 23): the
/// sessions were recorded on the 4.7-inch phone, so their touches are moved to where the same
/// controls sit on the taller screen before they are replayed.
extension ProResolutionCases {
    /// The recorded sessions as if recorded on the 6.1-inch phone at `scale`.
    static func sessionsOnPhone61(scale: Int) -> [(name: String, file: SessionFile)] {
        RecordingCases.sessions().map { name, file in
            var moved = file
            moved.header.device = DeviceModel.phone61.identifier
            moved.header.scale = scale
            let anchoring = anchoring(ofDemo: name)
            moved.lines = file.lines.map { line in
                guard case .event(let frame, .touch(let phase, let point)) = line else { return line }
                return .event(frame: frame, .touch(phase, movedToPhone61(point, anchoring: anchoring)))
            }
            return (name, moved)
        }
    }

    /// What a demo's controls keep their distance to when the screen grows: above the middle of
    /// the screen, the safe area's top or the screen's; below it, the safe area's bottom or the
    /// screen's.
    struct ControlAnchoring {
        var upperToSafeArea: Bool
        var lowerToSafeArea: Bool

        /// Below the status bar at the top, above the home indicator at the bottom.
        static let safeArea = ControlAnchoring(upperToSafeArea: true, lowerToSafeArea: true)
        /// The screen's own edges (003's menu, laid out from fixed offsets).
        static let screen = ControlAnchoring(upperToSafeArea: false, lowerToSafeArea: false)
        /// 002: its push button at a fixed offset from the screen's top, its corner button 10 pt
        /// from the safe area's corner.
        static let screenTopSafeBottom = ControlAnchoring(upperToSafeArea: false, lowerToSafeArea: true)
    }

    /// The demos whose touched controls are not all placed from the safe area.
    static func anchoring(ofDemo name: String) -> ControlAnchoring {
        switch name {
        case "002-modal": return .screenTopSafeBottom
        case "003-door": return .screen
        default: return .safeArea
        }
    }

    /// Where a point of the 4.7-inch screen (375x667, status bar 20 pt, no home indicator) lies
    /// on the 6.1-inch one (390x844, status bar 47 pt, home indicator 34 pt): across, in
    /// proportion; down, by the same distance from the top edge for the upper half and from the
    /// bottom edge for the lower half, each edge the screen's or the safe area's.
    static func movedToPhone61(_ point: CGPoint, anchoring: ControlAnchoring) -> CGPoint {
        let small = DeviceModel.phone47.screenSize, large = DeviceModel.phone61.screenSize
        let x = point.x * large.width / small.width
        let top: CGFloat = anchoring.upperToSafeArea ? 47 - 20 : 0, bottom: CGFloat = anchoring.lowerToSafeArea ? 34 : 0
        let y = point.y < small.height / 2 ? point.y + top : point.y + (large.height - bottom - small.height)
        return CGPoint(x: x, y: y)
    }

    /// Plays every session at `scale`, timing each tick that draws, on one core (and at 3x on
    /// two): one figure per session with its worst frame named, and one for all of them.
    static func sessionFigures(scale: Int, settings: BenchmarkSettings) -> [BenchmarkFigure] {
        var figures: [BenchmarkFigure] = []
        var worstOne = 0.0, worstTwo = 0.0
        for (name, file) in sessionsOnPhone61(scale: scale) where settings.session.map({ name.contains($0) }) ?? true {
            guard let one = frameTimes(file, threads: 1, dumpingWorstTo: settings.dumpFolder.map { ($0, "\(name)_\(scale)x") },
                                       profiling: settings.profileFrame) else { continue }
            // A profiled run counts one thread's frame; the second replay would only slow it.
            let two = scale == 3 && settings.profileFrame == nil ? frameTimes(file, threads: 2, dumpingWorstTo: nil, profiling: nil) : nil
            let figureName = "session_\(name)_worst_\(scale)x"
            var figure = BenchmarkFigure(name: figureName,
                                         label: "\(name) @\(scale)x, worst of \(one.drawn) drawn frames (frame \(one.worstFrame))",
                                         ms: one.worst, twoCoresMs: two?.worst)
            figure.detail = "frame \(one.worstFrame), median \(format(one.median, digits: 2)) ms"
                + "; CPU: worst frame \(one.worstCPUFrame) \(format(one.worstCPU, digits: 2)) ms, median \(format(one.medianCPU, digits: 2)) ms"
                + (two.map { ", 2 cores: frame \($0.worstFrame), median \(format($0.median, digits: 2)) ms" } ?? "")
            if scale == 3 {
                figure.targetMs = oneCoreTargetMs
                figure.twoCoresTargetMs = twoCoresTargetMs
            } else {
                figure.targetMs = twoXTargetMs
            }
            worstOne = max(worstOne, one.worst)
            worstTwo = max(worstTwo, two?.worst ?? 0)
            figures.append(figure)
        }
        guard !figures.isEmpty else { return figures }
        var all = BenchmarkFigure(name: "session_all_worst_\(scale)x", label: "every demo session @\(scale)x, worst frame",
                                  ms: worstOne, twoCoresMs: scale == 3 ? worstTwo : nil)
        all.targetMs = figures[0].targetMs
        all.twoCoresTargetMs = figures[0].twoCoresTargetMs
        return figures + [all]
    }

    /// The time of every tick that drew while replaying `file` headless on `threads`: its median,
    /// its worst and that tick's frame number; nil when the file cannot be replayed.
    static func frameTimes(_ file: SessionFile, threads: Int, dumpingWorstTo dump: (folder: String, name: String)?,
                           profiling profiledFrame: Int?)
        -> (median: Double, worst: Double, worstFrame: Int, drawn: Int, medianCPU: Double, worstCPU: Double, worstCPUFrame: Int)? {
        let session: SimulatorSession
        do {
            session = try SessionReplayer.launch(file, threads: threads, makeRoot: RecordingCases.root(for:))
        } catch {
            print("check: \(file.header.demo ?? "?") cannot be replayed: \(error)")
            return nil
        }
        let replayer = SessionReplayer(file: file, session: session)
        var times: [Double] = [], worst = 0.0, worstFrame = 0
        // The calling thread's CPU time too: on a shared machine the wall clock counts the time
        // other processes held the core, the CPU time does not (one thread: all of the work).
        var cpuTimes: [Double] = [], worstCPU = 0.0, worstCPUFrame = 0
        while !replayer.isFinished {
            let before = session.device.frameCount
            let start = monotonicNanoseconds(), startCPU = threadCPUNanoseconds()
            // The frame this tick draws is the one after `before`.
            let drew = before + 1 == profiledFrame ? profiledTick(session) : session.tick()
            let ms = Double(monotonicNanoseconds() - start) / 1_000_000
            let cpuMs = Double(threadCPUNanoseconds() - startCPU) / 1_000_000
            if session.device.frameCount == before { break }
            guard drew else { continue }
            times.append(ms)
            cpuTimes.append(cpuMs)
            if cpuMs > worstCPU {
                worstCPU = cpuMs
                worstCPUFrame = session.device.frameCount
            }
            if ms > worst {
                worst = ms
                worstFrame = session.device.frameCount
                if let dump {
                    try? session.device.screen.writePNG(toFile: (dump.folder as NSString).appendingPathComponent(dump.name + "-worst.png"))
                }
            }
        }
        guard !times.isEmpty else {
            print("check: \(file.header.demo ?? "?") drew no frame")
            return nil
        }
        times.sort()
        cpuTimes.sort()
        return (times[times.count / 2], worst, worstFrame, times.count, cpuTimes[cpuTimes.count / 2], worstCPU, worstCPUFrame)
    }

    /// One tick, out of line under a name of its own, so that callgrind's `--toggle-collect`
    /// counts the instructions of that frame alone (`--profile-frame`).
    @inline(never)
    static func profiledTick(_ session: SimulatorSession) -> Bool {
        session.tick()
    }
}
