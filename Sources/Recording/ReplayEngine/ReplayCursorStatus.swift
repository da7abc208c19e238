import Foundation

/// Where a replay cursor stands after a request: the frame it shows and the switches a review
/// window draws around it.
public struct ReplayCursorStatus: Equatable, Codable, Sendable {
    /// The frame shown (the device's frame count).
    public var frame: Int
    /// Whether the replay has given every input and reached the file's last frame.
    public var finished: Bool
    /// Whether the exploded view is on (the mouse turns it instead of touching the app).
    public var exploded: Bool
    /// Whether the session's own clock is paused (a recorded Ctrl+P).
    public var paused: Bool
    /// Whether the user took over: the recorded inputs stopped and theirs are recorded.
    public var takenOver: Bool
    /// The branch's file, once taken over.
    public var recordingPath: String?
    /// Whether nothing moves (the next frame would look the same).
    public var idle: Bool
    /// How far the running transition is ("push 42%"), if one runs.
    public var transition: String?
    /// Seconds until the toast shown ends ("Saved …png"), if one is shown: the window asks for
    /// the picture again then.
    public var noticeSeconds: Double?
    /// Whether the branch's recording stopped because its file could not be written (the
    /// cursor's picture shows why, until the reviewer presses a key or clicks).
    public var recordingFailed = false

    /// Creates a status.
    public init(frame: Int, finished: Bool, exploded: Bool, paused: Bool, takenOver: Bool,
                recordingPath: String?, idle: Bool, transition: String?, noticeSeconds: Double? = nil,
                recordingFailed: Bool = false) {
        self.frame = frame
        self.finished = finished
        self.exploded = exploded
        self.paused = paused
        self.takenOver = takenOver
        self.recordingPath = recordingPath
        self.idle = idle
        self.transition = transition
        self.noticeSeconds = noticeSeconds
        self.recordingFailed = recordingFailed
    }
}
