import Foundation
import PNGCodec
import Raster
import Recording
import Simulator
@_spi(TransitionLab) import UIKit

/// Every frame of every recorded demo session played on the 6.1-inch phone (issue 23): the
/// sessions were recorded on the 4.7-inch phone, so their touches are moved to where the same
/// controls sit on the taller screen before they are replayed.
extension ProResolutionCases {
    /// The recorded sessions as if recorded on the 6.1-inch phone at `scale`, each beside the
    /// recording it was moved from. The tours (`SessionTour` in the tests) were recorded on it
    /// and keep their touches.
    static func sessionsOnPhone61(scale: Int) -> [(name: String, file: SessionFile, recorded: SessionFile)] {
        RecordingCases.sessions().map { name, file in
            var moved = file
            moved.header.scale = scale
            guard file.header.device != DeviceModel.phone61.identifier else { return (name, moved, file) }
            moved.header.device = DeviceModel.phone61.identifier
            let demo = file.header.demo ?? name
            moved.lines = SessionLines(file.lines.map { line in
                guard case .event(let frame, .touch(let phase, let point, let finger)) = line else { return line }
                return .event(frame: frame, .touch(phase, movedToPhone61(point, demo: demo), finger: finger))
            })
            return (name, moved, file)
        }
    }

    /// Where a point of the 4.7-inch screen (375x667, status bar 20 pt, no home indicator) lies
    /// on the 6.1-inch one (390x844, status bar 47 pt, home indicator 34 pt) for `demo`'s
    /// controls: across, in proportion; down, by the same distance from the edge the touched
    /// control is placed from.
    static func movedToPhone61(_ point: CGPoint, demo: String) -> CGPoint {
        let small = DeviceModel.phone47.screenSize, large = DeviceModel.phone61.screenSize
        let x = point.x * large.width / small.width
        let fromScreenTop = point.y, fromSafeTop = point.y + 47 - 20
        let fromScreenBottom = point.y + large.height - small.height, fromSafeBottom = fromScreenBottom - 34
        let lowerHalf = point.y >= small.height / 2
        let y: CGFloat
        switch demo {
        case "002-modal":
            // The corner button keeps 10 pt from the safe area's corner; the push button and the
            // presented page's back button sit at fixed offsets from the top.
            y = point.y > small.height - 70 ? fromSafeBottom : fromScreenTop
        case "003-door":
            // The menu is laid out from fixed offsets; the door closes wherever it is tapped.
            y = lowerHalf ? fromScreenBottom : fromScreenTop
        case "004-bars", "plain":
            // Captions and buttons at fixed offsets from the top of the page.
            y = fromScreenTop
        default:
            // Lists and grids under the bar, the tab bar above the home indicator.
            y = lowerHalf ? fromSafeBottom : fromSafeTop
        }
        return CGPoint(x: x, y: y)
    }

    /// The transitions the replay of `file` begins, with their frames, played without drawing:
    /// a session moved to another phone must run the journey it was recorded with.
    static func journey(of file: SessionFile) -> [String] {
        guard let session = try? SessionReplayer.launch(file, makeRoot: RecordingCases.root(for:)) else { return [] }
        var begun: [String] = []
        let observation = session.device.environment.addTransitionActivityObserver { [unowned session] activity in
            if activity.phase == .began { begun.append("\(activity.kind)@\(session.device.frameCount)") }
        }
        let replayer = SessionReplayer(file: file, session: session)
        while !replayer.isFinished {
            let before = session.device.frameCount
            _ = session.tick(drawing: false)
            if session.device.frameCount == before { break }
        }
        session.device.environment.removeTransitionActivityObserver(observation)
        return begun
    }

