import Foundation
import Raster
import Simulator
import UIKit

/// Compares two session files frame by frame on the simulated clock (`transition-lab diff`).
///
/// Both are replayed headless in lockstep (`SessionPair`). Each frame's screens are compared by
/// their hashes, and a differing hash is confirmed by the pixels themselves. A session that
/// ends first keeps showing its last frame: two sessions of different lengths differ only if
/// that last frame differs from a later frame of the longer one.
package enum SessionDiff {
    /// Why two sessions cannot be compared pixel for pixel: the header field that differs
    /// (device or scale, which give screens of different sizes at every frame), or nil.
    package static func incompatibility(_ a: SessionFile, _ b: SessionFile) -> SessionFileError? {
        if a.header.device != b.header.device {
            return SessionFileError(line: 1, field: "device", message: "A runs on \(a.header.device), B on \(b.header.device); "
                                    + "sessions on different phones differ at every pixel, so they are not compared")
        }
        if a.header.scale != b.header.scale {
            return SessionFileError(line: 1, field: "scale", message: "A is drawn at \(a.header.scale)x, B at \(b.header.scale)x; "
                                    + "screens of different scales differ at every pixel, so they are not compared")
        }
        return nil
    }

    /// Header fields that differ but leave the screens comparable, as "field: A value, B value".
    package static func headerNotes(_ a: SessionFile, _ b: SessionFile) -> [String] {
        var notes: [String] = []
        if a.header.demo != b.header.demo {
            notes.append("demo: A opens \(a.header.demo ?? "the catalogue"), B opens \(b.header.demo ?? "the catalogue")")
        }
        if a.header.orientation != b.header.orientation {
            notes.append("orientation: A starts \(a.header.orientation), B starts \(b.header.orientation)")
        }
        if a.header.version != b.header.version {
            notes.append("version: A was written by \(a.header.version), B by \(b.header.version)")
        }
        return notes
    }

    /// Replays both files (launching their apps with `makeRoot`) and compares every frame from
    /// frame 1 until the first difference or until both have ended; throws when the headers
    /// make the screens incomparable or an app cannot be launched.
    package static func compare(_ a: SessionFile, _ b: SessionFile, threads: Int = 1,
                               makeRoot: (SessionHeader) -> UIViewController?) throws -> SessionComparison {
        if let problem = incompatibility(a, b) { throw problem }
        var result = SessionComparison()
        result.headerNotes = headerNotes(a, b)
        let pair = try SessionPair(a, b, threads: threads, makeRoot: makeRoot)
        while true {
            // Idle stretches cost nothing: both screens stay as compared at the frame before.
            result.framesCompared += pair.skipIdleFrames()
            guard let step = pair.advance() else { break }
            result.framesCompared += 1
            // Equal hashes are taken as equal screens; a differing hash is checked by the bytes.
            guard step.hashA != step.hashB else { continue }
            let screenA = pair.screenA, screenB = pair.screenB
            let changed = SessionDifference.changedPixels(screenA, screenB)
            guard changed > 0 else { continue }
            result.difference = SessionDifference(
                frame: step.frame, timeA: pair.sessionA.device.time, timeB: pair.sessionB.device.time,
                screenA: screenA, screenB: screenB, changedPixels: changed,
                inputsA: SessionPair.inputs(of: a, before: step.frame), inputsB: SessionPair.inputs(of: b, before: step.frame))
            break
        }
        // Played on to the end, so the lengths are known even when a difference came first.
        while !pair.isFinished { pair.skipIdleFrames(); pair.advance() }
        result.lastFrameA = pair.endA ?? pair.frame
        result.lastFrameB = pair.endB ?? pair.frame
        result.stalls = pair.stalls
        // A file changed in place while it was read played lines that were never checked.
        if let problem = a.lines.problem ?? b.lines.problem { throw problem }
        return result
    }
}
