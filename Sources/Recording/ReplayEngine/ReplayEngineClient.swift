import Foundation
import Raster
import Simulator
#if canImport(Glibc)
import Glibc
#endif

/// Why the replay engine could not answer.
public struct ReplayEngineError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
    /// Whether the window stopped the engine itself (while indexing), which is no failure.
    public let isStopped: Bool

    /// An error saying `description`.
    public init(description: String, isStopped: Bool = false) {
        self.description = description
        self.isStopped = isStopped
    }
}

/// The window's side of a replay engine: starts the engine process on a session file, waits
/// for its timeline, then opens cursors at frames and asks them to play, draw and take input.
public final class ReplayEngineClient {
    /// The session's length and marks, as the engine found them.
    public private(set) var timeline = ReplayTimeline(lastFrame: 0)
    /// The last status a cursor reported (nil before the first `open`).
    public private(set) var status: ReplayCursorStatus?
    private let process = Process()
    private let channel: ReplayChannel
    private let toEngine = Pipe(), fromEngine = Pipe()
    private var cursorOpen = false

    /// Starts `executable` with `arguments` (the engine command for a session file) and reads
    /// the timeline. While the engine plays the session through, `onIndexing` hears (frame,
    /// last frame) at each progress line, and (nil, nil) every 100 ms without one; returning
    /// false stops the engine at once and throws. Throws when the engine cannot start or
    /// reports an error.
    public init(executable: String, arguments: [String],
                onIndexing: (_ frame: Int?, _ lastFrame: Int?) -> Bool = { _, _ in true }) throws {
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = toEngine
        process.standardOutput = fromEngine
        ReplayChannel.enlargePipe(fromEngine.fileHandleForWriting.fileDescriptor)
        do {
            try process.run()
        } catch {
            throw ReplayEngineError(description: "cannot start the replay engine \(executable): \(error)")
        }
        channel = ReplayChannel(input: fromEngine.fileHandleForReading.fileDescriptor,
                                output: toEngine.fileHandleForWriting.fileDescriptor)
        while true {
            var ready = pollfd(fd: channel.input, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 100) == 0 {
                guard onIndexing(nil, nil) else { throw stopIndexing() }
                continue
            }
            guard let line = channel.readLine() else {
                throw ReplayEngineError(description: "the replay engine stopped before reading the session")
            }
            if line.hasPrefix("indexing ") {
                let numbers = line.split(separator: " ").dropFirst().compactMap { Int($0) }
                if numbers.count == 2, !onIndexing(numbers[0], numbers[1]) { throw stopIndexing() }
            } else if line.hasPrefix("timeline ") {
                guard let timeline = try? JSONDecoder().decode(ReplayTimeline.self, from: Data(line.dropFirst(9).utf8)) else {
                    throw ReplayEngineError(description: "the replay engine sent a timeline that cannot be read")
                }
                self.timeline = timeline
                return
            } else {
                throw ReplayEngineError(description: line.hasPrefix("error ") ? String(line.dropFirst(6)) : "unexpected reply \"\(line)\"")
            }
        }
    }