    /// Plays every session at `scale`, timing each tick that draws, on one core (and at 3x on
    /// two): one figure per session with its worst frame named, and one for all of them.
    static func sessionFigures(scale: Int, settings: BenchmarkSettings) -> [BenchmarkFigure] {
        var figures: [BenchmarkFigure] = []
        var worstOne = 0.0, worstTwo = 0.0
        let sessions = sessionsOnPhone61(scale: scale)
        // A name that is a session's whole name picks that one session ("003-door", not its tour too).
        let exact = sessions.contains { $0.name == settings.session }
        for (name, file, recorded) in sessions where settings.session.map({ exact ? name == $0 : name.contains($0) }) ?? true {
            // Only the sessions measured are checked. A profiled run (under valgrind) plays one,
            // and unchecked: the check's replay would prepare its fonts and pictures, and the
            // profiled frame would not be the cold one a window meets.
            let recordedJourney = settings.profileFrame == nil ? journey(of: recorded) : []
            let movedJourney = settings.profileFrame == nil ? journey(of: file) : []
            if recordedJourney != movedJourney {
                print("check: \(name) on the 6.1-inch phone runs \(movedJourney), recorded as \(recordedJourney): its touches miss their controls")
            }
            // Each replay stands for a window launched on that session, which touches its heap's
            // reserve before the first frame (ProcessHeap); this process has kept the others'.
            let one: FrameTimes, two: FrameTimes?
            if settings.profileFrame == nil && settings.dumpFolder == nil {
                // Each frame's median over fresh processes, one-core and two-core runs in turn
                // (SessionFrameRuns.swift).
                guard let runs = freshProcessFrameTimes(session: name, scale: scale, threadCounts: scale == 3 ? [1, 2] : [1]),
                      let first = runs.first else { continue }
                one = first
                two = runs.count > 1 ? runs[1] : nil
            } else {
                ProcessHeap.keepPagesForFrames(reserve: ProcessHeap.frameReserve(for: largestScreen))
                guard let measured = frameTimes(file, threads: 1, dumpingWorstTo: settings.dumpFolder.map { ($0, "\(name)_\(scale)x") },
                                                profiling: settings.profileFrame) else { continue }
                one = measured
                // A profiled run counts one thread's frame; the second replay would only slow it.
                ProcessHeap.keepPagesForFrames(reserve: ProcessHeap.frameReserve(for: largestScreen))
                two = scale == 3 && settings.profileFrame == nil ? frameTimes(file, threads: 2, dumpingWorstTo: nil, profiling: nil) : nil
            }
            let figureName = "session_\(name)_worst_\(scale)x"
            var figure = BenchmarkFigure(name: figureName,
                                         label: "\(name) @\(scale)x, worst of \(one.drawn) drawn frames (frame \(one.worstFrame))",
                                         ms: one.worst, twoCoresMs: two?.worst)
            figure.detail = "frame \(one.worstFrame), median \(format(one.median, digits: 2)) ms"
                + "; CPU: worst frame \(one.worstCPUFrame) \(format(one.worstCPU, digits: 2)) ms, median \(format(one.medianCPU, digits: 2)) ms"
                + (two.map { ", 2 cores: frame \($0.worstFrame), median \(format($0.median, digits: 2)) ms" } ?? "")
            // What the worst frame spent its time on (WorkMeter), and on two cores, where compositing
            // is split in bands while the rest stays on the main thread.
            if let breakdown = one.worstBreakdown {
                print("bench: \(figureName) frame \(one.worstFrame): \(breakdown)")
            }
            if let two, let breakdown = two.worstBreakdown {
                print("bench: \(figureName) 2 cores, frame \(two.worstFrame): \(breakdown)")
            }
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
    /// its worst, that tick's frame number and what it spent its time on (none when profiling,
    /// so that the count is the product's); nil when the file cannot be replayed.
    static func frameTimes(_ file: SessionFile, threads: Int, dumpingWorstTo dump: (folder: String, name: String)?,
                           profiling profiledFrame: Int?)
        -> FrameTimes? {
        if profiledFrame != nil {
            return frameTimes(file, threads: threads, dumpingWorstTo: dump, profiling: profiledFrame, meter: nil)
        }
        return WorkMeter.installed { meter in
            frameTimes(file, threads: threads, dumpingWorstTo: dump, profiling: profiledFrame, meter: meter)
        }
    }

    /// `frameTimes(_:threads:dumpingWorstTo:profiling:)` with `meter`, when given, active, and
    /// every drawn frame given to `report` (its number, wall and CPU milliseconds, breakdown).
    static func frameTimes(_ file: SessionFile, threads: Int, dumpingWorstTo dump: (folder: String, name: String)?,
                           profiling profiledFrame: Int?, meter: WorkMeter?,
                           report: ((Int, Double, Double, FrameBreakdown?) -> Void)? = nil)
        -> FrameTimes? {
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
        var worstBreakdown: FrameBreakdown?
        while !replayer.isFinished {
            let before = session.device.frameCount
            meter?.reset()
            let faults = meter == nil ? 0 : threadMinorPageFaults()
            let start = monotonicNanoseconds(), startCPU = threadCPUNanoseconds()
            // The frame this tick draws is the one after `before`.
            let drew = before + 1 == profiledFrame ? profiledTick(session) : session.tick()
            let ms = Double(monotonicNanoseconds() - start) / 1_000_000
            let cpuMs = Double(threadCPUNanoseconds() - startCPU) / 1_000_000
            if session.device.frameCount == before { break }
            guard drew else { continue }
            if let report {
                let breakdown = meter.map { FrameBreakdown(meter: $0, totalMs: ms, pageFaults: threadMinorPageFaults() - faults) }
                report(session.device.frameCount, ms, cpuMs, breakdown)
            }
            times.append(ms)
            cpuTimes.append(cpuMs)
            if cpuMs > worstCPU {
                worstCPU = cpuMs
                worstCPUFrame = session.device.frameCount
            }
            if ms > worst {
                worst = ms
                worstFrame = session.device.frameCount
                worstBreakdown = meter.map { FrameBreakdown(meter: $0, totalMs: ms, pageFaults: threadMinorPageFaults() - faults) }
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
        return (times[times.count / 2], worst, worstFrame, times.count, cpuTimes[cpuTimes.count / 2], worstCPU, worstCPUFrame,
                worstBreakdown?.summary)
    }

    /// One tick, out of line under a name of its own, so that callgrind's `--toggle-collect`
    /// counts the instructions of that frame alone (`--profile-frame`).
    @inline(never)
    static func profiledTick(_ session: SimulatorSession) -> Bool {
        session.tick()
    }
}

/// A session's drawn frames at one thread count: the median and worst frame times (ms), the
/// worst frame's number, how many frames drew, the same for CPU time, and what the worst frame
/// spent its time on (`FrameBreakdown.summary`).
typealias FrameTimes = (median: Double, worst: Double, worstFrame: Int, drawn: Int, medianCPU: Double, worstCPU: Double, worstCPUFrame: Int,
                        worstBreakdown: String?)

/// The largest screen the bench draws, the 6.1-inch phone at 3x: the window's heap reserve is
/// sized for it (`ProcessHeap.frameReserve(for:)`).
let largestScreen: DeviceModel = {
    var model = DeviceModel.phone61
    model.scale = 3
    return model
}()
