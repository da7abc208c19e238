import Foundation
import Raster
import Simulator
import UIKit

/// Two session files replayed side by side on the simulated clock, one frame at a time: what
/// `transition-lab diff` compares and what the diff window shows.
///
/// Both apps are launched as their headers say and their inputs given at their recorded frames.
/// `advance()` brings both devices to the next frame; a session that has reached its last frame
/// (or stopped on a pause its file never lifts) keeps showing its last screen while the other
/// goes on. Each screen's hash is taken only after a tick that redrew it or gave it an input,
/// as a recording takes them.
package final class SessionPair {
    /// The first session's file.
    package let fileA: SessionFile
    /// The second session's file.
    package let fileB: SessionFile
    /// The first session, replaying.
    package let sessionA: SimulatorSession
    /// The second session, replaying.
    package let sessionB: SimulatorSession
    private let replayA: HashedReplay
    private let replayB: HashedReplay
    private var hashA: FrameHash?
    private var hashB: FrameHash?
    /// The frame both sessions were last brought to (0 at launch).
    package private(set) var frame = 0
    /// The frame at which the first session stopped moving, once it did.
    package private(set) var endA: Int?
    /// The frame at which the second session stopped moving, once it did.
    package private(set) var endB: Int?
    /// Why a session stopped before its file's end (a pause its file never lifts), if one did.
    package private(set) var stalls: [String] = []

    /// Launches both sessions (`makeRoot` makes each header's root view controller) on devices
    /// of `threads` compositing threads each.
    package init(_ a: SessionFile, _ b: SessionFile, threads: Int = 1,
                makeRoot: (SessionHeader) -> UIViewController?) throws {
        fileA = a
        fileB = b
        sessionA = try SessionReplayer.launch(a, threads: threads, makeRoot: makeRoot)
        sessionB = try SessionReplayer.launch(b, threads: threads, makeRoot: makeRoot)
        // Idle stretches are skipped only by `skipIdleFrames`, for both sessions at once.
        replayA = HashedReplay(SessionReplayer(file: a, session: sessionA), skippingIdle: false)
        replayB = HashedReplay(SessionReplayer(file: b, session: sessionB), skippingIdle: false)
    }

    /// Whether both sessions have stopped: nothing after this frame can differ from it.
    package var isFinished: Bool { endA != nil && endB != nil }

    /// The first session's screen now.
    package var screenA: Bitmap { sessionA.device.screen }

    /// The second session's screen now.
    package var screenB: Bitmap { sessionB.device.screen }

    /// Brings both sessions to the next frame and returns both screens' hashes there; nil when
    /// both had already stopped.
    @discardableResult
    package func advance() -> (frame: Int, hashA: FrameHash, hashB: FrameHash)? {
        guard !isFinished else { return nil }
        frame += 1
        Self.step(replayA, &hashA, &endA, stalls: &stalls, name: "A")
        Self.step(replayB, &hashB, &endB, stalls: &stalls, name: "B")
        return (frame, hashA ?? FrameHash(of: screenA), hashB ?? FrameHash(of: screenB))
    }

    /// When both sessions still playing are idle and their files' next lines are far ahead,
    /// moves both clocks straight there (`SessionReplayer.skipIdleFrames`); returns how many
    /// frames were skipped, each showing both screens as the frame before it did.
    @discardableResult
    package func skipIdleFrames() -> Int {
        guard !isFinished else { return 0 }
        let playing = [(endA, replayA.replayer), (endB, replayB.replayer)].filter { $0.0 == nil }.map(\.1)
        let count = playing.map { $0.idleFramesAhead() }.min() ?? 0
        guard count > 0 else { return 0 }
        for replayer in playing { replayer.skipIdleFrames(limit: replayer.session.device.frameCount + count + 1) }
        frame += count
        return count
    }

    /// Ticks one session to its next frame unless it has stopped, keeping its screen's hash.
    private static func step(_ replay: HashedReplay, _ hash: inout FrameHash?, _ end: inout Int?,
                             stalls: inout [String], name: String) {
        let replayer = replay.replayer, device = replayer.session.device
        if end == nil, replayer.isFinished { end = device.frameCount }
        if end == nil {
            if let point = replay.next() {
                hash = point.hash
                if replayer.isFinished { end = device.frameCount }
            } else if let before = replay.stalledFrame {
                // Paused with every input of this frame given: no later tick can move the clock,
                // so the session stays on this screen, as `playToEnd` would stop here. The
                // inputs may still have redrawn it, so its hash is taken afresh.
                hash = FrameHash(of: device.screen)
                end = before
                stalls.append("\(name) is paused at frame \(before) but its file goes on to frame \(replayer.file.lastFrame)")
            }
        }
        if hash == nil { hash = FrameHash(of: device.screen) }
    }

    /// The inputs of `file` that can have shaped frame `frame`: those stamped in the half second
    /// before it (an input stamped F is given before the tick to F + 1), or else the last one
    /// before it; written as their file lines.
    package static func inputs(of file: SessionFile, before frame: Int, window: Int = 30) -> [String] {
        // Read backwards from the frame, where the lines are: a file of many inputs makes no
        // array of them.
        let lines = file.lines
        var index = lines.firstIndex(atOrAfterFrame: frame)
        var chosen: [SessionLine] = []
        while index > 0, chosen.count < 8 {
            index -= 1
            let line = lines[index]
            guard case .event(let at, let event) = line, event != .end else { continue }
            // The last input before the frame counts even when it is older than the window.
            if at < frame - window, !chosen.isEmpty { break }
            chosen.append(line)
            if at < frame - window { break }
        }
        return chosen.reversed().compactMap(\.text)
    }
}