    /// The engine's process id (its checkpoints and cursors are its descendants).
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Ends an engine still indexing: SIGTERM, which it answers at once.
    private func stopIndexing() -> ReplayEngineError {
        if process.isRunning {
            process.terminate()
            try? toEngine.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        return ReplayEngineError(description: "indexing was stopped", isStopped: true)
    }

    deinit { shutDown() }

    /// Lets the current cursor go and ends the engine.
    public func shutDown() {
        try? closeCursor()
        if process.isRunning {
            // The pipe closing ends the engine's checkpoints too (see `ReplayEngine+Lifetime`).
            channel.writeLine("quit")
            try? toEngine.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// Opens a cursor at `frame` (the current one is let go first).
    @discardableResult
    public func open(frame: Int) throws -> ReplayCursorStatus {
        try closeCursor()
        let status = try request("open \(frame)")
        cursorOpen = true
        return status
    }

    /// Plays `count` frames (drawing only the last). Once taken over every frame is drawn (the
    /// branch hashes each), unless `droppingUndrawn`: then, as in the live window, the frames
    /// before the last run undrawn and the branch records them dropped.
    @discardableResult
    public func tick(_ count: Int = 1, droppingUndrawn: Bool = false) throws -> ReplayCursorStatus {
        try request("tick \(count)\(droppingUndrawn ? " drop" : "")")
    }

    /// The mouse at a pixel of the framed picture, with Alt and Shift as held (two fingers,
    /// `SimulatorSession.mouse(_:atFramePixel:_:alt:shift:)`).
    @discardableResult
    public func mouse(_ phase: String, x: Double, y: Double, alt: Bool = false, shift: Bool = false) throws -> ReplayCursorStatus {
        let modifiers = alt ? (shift ? " alt+shift" : " alt") : ""
        return try request("mouse \(phase) \(x) \(y)\(modifiers)")
    }

    /// Carries out a shortcut in the cursor's session.
    @discardableResult
    public func perform(_ command: SimulatorCommand) throws -> ReplayCursorStatus {
        try request("command \(command)")
    }

    /// Stops the recorded inputs at the current frame and records the user's to `path`.
    @discardableResult
    public func takeOver(recordingTo path: String) throws -> ReplayCursorStatus {
        try request("takeover \(path)")
    }

    /// The framed picture at the cursor's frame, overlays included.
    public func picture() throws -> Bitmap {
        _ = try request("show")
        guard let line = channel.readLine() else { throw ReplayEngineError(description: "the replay engine stopped") }
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[0] == "picture", let width = Int(parts[1]), let height = Int(parts[2]),
              width > 0, height > 0, width * height < 1 << 28 else {
            throw ReplayEngineError(description: "unexpected reply \"\(line)\"")
        }
        // Read straight into the new array: no pass filling it with zeros first.
        var complete = false
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            complete = channel.read(into: UnsafeMutableRawBufferPointer(buffer))
            count = complete ? width * height : 0
        }
        guard complete else { throw ReplayEngineError(description: "the replay engine stopped while sending a picture") }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// The XXH64 of the cursor's device screen, as a session file's hash lines hold it.
    public func screenHash() throws -> FrameHash {
        guard channel.writeLine("hash"), let reply = channel.readLine() else {
            throw ReplayEngineError(description: "the replay engine stopped")
        }
        guard reply.hasPrefix("hash "), let hash = FrameHash(hex: String(reply.dropFirst(5))) else {
            throw ReplayEngineError(description: "unexpected reply \"\(reply)\"")
        }
        return hash
    }

    /// The frames the engine keeps checkpoints at now: the ladder's and the near ones (asked
    /// between cursors: the current one is let go first).
    public func checkpoints() throws -> (ladder: [Int], near: [Int]) {
        try closeCursor()
        guard channel.writeLine("checkpoints"), let reply = channel.readLine(), reply.hasPrefix("checkpoints") else {
            throw ReplayEngineError(description: "the replay engine stopped")
        }
        let words = reply.split(separator: " ").dropFirst()
        return (words.compactMap { Int($0) }, words.filter { $0.hasSuffix("n") }.compactMap { Int($0.dropLast()) })
    }

    /// Lets the cursor go (a take-over's branch is then saved); the engine takes the next `open`.
    public func letGo() throws {
        try closeCursor()
    }

    /// Lets the cursor go; the engine then takes the next `open`.
    private func closeCursor() throws {
        guard cursorOpen else { return }
        cursorOpen = false
        guard channel.writeLine("close"), let reply = channel.readLine() else {
            throw ReplayEngineError(description: "the replay engine stopped")
        }
        guard reply == "bye" else { throw ReplayEngineError(description: "unexpected reply \"\(reply)\"") }
    }

    private func request(_ line: String) throws -> ReplayCursorStatus {
        guard channel.writeLine(line), let reply = channel.readLine() else {
            throw ReplayEngineError(description: "the replay engine stopped")
        }
        guard reply.hasPrefix("status "),
              let status = try? JSONDecoder().decode(ReplayCursorStatus.self, from: Data(reply.dropFirst(7).utf8)) else {
            throw ReplayEngineError(description: reply.hasPrefix("error ") ? String(reply.dropFirst(6)) : "unexpected reply \"\(reply)\"")
        }
        self.status = status
        return status
    }
}
