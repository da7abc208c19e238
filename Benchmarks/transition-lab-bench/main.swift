import Foundation
import Simulator

// Benchmarks print timings; they never pass or fail. Figures are medians of interleaved runs,
// compared with pixman in the same process because the VM's clock drifts from run to run.

// Whole lines on standard output, so that the UIKit warnings the replays write on standard error
// (unbuffered) fall between `bench:` lines, which scripts parse, never inside one.
setvbuf(stdout, nil, _IOLBF, 0)

// A child replaying one session for the session figures (SessionFrameRuns.swift): the arguments
// are the parent's, not a user's.
if CommandLine.arguments.count == 5, CommandLine.arguments[1] == "--session-frames",
   let scale = Int(CommandLine.arguments[3]), let threads = Int(CommandLine.arguments[4]) {
    exit(ProResolutionCases.printSessionFrames(session: CommandLine.arguments[2], scale: scale, threads: threads) ? 0 : 1)
}

let options: BenchOptions
switch BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) {
case .success(let parsed):
    options = parsed
case .failure(let error):
    if let message = error.message {
        FileHandle.standardError.write(Data("transition-lab-bench: \(message)\n\n\(BenchOptions.usage)\n".utf8))
        exit(2)
    }
    print(BenchOptions.usage)
    exit(0)
}

// The live window keeps freed buffers' pages and touches a reserve before its first frame
// (ProcessHeap); so does the bench, for the largest screen it draws (`largestScreen`), so its frames
// are the window's.
ProcessHeap.keepPagesForFrames(reserve: ProcessHeap.frameReserve(for: largestScreen))

let cases = allBenchmarkCases()
if options.listOnly {
    cases.forEach { print($0.name) }
    exit(0)
}
let selected = cases.filter { options.selects($0.name) }
if selected.isEmpty {
    FileHandle.standardError.write(Data("transition-lab-bench: no case matches \(options.filters); try --list\n".utf8))
    exit(2)
}

let s = options.settings
print("transition-lab-bench: \(selected.count) case(s), \(s.iterations) timed runs after \(s.warmup) warm-up, "
      + "screen \(Screen.width)x\(Screen.height) px, \(ProcessInfo.processInfo.activeProcessorCount) cores"
      + ", pixman reads pixels as \(s.pixmanFormat == .argb ? "PIXMAN_a8r8g8b8" : "PIXMAN_a8b8g8r8")"
      + (s.pixmanOnly ? ", pixman only" : ""))
// The CPU, so figures from different machines are not compared unknowingly.
print(MachineInfo.current().summary)
var report = BenchmarkReport()
for benchmark in selected {
    for figure in benchmark.run(s) { report.add(figure) }
}
print("")
print(report.table())
