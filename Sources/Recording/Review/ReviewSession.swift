import Foundation
import Raster
import Simulator

/// What the review window is showing and where it goes next: the original session's replay
/// engine, and after a take-over the branch's, with the cursor the window talks to. Free of
/// SDL, so tests drive it exactly as the window does.
///
/// Reviewing is read-only: until the reviewer takes over, every request (scrubs, steps, play,
/// the views' shortcuts) leaves the replay as recorded. A take-over records a branch; from then
/// on the review stays on the branch (scrubbing, stepping and marks move within it, replayed by
/// an engine of its own once the take-over ends) until the reviewer chooses the original with
/// `backToOriginal()`.
package final class ReviewSession {
    /// The original session's engine.
    package let original: ReplayEngineClient
    /// The engine shown now: the original's, or a branch's.
    package private(set) var engine: ReplayEngineClient
    /// The branch file shown, once the review moved onto one (nil on the original).
    package private(set) var branchPath: String?
    /// Where the cursor stands.
    package private(set) var status: ReplayCursorStatus
    /// Said when something happens ("saved PATH", "took over at frame F: ...").
    package var onMessage: (String) -> Void = { _ in }
    private let startEngine: (String) throws -> ReplayEngineClient

    /// Opens frame 0 of `original`; `startEngine` starts an engine on a branch's file.
    package init(original: ReplayEngineClient, startEngine: @escaping (String) throws -> ReplayEngineClient) throws {
        self.original = original
        engine = original
        self.startEngine = startEngine
        status = try original.open(frame: 0)
    }

    /// The timeline of what is shown (the branch's once on a branch).
    package var timeline: ReplayTimeline { engine.timeline }

    /// Whether the review is on a branch (taken over now, or replaying a branch's file).
    package var isOnBranch: Bool { branchPath != nil || status.takenOver }

    /// Shows `frame` (clamped to the timeline). After a take-over the branch is saved and the
    /// frame is the branch's: the review stays on the branch.
    package func show(frame: Int) throws {
        if status.takenOver, let path = status.recordingPath {
            try engine.letGo()
            onMessage("saved \(path)")
            try moveToBranch(path)
        }
        status = try engine.open(frame: min(max(0, frame), timeline.lastFrame))
    }

    /// Leaves the branch (saving it if it is being recorded) for the original, at the same frame
    /// or its last.
    package func backToOriginal() throws {
        guard isOnBranch else { return }
        let frame = status.frame
        if status.takenOver, let path = status.recordingPath {
            try engine.letGo()
            onMessage("saved \(path)")
        }
        if engine !== original { engine.shutDown() }
        engine = original
        branchPath = nil
        status = try original.open(frame: min(frame, original.timeline.lastFrame))
    }

    /// Stops the replay here and records the reviewer's inputs to `path` (see `takeOver` on
    /// the client); the recorded finger, if down, is cancelled.
    package func takeOver(recordingTo path: String) throws {
        guard !status.takenOver else { return }
        status = try engine.takeOver(recordingTo: path)
        onMessage("took over at frame \(status.frame): recording to \(status.recordingPath ?? path)")
    }

    /// Plays `count` frames, drawing the last (on a branch, every one unless `droppingUndrawn`,
    /// `ReplayEngineClient.tick(_:droppingUndrawn:)`).
    package func tick(_ count: Int = 1, droppingUndrawn: Bool = false) throws {
        status = try engine.tick(count, droppingUndrawn: droppingUndrawn)
    }

    /// The mouse at a pixel of the framed picture (the exploded view's turn, or once taken over
    /// the reviewer's finger, two with Alt).
    package func mouse(_ phase: ReplayMousePhase, x: Double, y: Double, alt: Bool = false, shift: Bool = false) throws {
        status = try engine.mouse(phase, x: x, y: y, alt: alt, shift: shift)
    }

    /// A shortcut: before a take-over only those that change the view are taken.
    package func perform(_ command: SimulatorCommand) throws { status = try engine.perform(command) }

    /// The framed picture at the cursor.
    package func picture() throws -> Bitmap { try engine.picture() }

    /// The hash of the device's screen at the cursor.
    package func screenHash() throws -> FrameHash { try engine.screenHash() }

    /// Lets the cursor go (saving a take-over's branch) and ends a branch's engine; returns
    /// the branch saved now, if one was being recorded.
    @discardableResult
    package func close() -> String? {
        let saved = status.takenOver ? status.recordingPath : nil
        try? engine.letGo()
        if engine !== original { engine.shutDown() }
        return saved
    }

    private func moveToBranch(_ path: String) throws {
        let branch = try startEngine(path)
        if engine !== original { engine.shutDown() }
        engine = branch
        branchPath = path
    }
}
