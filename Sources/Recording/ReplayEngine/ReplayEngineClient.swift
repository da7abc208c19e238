import Foundation
import Raster
import Simulator
#if canImport(Glibc)
import Glibc
#endif

/// Why the replay engine could not answer.
package struct ReplayEngineError: Error, CustomStringConvertible {
    /// What went wrong.
    package let description: String
    /// Whether the window stopped the engine itself (while indexing), which is no failure.
    package let isStopped: Bool

    /// An error saying `description`.
    package init(description: String, isStopped: Bool = false) {
        self.description = description
        self.isStopped = isStopped
    }
}

/// The window's side of a replay engine: starts the engine process on a session file, waits
/// for its timeline, then opens cursors at frames and asks them to play, draw and take input.
package final class ReplayEngineClient {
    /// The session's length and marks, as the engine found them.
    package private(set) var timeline = ReplayTimeline(lastFrame: 0)
    /// The last status a cursor reported (nil before the first `open`).
    package private(set) var status: ReplayCursorStatus?
    private let process = Process()
    private let channel: ReplayChannel
    private let toEngine = Pipe(), fromEngine = Pipe()
    private var cursorOpen = false
    /// The engine's picture memory as this process opened it, and the engine's number for it.
    private var sharedPicture: (number: Int, memory: SharedPictureMemory)?
    /// How many pictures came through the engine's picture memory rather than the pipe.
    package private(set) var sharedPictures = 0

    /// Starts `executable` with `arguments` (the engine command for a session file) and reads
    /// the timeline. While the engine plays the session through, `onIndexing` hears (frame,
    /// last frame) at each progress line, and (nil, nil) every 100 ms without one; returning
    /// false stops the engine at once and throws. Throws when the engine cannot start or
    /// reports an error.
    package init(executable: String, arguments: [String],
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
        var greeted = false
        while true {
            var ready = pollfd(fd: channel.input, events: Int16(POLLIN), revents: 0)
            if poll(&ready, 1, 100) == 0 {
                guard onIndexing(nil, nil) else { throw stopIndexing() }
                continue
            }
            guard let received = channel.receive(ReplayReply.self) else {
                throw ReplayEngineError(description: "the replay engine stopped before reading the session")
            }
            switch received.message {
            case .hello(let version)? where version == ReplayProtocol.version:
                greeted = true
            case .hello(let version)?:
                throw ReplayEngineError(description: "the replay engine speaks version \(version) of the review protocol and "
                    + "this window version \(ReplayProtocol.version): build the app and transition-lab from the same TransitionLab")
            case .indexing(let frame, let lastFrame)? where greeted:
                if !onIndexing(frame, lastFrame) { throw stopIndexing() }
            case .timeline(let timeline)? where greeted:
                self.timeline = timeline
                return
            case .error(let message)?:
                throw ReplayEngineError(description: message)
            case let reply?:
                throw ReplayEngineError(description: "unexpected reply \(ReplayProtocol.line(reply))")
            case nil:
                throw ReplayEngineError(description: "the replay engine's reply cannot be read (an engine built with another "
                    + "TransitionLab?): \(received.garbledDescription)")
            }
        }
    }

    /// The engine's process id (its checkpoints and cursors are its descendants).
    package var processIdentifier: Int32 { process.processIdentifier }

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
    package func shutDown() {
        try? closeCursor()
        sharedPicture?.memory.close()
        sharedPicture = nil
        if process.isRunning {
            // The pipe closing ends the engine's checkpoints too (see `ReplayEngine+Lifetime`).
            channel.send(ReplayRequest.quit)
            try? toEngine.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// Opens a cursor at `frame` (the current one is let go first).
    @discardableResult
    package func open(frame: Int) throws -> ReplayCursorStatus {
        try closeCursor()
        let status = try request(.open(frame: frame))
        cursorOpen = true
        return status
    }

    /// Plays `count` frames (drawing only the last). Once taken over every frame is drawn (the
    /// branch hashes each), unless `droppingUndrawn`: then, as in the live window, the frames
    /// before the last run undrawn and the branch records them dropped.
    @discardableResult
    package func tick(_ count: Int = 1, droppingUndrawn: Bool = false) throws -> ReplayCursorStatus {
        try request(.tick(count: count, dropping: droppingUndrawn))
    }

    /// The mouse at a pixel of the framed picture, with Alt and Shift as held (two fingers,
    /// `SimulatorSession.mouse(_:atFramePixel:_:alt:shift:)`).
    @discardableResult
    package func mouse(_ phase: ReplayMousePhase, x: Double, y: Double, alt: Bool = false, shift: Bool = false) throws -> ReplayCursorStatus {
        try request(.mouse(phase, x: x, y: y, alt: alt, shift: shift))
    }

    /// Carries out a shortcut in the cursor's session.
    @discardableResult
    package func perform(_ command: SimulatorCommand) throws -> ReplayCursorStatus {
        try request(.command(command))
    }

    /// Stops the recorded inputs at the current frame and records the user's to `path`.
    @discardableResult
    package func takeOver(recordingTo path: String) throws -> ReplayCursorStatus {
        try request(.takeOver(path: path))
    }

    /// The framed picture at the cursor's frame, overlays included.
    package func picture() throws -> Bitmap {
        _ = try request(.show)
        let answer = try reply()
        switch answer {
        case .sharedPicture(let width, let height, let descriptor) where Self.isPlausible(width, height):
            guard let pixels = try pictureMemory(descriptor).load(count: width * height) else {
                throw ReplayEngineError(description: "the replay engine's picture memory holds no \(width) x \(height) picture")
            }
            sharedPictures += 1
            return Bitmap(width: width, height: height, pixels: pixels)
        case .picture(let width, let height) where Self.isPlausible(width, height):
            // Read straight into the new array: no pass filling it with zeros first.
            var complete = false
            let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
                complete = channel.read(into: UnsafeMutableRawBufferPointer(buffer))
                count = complete ? width * height : 0
            }
            guard complete else { throw ReplayEngineError(description: "the replay engine stopped while sending a picture") }
            return Bitmap(width: width, height: height, pixels: pixels)
        default:
            throw ReplayEngineError(description: "the replay engine sent no picture of a size that can be")
        }
    }

    /// Whether a picture of that size can be: positive, under 65,536 pixels wide and 1 GiB.
    private static func isPlausible(_ width: Int, _ height: Int) -> Bool {
        width > 0 && height > 0 && width < 1 << 16 && height < 1 << 28 && width * height < 1 << 28
    }

    /// The engine's picture memory at its descriptor `number`, opened the first time it is named.
    private func pictureMemory(_ number: Int) throws -> SharedPictureMemory {
        if let sharedPicture, sharedPicture.number == number { return sharedPicture.memory }
        guard let memory = SharedPictureMemory.open(engine: process.processIdentifier, number: number) else {
            throw ReplayEngineError(description: "cannot open the replay engine's picture memory: \(String(cString: strerror(errno)))")
        }
        sharedPicture?.memory.close()
        sharedPicture = (number, memory)
        return memory
    }

    /// The XXH64 of the cursor's device screen, as a session file's hash lines hold it.
    package func screenHash() throws -> FrameHash {
        guard channel.send(ReplayRequest.hash) else { throw ReplayEngineError(description: "the replay engine stopped") }
        let answer = try reply()
        guard case .hash(let hex) = answer, let hash = FrameHash(hex: hex) else { throw unexpected(answer) }
        return hash
    }

    /// The frames the engine keeps checkpoints at now: the ladder's and the near ones (asked
    /// between cursors: the current one is let go first).
    package func checkpoints() throws -> (ladder: [Int], near: [Int]) {
        try closeCursor()
        guard channel.send(ReplayRequest.checkpoints) else { throw ReplayEngineError(description: "the replay engine stopped") }
        let answer = try reply()
        guard case .checkpoints(let ladder, let near) = answer else { throw unexpected(answer) }
        return (ladder, near)
    }

    /// Lets the cursor go (a take-over's branch is then saved); the engine takes the next `open`.
    package func letGo() throws {
        try closeCursor()
    }

    /// Lets the cursor go; the engine then takes the next `open`.
    private func closeCursor() throws {
        guard cursorOpen else { return }
        cursorOpen = false
        guard channel.send(ReplayRequest.close) else { throw ReplayEngineError(description: "the replay engine stopped") }
        let answer = try reply()
        guard answer == .bye else { throw unexpected(answer) }
    }

    /// Sends `request` and reads the cursor's status it is answered with.
    private func request(_ request: ReplayRequest) throws -> ReplayCursorStatus {
        guard channel.send(request) else { throw ReplayEngineError(description: "the replay engine stopped") }
        let answer = try reply()
        guard case .status(let status) = answer else { throw unexpected(answer) }
        self.status = status
        return status
    }

    /// The next reply; throws when the engine stopped or sent a line that is no reply.
    private func reply() throws -> ReplayReply {
        guard let received = channel.receive(ReplayReply.self) else { throw ReplayEngineError(description: "the replay engine stopped") }
        guard let reply = received.message else {
            throw ReplayEngineError(description: "the replay engine's reply cannot be read: \(received.garbledDescription)")
        }
        return reply
    }

    /// The error for a reply that is not the one asked for: the engine's own error, or what came.
    private func unexpected(_ reply: ReplayReply) -> ReplayEngineError {
        if case .error(let message) = reply { return ReplayEngineError(description: message) }
        return ReplayEngineError(description: "unexpected reply \(ReplayProtocol.line(reply))")
    }
}
