import Foundation
import Raster
import Simulator

/// A session's frame times as the median of fresh processes, each frame's own: a replay in a
/// process of its own starts as a window launched on the session does (no picture decoded, no
/// font prepared, no page of the heap kept by an earlier replay), and a frame's median over
/// several such runs is its cost, where one run's maximum is as often the VM taking the core
/// away for a moment (docs/PERFORMANCE.md, "How to measure").
extension ProResolutionCases {
    /// How many fresh processes replay each session at each thread count.
    static let freshRuns = 3

    /// The figures of `session` at `scale` for each of `threadCounts`, each frame's time the
    /// median of `freshRuns` child processes (their runs interleaved: all the thread counts of one
    /// run before the next); nil when a child fails.
    static func freshProcessFrameTimes(session: String, scale: Int, threadCounts: [Int]) -> [FrameTimes]? {
        // samples[t][frame] = (ms, cpuMs, breakdown) of each run.
        var samples = threadCounts.map { _ in [Int: [(ms: Double, cpu: Double, breakdown: String)]]() }
        for _ in 0..<freshRuns {
            for (index, threads) in threadCounts.enumerated() {
                guard let frames = childFrames(session: session, scale: scale, threads: threads) else { return nil }
                for frame in frames { samples[index][frame.number, default: []].append((frame.ms, frame.cpu, frame.breakdown)) }
            }
        }
        return samples.map { byFrame in
            // Sorted by frame number, so ties between equal medians go to the earliest frame.
            let medians = byFrame.keys.sorted().map { number -> (number: Int, ms: Double, cpu: Double, breakdown: String) in
                let runs = byFrame[number]!
                let middle = runs.sorted { $0.ms < $1.ms }[runs.count / 2]
                let cpu = runs.map(\.cpu).sorted()[runs.count / 2]
                return (number, middle.ms, cpu, middle.breakdown)
            }
            let worst = medians.max { $0.ms < $1.ms }!
            let worstCPU = medians.max { $0.cpu < $1.cpu }!
            return (medians.map(\.ms).sorted()[medians.count / 2], worst.ms, worst.number, medians.count,
                    medians.map(\.cpu).sorted()[medians.count / 2], worstCPU.cpu, worstCPU.number, worst.breakdown)
        }
    }

    /// One child's drawn frames: `transition-lab-bench --session-frames NAME SCALE THREADS`.
    private static func childFrames(session: String, scale: Int, threads: Int)
        -> [(number: Int, ms: Double, cpu: Double, breakdown: String)]? {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = ["--session-frames", session, "\(scale)", "\(threads)"]
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        do { try child.run() } catch {
            print("check: \(session) could not be replayed in a child process: \(error)")
            return nil
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0 else {
            print("check: \(session)'s child replay exited with \(child.terminationStatus)")
            return nil
        }
        let frames = String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line -> (Int, Double, Double, String)? in
            // "frame N MS CPU | breakdown"
            let halves = line.split(separator: "|", maxSplits: 1)
            let fields = halves[0].split(separator: " ")
            guard fields.count == 4, fields[0] == "frame", let number = Int(fields[1]), let ms = Double(fields[2]),
                  let cpu = Double(fields[3]) else { return nil }
            return (number, ms, cpu, halves.count > 1 ? halves[1].trimmingCharacters(in: .whitespaces) : "")
        }
        return frames.isEmpty ? nil : frames
    }

    /// The child's side: replays `session` moved to the 6.1-inch phone at `scale` on `threads`
    /// and prints each drawn frame ("frame N MS CPU | breakdown"); false when there is no such session.
    static func printSessionFrames(session: String, scale: Int, threads: Int) -> Bool {
        guard let file = sessionsOnPhone61(scale: scale).first(where: { $0.name == session })?.file else { return false }
        ProcessHeap.keepPagesForFrames(reserve: ProcessHeap.frameReserve(for: largestScreen))
        var lines: [String] = []
        _ = WorkMeter.installed { meter in
            frameTimes(file, threads: threads, dumpingWorstTo: nil, profiling: nil, meter: meter) { number, ms, cpu, breakdown in
                lines.append("frame \(number) \(ms) \(cpu) | \(breakdown?.summary ?? "")")
            }
        }
        // Printed after the replay, so that writing does not fall inside a frame.
        print(lines.joined(separator: "\n"))
        return true
    }
}
