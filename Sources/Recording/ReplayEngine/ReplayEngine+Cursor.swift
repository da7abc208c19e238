import Foundation
import Raster
import Simulator
import UIKit
#if canImport(Glibc)
import Glibc
#endif

/// A cursor: a copy of a checkpoint that plays forward to the frame asked for and then serves
/// the window's requests on the engine's channel, one reply per request:
///
/// - `show`: the status, then `picture W H` and the framed picture's pixels (W x H 32-bit words).
/// - `tick N`: plays N frames, drawing only the last (stops at the end unless taken over).
/// - `mouse began|moved|ended X Y`: the mouse at a pixel of the framed picture.
/// - `command NAME`: a shortcut by its Swift name (`toggleExplodedView`).
/// - `takeover PATH`: stops the recorded inputs and records the user's from here to PATH.
/// - `close`: the window lets the cursor go; it answers `bye` and exits.
///
/// Every reply but `bye` and `error ...` is `status JSON` (`ReplayCursorStatus`).
extension ReplayEngine {
    func runCursor(to target: Int) -> Never {
        let device = session.device
        device.environment.onTransitionActivity = nil
        while device.frameCount < target - 1, !replayer.isFinished, advance(drawing: false) {}
        if device.frameCount < target { advance(drawing: true) }
        var takenOver = false
        channel.writeLine(statusLine(takenOver: takenOver))
        while let line = channel.readLine() {
            let parts = line.split(separator: " ").map(String.init)
            switch parts.first {
            case "show":
                channel.writeLine(statusLine(takenOver: takenOver))
                let picture = session.picture()
                channel.writeLine("picture \(picture.width) \(picture.height)")
                picture.pixels.withUnsafeBytes { _ = channel.write($0) }
            case "tick":
                let count = parts.count > 1 ? max(0, Int(parts[1]) ?? 1) : 1
                let playable = takenOver ? count : min(count, max(0, replayer.file.lastFrame - device.frameCount))
                for index in 0..<playable {
                    // A recorded pause holds the clock; the frames after it never come.
                    if !advance(drawing: index == playable - 1) && !takenOver { break }
                }
                channel.writeLine(statusLine(takenOver: takenOver))
            case "mouse":
                guard parts.count == 4, let phase = Self.phase(parts[1]), let x = Double(parts[2]), let y = Double(parts[3]) else {
                    channel.writeLine("error bad mouse request \"\(line)\"")
                    continue
                }
                session.mouse(phase, atFramePixel: x, y)
                channel.writeLine(statusLine(takenOver: takenOver))
            case "command":
                guard parts.count == 2, let command = SimulatorCommand.allCases.first(where: { "\($0)" == parts[1] }) else {
                    channel.writeLine("error unknown command \"\(line)\"")
                    continue
                }
                session.perform(command)
                channel.writeLine(statusLine(takenOver: takenOver))
            case "takeover":
                let path = String(line.dropFirst("takeover ".count))
                do {
                    if !takenOver {
                        replayer.detach()
                        try recorder.start(path: path)
                        takenOver = true
                    }
                    channel.writeLine(statusLine(takenOver: takenOver))
                } catch {
                    channel.writeLine("error cannot record to \(path): \(error)")
                }
            case "close":
                if takenOver { try? recorder.stop() }
                channel.writeLine("bye")
                _exit(0)
            default:
                channel.writeLine("error unknown request \"\(line)\"")
            }
        }
        // The window went away without closing: keep what was recorded.
        if takenOver { try? recorder.stop() }
        _exit(0)
    }

    /// Ticks one frame; returns whether the clock moved (a paused clock with no step does not).
    @discardableResult
    private func advance(drawing: Bool) -> Bool {
        let before = session.device.frameCount
        session.tick(drawing: drawing)
        return session.device.frameCount != before
    }

    private func statusLine(takenOver: Bool) -> String {
        let device = session.device
        let progress = device.run { device.environment.transitionProgress }
        let status = ReplayCursorStatus(
            frame: device.frameCount, finished: replayer.isFinished, exploded: session.showsExplodedView,
            paused: session.isPaused, takenOver: takenOver, recordingPath: recorder.path, idle: session.isIdle,
            transition: progress.map { "\($0.kind.rawValue) \(Int(($0.fraction * 100).rounded()))%" + ($0.isInteractive ? " (finger)" : "") })
        let json = (try? JSONEncoder().encode(status)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "status \(json)"
    }

    private static func phase(_ name: String) -> UITouch.Phase? {
        switch name {
        case "began": return .began
        case "moved": return .moved
        case "ended": return .ended
        default: return nil
        }
    }
}
