import Foundation

/// Where a replay cursor stands after a request: the frame it shows and the switches a review
/// window draws around it.
package struct ReplayCursorStatus: Equatable, Codable, Sendable {
    /// The frame shown (the device's frame count).
    package var frame: Int
    /// Whether the replay has given every input and reached the file's last frame.
    package var finished: Bool
    /// Whether the exploded view is on (the mouse turns it instead of touching the app).
    package var exploded: Bool
    /// Whether the session's own clock is paused (a recorded Ctrl+P).
    package var paused: Bool
    /// Whether the user took over: the recorded inputs stopped and theirs are recorded.
    package var takenOver: Bool
    /// The branch's file, once taken over.
    package var recordingPath: String?
    /// Whether nothing moves (the next frame would look the same).
    package var idle: Bool
    /// How far the running transition is ("push 42%"), if one runs.
    package var transition: String?
    /// Seconds until the toast shown ends ("Saved …png"), if one is shown: the window asks for
    /// the picture again then.
    package var noticeSeconds: Double?
    /// Whether the branch's recording stopped because its file could not be written (the
    /// cursor's picture shows why, until the reviewer presses a key or clicks).
    package var recordingFailed = false
    /// The phone's size in the picture's pixels (it is drawn at the picture's top left; the
    /// strip and the panel are the window's marks): a press off it is no touch.
    package var phoneWidth: Int?
    package var phoneHeight: Int?

    /// Creates a status.
    package init(frame: Int, finished: Bool, exploded: Bool, paused: Bool, takenOver: Bool,
                recordingPath: String?, idle: Bool, transition: String?, noticeSeconds: Double? = nil,
                recordingFailed: Bool = false, phoneWidth: Int? = nil, phoneHeight: Int? = nil) {
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
        self.phoneWidth = phoneWidth
        self.phoneHeight = phoneHeight
    }

    /// Whether the picture's pixel (x, y) lies on the phone (always, when the size is not known).
    package func isOnPhone(x: Double, y: Double) -> Bool {
        guard let phoneWidth, let phoneHeight else { return true }
        return x >= 0 && y >= 0 && x < Double(phoneWidth) && y < Double(phoneHeight)
    }
}
