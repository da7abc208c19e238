import Foundation
import Raster
import Simulator
import UIKit

/// Replays a session headless and compares each frame's hash with the hashes in its file.
package enum SessionVerifier {
    /// Replays `file` (launching its app with `makeRoot`) and compares every frame from the
    /// first recorded hash to the last frame the file covers (its end mark, or for a cut file its
    /// last whole line: nothing is known of the frames after it); stops at the first
    /// difference, keeping that frame's screen and the last one that matched. Idle stretches are
    /// skipped (`skippingIdle`), each skipped frame counting as compared: it looked like the
    /// frame before it in the replay, and the file has no line in it.
    ///
    /// Frames the recording dropped (format 5) are not compared; they are ticked undrawn as the
    /// live window ran them, or, with `drawingDroppedFrames`, drawn as a replay in the window
    /// draws them, which checks that the frames compared come out the same either way.
    package static func verify(_ file: SessionFile, skippingIdle: Bool = true, drawingDroppedFrames: Bool = false,
                              makeRoot: (SessionHeader) -> UIViewController?) throws -> SessionVerification {
        var result = SessionVerification()
        result.damage = file.damage
        let lines = file.lines
        guard let firstFrame = firstHash(in: lines)?.frame else {
            result.problem = lines.problem?.message ?? ("the file has no frame hashes; write them with `transition-lab verify --update`"
                + (file.damage.map { " (\($0))" } ?? ""))
            return result
        }
        let session = try SessionReplayer.launch(file, makeRoot: makeRoot)
        let device = session.device
        // A file's hashes are checked with its own format's algorithm.
        let replay = HashedReplay(SessionReplayer(file: file, session: session), format: file.header.format,
                                  skippingIdle: skippingIdle, drawsDroppedFrames: drawingDroppedFrames)
        // The file's lines are read where they are, in step with the replay: nothing is held per line.
        var index = 0
        var current: FrameHash?
        var lastHashFrame = firstFrame
        var lastCompared = firstFrame - 1
        // After a mismatch the replay still plays to its end, so `lastFrame` and `problem`
        // say how far the file goes.
        for point in replay where result.mismatch == nil {
            // Past the file's last frame the recording may have changed without a line saying so.
            guard point.frame <= file.lastFrame else { continue }
            // Never shown, so never compared (nor counted, below).
            if point.dropped { continue }
            // The hash in force at this frame: the last line at or before it (a frame without
            // a line looked like the one before).
            while index < lines.count, lines.frame(at: index) <= point.frame {
                if case .hash(let frame, let hash) = lines[index] {
                    current = hash
                    lastHashFrame = frame
                }
                index += 1
            }
            guard point.frame >= firstFrame, let current else { continue }
            if point.hash == current {
                // Frames skipped as idle since the last comparison looked like this one.
                lastCompared = point.frame
                result.lastMatch = (point.frame, device.screen)
            } else {
                result.mismatch = SessionVerification.Mismatch(frame: point.frame, expected: current, actual: point.hash, screen: device.screen)
            }
        }
        // Every frame from the first hash to the last match was compared (an idle one skipped
        // looked like the next), but for those the recording dropped; and the mismatch, if any.
        result.framesDropped = droppedFrames(in: lines, from: firstFrame, through: lastCompared)
        result.framesCompared = lastCompared - firstFrame + 1 - result.framesDropped + (result.mismatch == nil ? 0 : 1)
        if let stop = replay.stop, result.mismatch == nil { result.problem = "the replay stopped early: \(stop)" }
        if result.mismatch == nil, result.problem == nil {
            // The file's hashes the replay did not reach.
            while index < lines.count {
                if case .hash(let frame, _) = lines[index] { lastHashFrame = frame }
                index += 1
            }
            if session.device.frameCount < lastHashFrame {
                result.problem = "the replay ended at frame \(session.device.frameCount), before the recorded hash of frame \(lastHashFrame)"
            }
        }
        if let problem = lines.problem { result.problem = problem.message }
        result.lastFrame = min(session.device.frameCount, file.lastFrame)
        return result
    }

    /// The file with its hash lines replaced by a fresh replay's (`verify --update`): hashes
    /// from the first recorded one's frame, or from the first frame when it had none, in this
    /// program's format (an older file is upgraded: its header's format changes with them).
    /// Held in memory: `update(_:keepingFormat:makeRoot:each:)` streams the same lines instead.
    ///
    /// With `keepingFormat`, the hashes are made in the file's own format instead and the header
    /// is left as it is: how the test suite refreshes its format-1 fixture after a change to the
    /// pixels, so that it keeps checking that format-1 files still verify.
    package static func updated(_ file: SessionFile, keepingFormat: Bool = false,
                               makeRoot: (SessionHeader) -> UIViewController?) throws -> SessionFile {
        var result = file
        result.header = updatedHeader(of: file, keepingFormat: keepingFormat)
        result.lines = []
        try update(file, keepingFormat: keepingFormat, makeRoot: makeRoot) { result.lines.append($0) }
        result.droppedCutLine = false
        return result
    }

    /// The header of the file `updated(_:keepingFormat:makeRoot:)` makes: the new hashes are
    /// in this program's format, so the file becomes that format, unless `keepingFormat`. A file
    /// from before sessions named their app is the demo catalogue's (`SessionHeader.app`), and
    /// says so once upgraded.
    package static func updatedHeader(of file: SessionFile, keepingFormat: Bool = false) -> SessionHeader {
        var header = file.header
        if !keepingFormat {
            header.format = SessionHeader.currentFormat
            header.app = header.app ?? SessionHeader.demoCatalogueApp
        }
        return header
    }

    /// The lines of the file `updated(_:keepingFormat:makeRoot:)` makes, handed to `each` in
    /// order as the replay goes, none held (a file of any size is rewritten in a few MB);
    /// returns how many hash lines there were. Throws when the replay stops early, or when the
    /// file changed while it was read (`SessionLines.problem`): the caller then discards what
    /// `each` wrote.
    @discardableResult
    package static func update(_ file: SessionFile, keepingFormat: Bool = false, makeRoot: (SessionHeader) -> UIViewController?,
                              each: (SessionLine) throws -> Void) throws -> Int {
        let session = try SessionReplayer.launch(file, makeRoot: makeRoot)
        let lines = file.lines
        let firstFrame = firstHash(in: lines)?.frame ?? 1
        let replay = HashedReplay(SessionReplayer(file: file, session: session), format: updatedHeader(of: file, keepingFormat: keepingFormat).format)
        // A hash line goes before the inputs of its frame: it was taken after the tick that drew
        // the frame, and the inputs came after that. So each new hash is written after the
        // file's other lines of earlier frames.
        var next = 0, hashes = 0
        func copy(before frame: Int) throws {
            while next < lines.count, lines.frame(at: next) < frame {
                let line = lines[next]
                next += 1
                if case .hash = line { continue }
                try each(line)
            }
        }
        var last: FrameHash?
        for point in replay where !point.dropped && point.frame >= firstFrame && point.frame <= file.lastFrame && point.hash != last {
            last = point.hash
            try copy(before: point.frame)
            try each(.hash(frame: point.frame, point.hash))
            hashes += 1
        }
        if let stop = replay.stop {
            throw SessionFileError(line: lines.count + 1, field: "frame", message: "the replay stopped early: \(stop)")
        }
        try copy(before: .max)
        if let problem = lines.problem { throw problem }
        return hashes
    }

    /// How many frames from `first` through `last` the file's dropped-frames lines cover,
    /// read where they are.
    static func droppedFrames(in lines: SessionLines, from first: Int, through last: Int) -> Int {
        guard last >= first else { return 0 }
        var total = 0
        for line in lines {
            guard case .dropped(let frame, let frames) = line else { continue }
            total += max(0, min(last, frame + frames - 1) - max(first, frame) + 1)
        }
        return total
    }

    /// The first hash line of `lines`, read where it is.
    static func firstHash(in lines: SessionLines) -> (frame: Int, hash: FrameHash)? {
        for line in lines { if case .hash(let frame, let hash) = line { return (frame, hash) } }
        return nil
    }
}
