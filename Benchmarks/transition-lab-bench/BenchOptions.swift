/// Command-line options, parsed by hand (the bench target has no ArgumentParser dependency).
struct BenchOptions {
    /// Substrings of case names to run; empty runs every case.
    var filters: [String] = []
    /// Settings passed to every case.
    var settings = BenchmarkSettings()
    /// Print case names and exit.
    var listOnly = false

    /// The usage text printed by `--help` and after a bad argument.
    static let usage = """
        usage: transition-lab-bench [--filter NAME]... [--iterations N] [--warmup N] [--pixman-only]
                                    [--pixman-format argb|abgr] [--pixman-whole-screen] [--dump DIR] [--list]
                                    [--session NAME] [--profile-frame N] [--one-core]

          --filter NAME          run only cases whose name contains NAME (repeatable)
          --iterations N         timed runs per figure, median reported (default 40)
          --warmup N             untimed runs before timing (default 5)
          --pixman-only          time only pixman (while Raster's kernels are placeholders)
          --pixman-format F      how pixman reads our pixels: argb (default, its fast paths) or
                                 abgr (PIXMAN_a8b8g8r8, our exact layout; slower generic paths)
          --pixman-whole-screen  give pixman the whole screen, not the layer's bounding box
          --dump DIR             write each operation's pictures (ours, pixman) to DIR as .pam
          --list                 print the case names and exit
          --session NAME         session_frames_* play only the session named NAME, or
                                 else those whose name contains NAME
          --profile-frame N      session_frames_* draw frame N inside `profiledTick`, for
                                 `valgrind --toggle-collect='*profiledTick*'` to count it alone
          --one-core             frame_* cases skip their two-core runs (an instruction count
                                 of one core's frames, which thread scheduling does not vary)
        """

    /// Parses `arguments` (without the program name); returns an error message on bad input.
    static func parse(_ arguments: [String]) -> Result<BenchOptions, BenchOptionsError> {
        var options = BenchOptions()
        var rest = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = rest.popFirst() else { throw BenchOptionsError("\(flag) needs a value") }
            return next
        }
        func count(for flag: String, minimum: Int) throws -> Int {
            let text = try value(for: flag)
            guard let n = Int(text), n >= minimum else {
                throw BenchOptionsError("\(flag) needs a whole number >= \(minimum), got '\(text)'")
            }
            return n
        }
        do {
            while let argument = rest.popFirst() {
                switch argument {
                case "--filter": options.filters.append(try value(for: argument))
                case "--iterations": options.settings.iterations = try count(for: argument, minimum: 1)
                case "--warmup": options.settings.warmup = try count(for: argument, minimum: 0)
                case "--pixman-only": options.settings.pixmanOnly = true
                case "--pixman-format":
                    let text = try value(for: argument)
                    guard let format = PixmanPixelFormat(rawValue: text) else {
                        throw BenchOptionsError("--pixman-format needs argb or abgr, got '\(text)'")
                    }
                    options.settings.pixmanFormat = format
                case "--pixman-whole-screen": options.settings.pixmanWholeScreen = true
                case "--dump": options.settings.dumpFolder = try value(for: argument)
                case "--list": options.listOnly = true
                case "--session": options.settings.session = try value(for: argument)
                case "--profile-frame": options.settings.profileFrame = try count(for: argument, minimum: 1)
                case "--one-core": options.settings.oneCoreOnly = true
                case "--help", "-h": throw BenchOptionsError(nil)
                default: throw BenchOptionsError("unknown argument '\(argument)'")
                }
            }
        } catch let error as BenchOptionsError {
            return .failure(error)
        } catch {
            return .failure(BenchOptionsError("\(error)"))
        }
        return .success(options)
    }

    /// Whether the case called `name` is selected by the filters.
    func selects(_ name: String) -> Bool {
        filters.isEmpty || filters.contains { name.contains($0) }
    }
}

/// A command-line problem; a nil message means help was asked for.
struct BenchOptionsError: Error {
    /// What was wrong, or nil for `--help`.
    var message: String?
    init(_ message: String?) { self.message = message }
}
