import Foundation
import Overlays

/// What `transition-lab open --watch` tells the app's window it relaunched: which build runs,
/// how its frames compare with the previous build's, and a rebuild under way or failed. The
/// watch writes it as a small JSON file, replaced whole by a rename, and the window reads it
/// again whenever it changes (`WatchStatusFile`), showing it in its watch bar
/// (docs/YOUR-APP.md, "Edit and stay where you were").
package struct WatchStatus: Codable, Equatable {
    /// A build's first error.
    package struct Failure: Codable, Equatable {
        /// The user's file the error is in, as the user named it, if the compiler named one.
        package var file: String?
        /// The error's line and column in that file.
        package var line: Int?
        package var column: Int?
        /// The compiler's message.
        package var message: String

        package init(file: String?, line: Int?, column: Int?, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }

        /// The first error in a build's output: a `FILE:LINE:COLUMN: error: MESSAGE` line of the
        /// compiler's, else the first line holding `error:`; nil when there is none.
        package static func first(in output: String) -> Failure? {
            let lines = output.split(whereSeparator: \.isNewline).map(String.init)
            for line in lines {
                guard let range = line.range(of: ": error: ") else { continue }
                let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let message = String(line[range.upperBound...])
                // FILE:LINE:COLUMN, the file itself possibly holding colons.
                if place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) {
                    return Failure(file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column, message: message)
                }
            }
            guard let line = lines.first(where: { $0.contains("error:") }) else { return nil }
            let message = line[line.range(of: "error:")!.upperBound...].trimmingCharacters(in: .whitespaces)
            return Failure(file: nil, line: nil, column: nil, message: message)
        }
    }

    /// The running build, from 1.
    package var build: Int
    /// The last frame of the session the build resumed (0 for the first build).
    package var resumedFrame: Int
    /// "none", "comparing", "same", "differs" or "unavailable".
    package var comparison: String
    /// The first frame that differs, with "differs".
    package var firstDifference: Int?
    /// Why no comparison was made, with "unavailable".
    package var reason: String?
    /// Whether a rebuild is under way.
    package var rebuilding: Bool
    /// The last rebuild's failure, until a build succeeds.
    package var failure: Failure?

    /// The status of build `build`, relaunched at `resumedFrame`.
    package init(build: Int, resumedFrame: Int, comparison: String = "none") {
        self.build = build
        self.resumedFrame = resumedFrame
        self.comparison = comparison
        rebuilding = false
    }

    /// The comparison as the bar shows it.
    var barComparison: WatchBar.Comparison {
        switch comparison {
        case "comparing": return .comparing
        case "same": return .same
        case "differs": return firstDifference.map { .differs(frame: $0) } ?? .unavailable("no frame given")
        case "unavailable": return .unavailable(reason ?? "unknown")
        default: return .none
        }
    }

    /// Sets `bar`'s fields from this status, keeping its timeline (the window's own: where its
    /// resume ended and the marks it met on the way).
    func apply(to bar: inout WatchBar) {
        bar.build = build
        bar.comparison = barComparison
        bar.isRebuilding = rebuilding
        bar.buildFailure = failure.map { failure in
            let location = failure.file.map { file in
                ([(file as NSString).lastPathComponent] + [failure.line, failure.column].compactMap { $0.map(String.init) })
                    .joined(separator: ":")
            }
            return WatchBar.BuildFailure(location: location, message: failure.message)
        }
    }

    /// Writes the status to `path` whole: a temporary file beside it, renamed over it, so the
    /// window never reads half of one.
    package func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(self)
        let temporary = path + ".new"
        try data.write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// The status in the file at `path`, or nil when there is none or it does not read as one.
    package static func read(from path: String) -> WatchStatus? {
        guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return nil }
        return try? JSONDecoder().decode(WatchStatus.self, from: data)
    }
}
