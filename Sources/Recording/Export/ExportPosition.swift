import Foundation

/// A point in a session given on the command line: seconds (`1.5`, `1.5s`) of the export's
/// time, which is as lived unless idle time is skipped (`ExportTimeline`), or a simulated frame
/// number with an `f` suffix (`90f`).
package enum ExportPosition: Equatable, Sendable, CustomStringConvertible {
    /// Seconds since launch: time as lived, or simulated time when idle time is skipped.
    case seconds(Double)
    /// A simulated frame number (0 at launch, one more per 60 Hz tick).
    case frame(Int)

    /// Reads `1.5`, `1.5s` or `90f`, strictly: plain decimal digits (seconds may have a
    /// fraction, `.5` or `1.`), no sign, exponent, `0x`, `inf` or spaces; nil for anything else,
    /// and for positions after 24 hours (`SessionLimits.maxFrame`, the last frame a session
    /// file may hold), which are refused before they become a frame number.
    package init?(_ text: String) {
        let lowered = text.lowercased()
        // Longer than any position within 24 hours needs: refused before it is read.
        guard lowered.utf8.count <= 24 else { return nil }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        if lowered.hasSuffix("f") {
            let digits = lowered.utf8.dropLast()
            guard !digits.isEmpty, digits.allSatisfy(isDigit), let frame = Int(String(lowered.dropLast())),
                  (0...SessionLimits.maxFrame).contains(frame) else { return nil }
            self = .frame(frame)
            return
        }
        let number = lowered.hasSuffix("s") ? String(lowered.dropLast()) : lowered
        let parts = number.utf8.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ $0.allSatisfy(isDigit) }), parts.contains(where: { !$0.isEmpty }) else { return nil }
        let limit = Double(SessionLimits.maxFrame / ExportFormat.simulatedFrameRate)
        guard let seconds = Double(number), seconds.isFinite, seconds >= 0, seconds <= limit else { return nil }
        self = .seconds(seconds)
    }

    /// The frame this position names: the simulated frame, or for seconds the 60 Hz frame of
    /// the export's time they fall on (rounded to the nearest).
    package var frame: Int {
        switch self {
        case .frame(let frame): return frame
        case .seconds(let seconds): return Int((seconds * Double(ExportFormat.simulatedFrameRate)).rounded())
        }
    }

    /// As written on the command line (`1.5s`, `90f`).
    package var description: String {
        switch self {
        case .frame(let frame): return "\(frame)f"
        case .seconds(let seconds): return "\(seconds)s"
        }
    }

    /// The frames from `from` to `to`, both included, in a session whose last frame is
    /// `lastFrame` and that has no idle time; the whole session (0...lastFrame) by default.
    /// Errors say which end is wrong. (`ExportTimeline.range` counts idle time too.)
    package static func range(from: ExportPosition?, to: ExportPosition?, lastFrame: Int) throws -> ClosedRange<Int> {
        try ExportTimeline(lastFrame: lastFrame).range(from: from, to: to)
    }
}
