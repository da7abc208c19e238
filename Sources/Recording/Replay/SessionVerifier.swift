import Foundation
import Raster
import Simulator
import UIKit

/// Replays a session headless and compares each frame's hash with the hashes in its file.
public enum SessionVerifier {
    /// Replays `file` (launching its app with `makeRoot`) and compares every frame from the
    /// first recorded hash to the last frame the file covers (its end mark, or for a cut file its
    /// last whole line: nothing is known of the frames after it); stops at the first
    /// difference, keeping that frame's screen and the last one that matched. Idle stretches are
    /// skipped (`skippingIdle`), each skipped frame counting as compared: it looked like the
    /// frame before it in the replay, and the file has no line in it.
    public static func verify(_ file: SessionFile, skippingIdle: Bool = true,
                              makeRoot: (SessionHeader) -> UIViewController?) throws -> SessionVerification {
        let expected = file.hashes
        var result = SessionVerification(recordedHashes: expected.count)
        result.damage = file.damage
        guard let firstFrame = expected.first?.frame else {
            result.problem = "the file has no frame hashes; write them with `transition-lab verify --update`"
                + (file.damage.map { " (\($0))" } ?? "")
            return result
        }
        let session = try SessionReplayer.launch(file, makeRoot: makeRoot)
        let device = session.device
        // A file's hashes are checked with its own format's algorithm.
        let replay = HashedReplay(SessionReplayer(file: file, session: session), format: file.header.format,
                                  skippingIdle: skippingIdle)
        var index = 0
        var current: FrameHash?
        var lastCompared = firstFrame - 1
        // After a mismatch the replay still plays to its end, so `lastFrame` and `problem`
        // say how far the file goes.
        for point in replay where result.mismatch == nil {
            if point.changed { result.hashes.append((point.frame, point.hash)) }
            // Past the file's last frame the recording may have changed without a line saying so.
            guard point.frame <= file.lastFrame else { continue }
            // The hash in force at this frame: the last line at or before it (a frame without
            // a line looked like the one before).
            while index < expected.count, expected[index].frame <= point.frame {
                current = expected[index].hash
                index += 1
            }
            guard point.frame >= firstFrame, let current else { continue }
            if point.hash == current {
                // Frames skipped as idle since the last comparison looked like this one.
                result.framesCompared += point.frame - lastCompared
                lastCompared = point.frame
                result.lastMatch = (point.frame, device.screen)
            } else {
                result.framesCompared += 1
                result.mismatch = SessionVerification.Mismatch(frame: point.frame, expected: current, actual: point.hash, screen: device.screen)
            }
        }
        if let stop = replay.stop, result.mismatch == nil { result.problem = "the replay stopped early: \(stop)" }
        if result.mismatch == nil, result.problem == nil, let last = expected.last, session.device.frameCount < last.frame {
            result.problem = "the replay ended at frame \(session.device.frameCount), before the recorded hash of frame \(last.frame)"
        }
        result.lastFrame = min(session.device.frameCount, file.lastFrame)
        return result
    }

    /// The file with its hash lines replaced by a fresh replay's (`verify --update`): hashes
    /// from the first recorded one's frame, or from the first frame when it had none, in this
    /// program's format (an older file is upgraded: its header's format changes with them).
    ///
    /// With `keepingFormat`, the hashes are made in the file's own format instead and the header
    /// is left as it is: how the test suite refreshes its format-1 fixture after a change to the
    /// pixels, so that it keeps checking that format-1 files still verify.
    public static func updated(_ file: SessionFile, keepingFormat: Bool = false,
                               makeRoot: (SessionHeader) -> UIViewController?) throws -> SessionFile {
        let session = try SessionReplayer.launch(file, makeRoot: makeRoot)
        let firstFrame = file.hashes.first?.frame ?? 1
        let format = keepingFormat ? file.header.format : SessionHeader.currentFormat
        let replay = HashedReplay(SessionReplayer(file: file, session: session), format: format)
        var hashes: [SessionLine] = []
        var last: FrameHash?
        for point in replay where point.frame >= firstFrame && point.frame <= file.lastFrame && point.hash != last {
            last = point.hash
            hashes.append(.hash(frame: point.frame, point.hash))
        }
        if let stop = replay.stop {
            throw SessionFileError(line: file.lines.count + 1, field: "frame", message: "the replay stopped early: \(stop)")
        }
        // A hash line goes before the inputs of its frame: it was taken after the tick that drew
        // the frame, and the inputs came after that.
        var merged = SessionLines()
        var pending = hashes[...]
        for line in file.lines {
            if case .hash = line { continue }
            while let hash = pending.first, hash.frame <= line.frame { merged.append(hash); pending = pending.dropFirst() }
            merged.append(line)
        }
        merged += pending
        var result = file
        // The new hashes are in `format`: the file becomes that format.
        result.header.format = format
        result.lines = merged
        result.droppedCutLine = false
        return result
    }
}
